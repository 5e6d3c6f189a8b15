/** The home page (/): content/pages/home.yaml. */
import { z } from "zod";
import type { Report } from "../load";
import {
  closingOf,
  closingSchema,
  evidenceShape,
  linkOf,
  linkSchema,
  metaSchema,
  ownNeedsBasis,
  sample,
  sampleOf,
  sectionOf,
  sectionSchema,
  serviceLinkOf,
  text,
} from "../page-parts";
import { actionOf, withEvidence } from "../resolve";
import { actionSchema, placeholderHelp } from "../schema";

export const homeSchema = z
  .strictObject({
    meta: metaSchema,
    hero: z.strictObject({
      title: text,
      statement: text.describe(
        "Kurz halten: auf einem 360 px breiten Telefon muss der Knopf darunter über dem Cookie-Hinweis bleiben.",
      ),
      portraitAlt: text.describe("Beschreibung des Porträts für Screenreader."),
      primary: actionSchema,
    }),
    experience: sectionSchema.extend({
      cards: z
        .array(
          z.strictObject({
            sector: text,
            companies: z
              .array(text)
              .min(1)
              .describe("Organisationen aus den Cases oder anonymisierte Beschreibungen."),
            insight: text.describe("Eine Zeile: was in dieser Branche gelernt wurde."),
          }),
        )
        .min(1),
    }),
    hexacore: z.strictObject({
      title: text,
      intro: text,
      nodes: z.array(text).min(1).describe("Die Prozessschritte im Kreis, im Uhrzeigersinn."),
      link: linkSchema,
    }),
    focus: sectionSchema.extend({
      areas: z
        .array(
          z.strictObject({
            title: text,
            description: text,
            outcome: text.describe("Was der Kunde am Ende in der Hand hat."),
            service: text.describe(
              "Leistung, zu der „Details ansehen“ führt (Dateiname in content/services).",
            ),
          }),
        )
        .min(1),
    }),
    results: sectionSchema.extend({
      counters: z
        .array(
          z
            .strictObject({
              target: z.number().int().describe("Die Zahl, bis zu der gezählt wird."),
              suffix: z.string().describe("Zeichen nach der Zahl, z. B. „+“."),
              label: text,
              ...evidenceShape,
            })
            .refine(...ownNeedsBasis),
        )
        .describe("Zähler, jeder mit Beleg."),
      testimonial: z
        .strictObject({
          quote: text,
          author: text.describe("Eine Rolle, kein Name (z. B. „Geschäftsführung“)."),
          role: text.describe("Anonymisierte Art des Unternehmens."),
          sample: sample.describe("Beispielzitat: bis zum Start durch ein freigegebenes ersetzen."),
        })
        .describe("Kundenstimme, nie einer namentlich genannten Person zugeordnet."),
    }),
    closing: closingSchema,
    labels: z
      .strictObject({
        companies: text,
        insight: text,
        outcome: text,
        details: text,
        diagram: text,
        diagramCenter: text,
        diagramCaption: text,
        counters: text,
      })
      .describe("Kleine Wörter der Seite: Beschriftungen von Listen, Zusätzen und Links."),
  })
  .describe(placeholderHelp);

export type HomeFile = z.infer<typeof homeSchema>;

/** The page from its file. */
export function homeFromFile(file: HomeFile, report: Report) {
  const { hero, experience, hexacore, focus, results, labels } = file;
  return {
    meta: file.meta,
    hero: {
      title: hero.title,
      statement: hero.statement,
      portraitAlt: hero.portraitAlt,
      cta: actionOf(hero.primary),
    },
    experience: {
      intro: sectionOf(experience),
      cards: experience.cards,
    },
    hexacore: {
      title: hexacore.title,
      intro: hexacore.intro,
      nodes: hexacore.nodes,
      cta: linkOf(hexacore.link, "hexacore.link", report),
    },
    focus: {
      intro: sectionOf(focus),
      areas: focus.areas.map(({ title, description, outcome, service }, index) => ({
        title,
        description,
        outcome,
        link: serviceLinkOf(service, labels.details, `focus.areas[${index}].service`, report),
      })),
    },
    results: {
      intro: sectionOf(results),
      counters: results.counters.map(({ target, suffix, label, ...evidence }) =>
        withEvidence({ target, suffix, label }, evidence),
      ),
      testimonial: sampleOf(results.testimonial),
    },
    closing: closingOf(file.closing, "closing", report),
    labels,
  };
}

export type HomePage = ReturnType<typeof homeFromFile>;
