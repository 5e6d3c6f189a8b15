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
  statementFigureSchema,
  statementOf,
  statementSchema,
  sectionsOf,
  text,
} from "../page-parts";
import { citationSchema, placeholderHelp } from "../schema";

export const hexacoreSchema = z
  .strictObject({
    meta: metaSchema.meta({ title: "Suchmaschinen" }),
    hero: heroSchema
      .extend({ badge: text.meta({ title: "Plakette" }) })
      .meta({ title: "Kopfbereich" }),
    sections: z
      .strictObject({
        problems: sectionSchema.meta({ title: "Probleme" }),
        method: sectionSchema.meta({ title: "Methode" }),
        foundations: sectionSchema.meta({ title: "Wissenschaftliche Grundlagen" }),
      })
      .meta({ title: "Abschnitte", description: "Überschriften und Einleitungen der Abschnitte." }),
    statement: statementSchema,
    statementFigure: statementFigureSchema,
    problems: z
      .array(cardSchema)
      .min(1)
      .meta({ title: "Probleme", description: "Probleme; der Zusatz ist ihre Folge." }),
    coreFactors: z.array(text).min(1).meta({
      title: "Prozessschritte im Sechseck",
      description: "Die Prozessschritte im Sechseck, in ihrer Reihenfolge.",
    }),
    method: z
      .array(
        z.strictObject({
          title: text.meta({ title: "Titel" }),
          description: text.meta({ title: "Beschreibung" }),
        }),
      )
      .min(1)
      .meta({ title: "Methode" }),
    foundations: z
      .array(
        z.strictObject({
          title: text.meta({ title: "Titel" }),
          finding: text.meta({ title: "Erkenntnis" }),
          application: text.meta({ title: "Anwendung" }),
          sources: z.array(citationSchema).min(1).meta({
            title: "Belege",
            description:
              "Die Studien, auf die sich Erkenntnis und Anwendung stützen: zuerst die der Erkenntnis, dann weitere, auf die sich die Anwendung beruft.",
          }),
        }),
      )
      .min(1)
      .meta({
        title: "Wissenschaftliche Grundlagen",
        description: "Forschung hinter der Methode: nur echte, prüfbare Veröffentlichungen.",
      }),
    cta: closingSchema.meta({ title: "Abschluss" }),
    labels: z
      .strictObject({
        diagram: text.meta({ title: "Name des Diagramms für Screenreader" }),
        diagramCenter: text.meta({ title: "Mitte des Diagramms" }),
        diagramCaption: text.meta({ title: "Unterschrift des Diagramms" }),
        impact: text.meta({ title: "Wirkung" }),
        finding: text.meta({ title: "Erkenntnis" }),
        application: text.meta({ title: "Anwendung" }),
        source: text.meta({ title: "Beleg" }),
      })
      .meta({
        title: "Kleine Wörter",
        description: "Kleine Wörter der Seite: Beschriftungen von Listen und Zusätzen.",
      }),
  })
  .meta({ description: placeholderHelp });

export type HexacoreFile = z.infer<typeof hexacoreSchema>;

/** The page from its file. */
export function hexacoreFromFile(file: HexacoreFile, report: Report) {
  return {
    meta: file.meta,
    hero: { badge: file.hero.badge, ...heroOf(file.hero, report) },
    sections: sectionsOf(file.sections),
    statement: statementOf(file.statement, file.statementFigure),
    problems: file.problems,
    coreFactors: file.coreFactors,
    method: file.method,
    // Only real, verifiable publications: a study of content/settings/sources.yaml (the schema admits only its keys).
    foundations: file.foundations.map(({ sources, ...foundation }) => ({
      ...foundation,
      sources: sources.map((key) => citations[key]!),
    })),
    labels: file.labels,
    cta: closingOf(file.cta, "cta", report),
  };
}

type HexacorePage = ReturnType<typeof hexacoreFromFile>;
export type Foundation = HexacorePage["foundations"][number];
