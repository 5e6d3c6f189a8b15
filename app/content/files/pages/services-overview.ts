/** The services overview (/leistungen): content/pages/services-overview.yaml. */
import { z } from "zod";
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
  statementFigureSchema,
  statementOf,
  statementSchema,
  sectionsOf,
  serviceLinkOf,
  text,
  iconSchema,
} from "../page-parts";
import { checkPath } from "../paths";
import { actionOf } from "../resolve";
import { actionSchema, placeholderHelp } from "../schema";

export const servicesOverviewSchema = z
  .strictObject({
    meta: metaSchema.meta({ title: "Suchmaschinen" }),
    hero: heroSchema.meta({ title: "Kopfbereich" }),
    sections: z
      .strictObject({
        framework: sectionSchema.meta({ title: "Vorgehen" }),
        offers: sectionSchema.meta({ title: "Pakete" }),
        specialised: sectionSchema.meta({ title: "Spezialisierte Leistungen" }),
        stories: sectionSchema.meta({ title: "Erfolgsgeschichten" }),
        patterns: sectionSchema.meta({ title: "Muster aus Branchen" }),
        faq: sectionSchema.meta({ title: "Häufige Fragen" }),
      })
      .meta({
        title: "Abschnitte",
        description: "Überschriften und Einleitungen der Abschnitte 02–07.",
      }),
    statement: statementSchema,
    statementFigure: statementFigureSchema,
    pillars: z
      .array(cardSchema)
      .min(1)
      .meta({ title: "Säulen", description: "Die Karten unter „So arbeiten wir“." }),
    offers: z
      .array(
        z.strictObject({
          icon: iconSchema,
          title: text.meta({ title: "Titel" }),
          subtitle: text.meta({
            title: "Untertitel",
            description: "Dauer oder Phase, z. B. „1–2 Tage“.",
          }),
          description: text.meta({ title: "Beschreibung" }),
          artifacts: z
            .array(text)
            .min(1)
            .meta({ title: "Was Sie erhalten", description: "Was der Kunde mitnimmt." }),
          benefit: text.meta({ title: "Nutzen", description: "Der Nutzen in einem Satz." }),
          price: text.meta({
            title: "Preis",
            description: "Einstiegspreis netto, z. B. „ab 3.500 €“; der Zusatz zur Steuer folgt.",
          }),
          action: actionSchema.meta({ title: "Knopf" }),
        }),
      )
      .min(1)
      .meta({ title: "Pakete", description: "Die Pakete mit Preis." }),
    priceTerms: z
      .strictObject({
        vat: text.meta({
          title: "Zusatz zur Umsatzsteuer",
          description: "Zusatz hinter jedem Preis.",
        }),
        note: text.meta({
          title: "Hinweis",
          description: "Hinweis unter den Paketen: netto, nur für Unternehmen (B2B).",
        }),
      })
      .meta({ title: "Preisangaben" }),
    specialised: z
      .array(
        z.strictObject({
          title: text.meta({ title: "Titel" }),
          description: text.meta({ title: "Beschreibung" }),
          service: text.meta({
            title: "Leistung",
            description: "Leistung, zu der die Karte führt.",
            collection: "services",
          }),
        }),
      )
      .min(1)
      .meta({ title: "Spezialisierte Leistungen" }),
    stories: z
      .array(
        z.strictObject({
          sample: sample.meta({
            title: "Beispielinhalt",
            description:
              "Beispiel: bis zum Start durch ein echtes, anonymisiertes Mandat ersetzen.",
          }),
          title: text.meta({
            title: "Titel",
            description: "Wie der Titel des Cases, zu dem die Karte führt.",
          }),
          case: z.string().optional().meta({
            title: "Case",
            description: "Case, zu dem der Titel führt; leer = kein Link.",
            collection: "cases",
          }),
          industry: text.meta({
            title: "Branche",
            description: "Branche und Art des Unternehmens, nie ein Firmenname.",
          }),
          result: text.meta({ title: "Ergebnis" }),
          impact: text.meta({ title: "Wirkung" }),
        }),
      )
      .min(1)
      .meta({ title: "Erfolgsgeschichten" }),
    patterns: z
      .array(
        z.strictObject({
          industry: text.meta({ title: "Branche" }),
          learnings: z.array(text).min(1).meta({ title: "Was wir gelernt haben" }),
          application: text.meta({ title: "Anwendung" }),
        }),
      )
      .min(1)
      .meta({ title: "Muster aus Branchen" }),
    faq: z.array(faqSchema).min(1).meta({ title: "Häufige Fragen" }),
    closing: closingSchema.meta({ title: "Abschluss" }),
    labels: z
      .strictObject({
        artifacts: text.meta({ title: "Was Sie erhalten" }),
        value: text.meta({ title: "Zahl" }),
        price: text.meta({ title: "Preis" }),
        more: text.meta({ title: "Link „mehr“" }),
        result: text.meta({ title: "Ergebnis" }),
        impact: text.meta({ title: "Wirkung" }),
        learnings: text.meta({ title: "Was wir gelernt haben" }),
        application: text.meta({ title: "Anwendung" }),
        frameworkLink: linkSchema.meta({ title: "Link zum Vorgehen" }),
        durationTicks: z.array(text).min(2).meta({
          title: "Zeitachse",
          description:
            "Die Marken unter den Balken oben neben dem Titel, je eine Dauer wie „1 Woche“ oder „6 Monate“, von kurz nach lang; was keine Dauer ist, bleibt weg.",
        }),
      })
      .meta({
        title: "Kleine Wörter",
        description: "Kleine Wörter der Seite: Beschriftungen von Zusätzen und Links.",
      }),
  })
  .meta({ description: placeholderHelp });

export type ServicesOverviewFile = z.infer<typeof servicesOverviewSchema>;

/** The page from its file. */
export function servicesOverviewFromFile(file: ServicesOverviewFile, report: Report) {
  const { priceTerms, labels } = file;
  return {
    meta: file.meta,
    hero: heroOf(file.hero, report),
    sections: sectionsOf(file.sections),
    statement: statementOf(file.statement, file.statementFigure),
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
    stories: file.stories.map(({ case: slug, ...story }, index) => {
      if (slug) checkPath(`/case/${slug}`, `stories[${index}].case`, report);
      const link = slug ? { to: `/case/${slug}`, caseSlug: slug } : {};
      return sampleOf({ ...story, ...link });
    }),
    patterns: file.patterns,
    faq: file.faq.map(faqOf),
    closing: closingOf(file.closing, "closing", report),
    labels: {
      ...labels,
      frameworkLink: linkOf(labels.frameworkLink, "labels.frameworkLink", report),
    },
  };
}
