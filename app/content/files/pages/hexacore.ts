/** The HexaCore page (/hexacore): content/pages/hexacore.yaml. */
import { z } from "zod";
import { citations } from "../../sources";
import type { Report } from "../load";
import {
  cardSchema,
  closingOf,
  closingSchema,
  heroOf,
  heroSchema,
  metaSchema,
  sectionSchema,
  sectionsOf,
  text,
} from "../page-parts";
import { citationSchema, placeholderHelp } from "../schema";

export const hexacoreSchema = z
  .strictObject({
    meta: metaSchema,
    hero: heroSchema.extend({ badge: text }),
    sections: z
      .strictObject({ problems: sectionSchema, method: sectionSchema, foundations: sectionSchema })
      .describe("Überschriften und Einleitungen der Abschnitte."),
    problems: z.array(cardSchema).min(1).describe("Probleme; der Zusatz ist ihre Folge."),
    coreFactors: z
      .array(text)
      .min(1)
      .describe("Die Prozessschritte im Sechseck, in ihrer Reihenfolge."),
    method: z.array(z.strictObject({ title: text, description: text })).min(1),
    foundations: z
      .array(
        z.strictObject({
          title: text,
          finding: text,
          application: text,
          source: citationSchema,
        }),
      )
      .min(1)
      .describe("Forschung hinter der Methode: nur echte, prüfbare Veröffentlichungen."),
    cta: closingSchema,
    labels: z
      .strictObject({
        diagram: text,
        diagramCenter: text,
        diagramCaption: text,
        impact: text,
        finding: text,
        application: text,
        source: text,
      })
      .describe("Kleine Wörter der Seite: Beschriftungen von Listen und Zusätzen."),
  })
  .describe(placeholderHelp);

export type HexacoreFile = z.infer<typeof hexacoreSchema>;

/** The page from its file. */
export function hexacoreFromFile(file: HexacoreFile, report: Report) {
  return {
    meta: file.meta,
    hero: { badge: file.hero.badge, ...heroOf(file.hero, report) },
    sections: sectionsOf(file.sections),
    problems: file.problems,
    coreFactors: file.coreFactors,
    method: file.method,
    // Only real, verifiable publications: a study of content/settings/sources.yaml (the schema admits only its keys).
    foundations: file.foundations.map(({ source, ...foundation }) => ({
      ...foundation,
      source: citations[source]!,
    })),
    labels: file.labels,
    cta: closingOf(file.cta, "cta", report),
  };
}

export type HexacorePage = ReturnType<typeof hexacoreFromFile>;
export type Foundation = HexacorePage["foundations"][number];
