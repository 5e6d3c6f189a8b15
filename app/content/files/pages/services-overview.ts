/** The services overview (/leistungen): content/pages/services-overview.yaml. */
import { z } from "zod";
import { iconNames } from "../../types";
import type { Report } from "../load";
import {
  cardSchema,
  closingOf,
  closingSchema,
  faqOf,
  faqSchema,
  heroOf,
  heroSchema,
  linkOf,
  linkSchema,
  metaSchema,
  sample,
  sampleOf,
  sectionSchema,
  sectionsOf,
  serviceLinkOf,
  text,
} from "../page-parts";
import { actionOf } from "../resolve";
import { actionSchema, placeholderHelp } from "../schema";

export const servicesOverviewSchema = z
  .strictObject({
    meta: metaSchema,
    hero: heroSchema,
    sections: z
      .strictObject({
        framework: sectionSchema,
        offers: sectionSchema,
        specialised: sectionSchema,
        stories: sectionSchema,
        patterns: sectionSchema,
        faq: sectionSchema,
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
          sample: sample.describe(
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

/** The page from its file. */
export function servicesOverviewFromFile(file: ServicesOverviewFile, report: Report) {
  const { priceTerms, labels } = file;
  return {
    meta: file.meta,
    hero: heroOf(file.hero, report),
    sections: sectionsOf(file.sections),
    pillars: file.pillars,
    offers: file.offers.map(({ benefit, action, price, ...offer }) => ({
      ...offer,
      value: benefit,
      // Prices are net and for businesses only (no consumer contracts, so no consumer price rules).
      price: [price, priceTerms.vat].join(" "),
      cta: actionOf(action),
    })),
    priceNote: priceTerms.note,
    specialised: file.specialised.map(({ title, description, service }, index) => ({
      id: service,
      title,
      description,
      link: serviceLinkOf(service, labels.more, `specialised[${index}].service`, report),
    })),
    stories: file.stories.map(sampleOf),
    patterns: file.patterns,
    faq: file.faq.map(faqOf),
    closing: closingOf(file.closing, "closing", report),
    labels: {
      ...labels,
      frameworkLink: linkOf(labels.frameworkLink, "labels.frameworkLink", report),
    },
  };
}

export type ServicesOverviewPage = ReturnType<typeof servicesOverviewFromFile>;
