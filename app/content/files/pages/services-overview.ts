/** The services overview's file (content/pages/services-overview.yaml); see ./parts.ts. */
import { z } from "zod";
import { iconNames } from "../../types";
import { actionSchema, cardSchema, flag, placeholderHelp, text } from "../schema";
import { closingSchema, faqSchema, introSchema, linkSchema, metaSchema } from "./parts";

export const servicesOverviewSchema = z
  .strictObject({
    meta: metaSchema,
    hero: z.strictObject({
      eyebrow: text,
      title: text,
      lead: text,
      primary: actionSchema,
      secondary: linkSchema,
    }),
    sections: z
      .strictObject({
        framework: introSchema,
        offers: introSchema,
        specialised: introSchema,
        stories: introSchema,
        patterns: introSchema,
        faq: introSchema,
      })
      .describe("Überschriften und Einleitungen der Abschnitte 02–07."),
    pillars: z.array(cardSchema).min(1).describe("Die Karten unter „So arbeiten wir“."),
    offers: z
      .array(
        z.strictObject({
          icon: z.enum(iconNames).describe("Symbol der Karte."),
          title: text,
          subtitle: text.describe("Dauer oder Phase, z. B. „1–2 Tage“."),
          description: text,
          artifacts: z.array(text).min(1).describe("Was der Kunde mitnimmt."),
          benefit: text.describe("Der Nutzen in einem Satz."),
          price: text.describe(
            "Einstiegspreis netto, z. B. „ab 3.500 €“; der Zusatz zur Steuer folgt.",
          ),
          action: actionSchema,
        }),
      )
      .min(1)
      .describe("Die Pakete mit Preis."),
    priceTerms: z.strictObject({
      vat: text.describe("Zusatz hinter jedem Preis."),
      note: text.describe("Hinweis unter den Paketen: netto, nur für Unternehmen (B2B)."),
    }),
    specialised: z
      .array(
        z.strictObject({
          title: text,
          description: text,
          service: text.describe(
            "Leistung, zu der die Karte führt (Dateiname in content/services).",
          ),
        }),
      )
      .min(1),
    stories: z
      .array(
        z.strictObject({
          sample: flag.describe(
            "Beispiel: bis zum Start durch ein echtes, anonymisiertes Mandat ersetzen.",
          ),
          title: text,
          industry: text.describe("Branche und Art des Unternehmens, nie ein Firmenname."),
          result: text,
          impact: text,
        }),
      )
      .min(1),
    patterns: z
      .array(
        z.strictObject({
          industry: text,
          learnings: z.array(text).min(1),
          application: text,
        }),
      )
      .min(1),
    faq: z.array(faqSchema).min(1),
    closing: closingSchema,
    labels: z
      .strictObject({
        artifacts: text,
        value: text,
        price: text,
        more: text,
        result: text,
        impact: text,
        learnings: text,
        application: text,
        frameworkLink: linkSchema,
      })
      .describe("Kleine Wörter der Seite: Beschriftungen von Zusätzen und Links."),
  })
  .describe(placeholderHelp);

export type ServicesOverviewFile = z.infer<typeof servicesOverviewSchema>;
