/** The home page's file (content/pages/home.yaml); see ./parts.ts. */
import { z } from "zod";
import { actionSchema, flag, placeholderHelp, text } from "../schema";
import {
  closingSchema,
  evidenceShape,
  introSchema,
  linkSchema,
  metaSchema,
  ownNeedsBasis,
} from "./parts";

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
    experience: introSchema.extend({
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
    focus: introSchema.extend({
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
    results: introSchema.extend({
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
          sample: flag.describe("Beispielzitat: bis zum Start durch ein freigegebenes ersetzen."),
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
