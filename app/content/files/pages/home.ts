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
import { dates, type Dated } from "../../dates";
import { checkPath } from "../paths";
import { actionOf, withEvidence } from "../resolve";
import { actionSchema, optionalText, placeholderHelp } from "../schema";

export const homeSchema = z
  .strictObject({
    meta: metaSchema.meta({ title: "Suchmaschinen" }),
    hero: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        statement: text.meta({
          title: "Aussage",
          description:
            "Kurz halten: auf einem 360 px breiten Telefon muss der Knopf darunter über dem Cookie-Hinweis bleiben.",
        }),
        portraitAlt: text.meta({
          title: "Beschreibung des Porträts",
          description: "Beschreibung des Porträts für Screenreader.",
        }),
        primary: actionSchema.meta({ title: "Hauptknopf" }),
      })
      .meta({ title: "Kopfbereich" }),
    experience: sectionSchema
      .extend({
        cards: z
          .array(
            z.strictObject({
              sector: text.meta({ title: "Branchenfeld" }),
              companies: z
                .array(
                  z.strictObject({
                    name: text.meta({
                      title: "Organisation",
                      description: "Name aus den Cases oder eine anonymisierte Beschreibung.",
                    }),
                    note: optionalText.meta({
                      title: "Zusatz",
                      description: "Was es war, z. B. „Laufbahn des Gründers“.",
                    }),
                    period: optionalText.meta({
                      title: "Zeitraum",
                      description:
                        "Schlüssel einer Station oder eines Mandats aus den Daten (Einstellungen), z. B. „scisys“ oder „paglierani“: Die Jahre stehen dann hinter dem Zusatz und in der Karte der Jahre. Leer: ohne Jahre.",
                    }),
                  }),
                )
                .min(1)
                .meta({ title: "Organisationen" }),
              insight: text.meta({
                title: "Erkenntnis",
                description: "Eine Zeile: was in dieser Branche gelernt wurde.",
              }),
            }),
          )
          .min(1)
          .meta({ title: "Karten" }),
      })
      .meta({ title: "Erfahrung" }),
    hexacore: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        intro: text.meta({ title: "Einleitung" }),
        nodes: z.array(text).min(1).meta({
          title: "Prozessschritte",
          description: "Die Prozessschritte im Kreis, im Uhrzeigersinn.",
        }),
        link: linkSchema.meta({ title: "Weiterführender Link" }),
      })
      .meta({ title: "HexaCore" }),
    focus: sectionSchema
      .extend({
        areas: z
          .array(
            z.strictObject({
              title: text.meta({ title: "Titel" }),
              description: text.meta({ title: "Beschreibung" }),
              outcome: text.meta({
                title: "Ergebnis",
                description: "Was der Kunde am Ende in der Hand hat.",
              }),
              service: text.meta({
                title: "Leistung",
                description: "Leistung, zu der „Details ansehen“ führt.",
                collection: "services",
              }),
            }),
          )
          .min(1)
          .meta({ title: "Schwerpunkte" }),
        ask: z
          .strictObject({
            title: text.meta({ title: "Titel" }),
            text: text.meta({ title: "Text" }),
            primary: actionSchema.meta({ title: "Link" }),
          })
          .optional()
          .meta({
            title: "Kachel für andere Fragen",
            description:
              "Eine Kachel nach den Schwerpunkten für eine Frage, die in keinen passt, mit dem Link zum Gespräch. Leer = keine Kachel.",
          }),
      })
      .meta({ title: "Schwerpunkte" }),
    results: sectionSchema
      .extend({
        counters: z
          .array(
            z
              .strictObject({
                target: z
                  .number()
                  .int()
                  .meta({ title: "Zahl", description: "Die Zahl, bis zu der gezählt wird." }),
                suffix: z.string().meta({
                  title: "Zeichen nach der Zahl",
                  description: "Zeichen nach der Zahl, z. B. „+“.",
                }),
                label: text.meta({ title: "Bedeutung" }),
                ...evidenceShape,
              })
              .refine(...ownNeedsBasis),
          )
          .meta({ title: "Zähler", description: "Zähler, jeder mit Beleg." }),
        testimonial: z
          .strictObject({
            quote: text.meta({ title: "Zitat" }),
            author: text.meta({
              title: "Rolle der Person",
              description: "Eine Rolle, kein Name (z. B. „Geschäftsführung“).",
            }),
            role: text.meta({ title: "Rolle", description: "Anonymisierte Art des Unternehmens." }),
            sample: sample.meta({
              title: "Beispielinhalt",
              description: "Beispielzitat: bis zum Start durch ein freigegebenes ersetzen.",
            }),
          })
          .meta({
            title: "Kundenstimme",
            description: "Kundenstimme, nie einer namentlich genannten Person zugeordnet.",
          }),
        cases: z
          .array(z.string().meta({ title: "Case", collection: "cases" }))
          .max(3)
          .meta({
            title: "Cases als Beleg",
            description:
              "Bis zu drei Cases, die unter den Zahlen mit ihrer Skizze stehen und zu ihrer Seite führen; am besten verschiedene Arten von Arbeit. Leer: keine.",
          }),
      })
      .meta({ title: "Ergebnisse" }),
    closing: closingSchema.meta({ title: "Abschluss" }),
    labels: z
      .strictObject({
        companies: text.meta({ title: "Organisationen" }),
        insight: text.meta({ title: "Erkenntnis" }),
        outcome: text.meta({ title: "Ergebnis" }),
        details: text.meta({ title: "Einzelheiten" }),
        caseLink: text.meta({
          title: "Hinweis auf den Case",
          description:
            "Für Screenreader hinter einem Namen der Branchenliste, der zu seinem Case führt.",
        }),
        diagram: text.meta({ title: "Name des Diagramms für Screenreader" }),
        diagramCenter: text.meta({ title: "Mitte des Diagramms" }),
        diagramCaption: text.meta({ title: "Unterschrift des Diagramms" }),
        counters: text.meta({ title: "Zähler" }),
        cases: text.meta({
          title: "Titel der Cases unter den Zahlen",
          description: "Kurz, z. B. „Aus unseren Cases“.",
        }),
        years: text.meta({
          title: "Titel der Karte der Jahre",
          description:
            "Über der Karte, die die Branchen mit den Jahren ihrer Stationen und Mandate zeigt, z. B. „Branchen nach Jahren“.",
        }),
        career: text.meta({
          title: "Legende: Stationen",
          description: "Was die grauen Balken sind, z. B. „Laufbahn des Gründers“.",
        }),
        mandate: text.meta({
          title: "Legende: Mandate",
          description: "Was die farbigen Balken sind, z. B. „Mandat von {firma}“.",
        }),
        founded: text.meta({
          title: "Gründung",
          description: "Wort an der Linie des Gründungsjahrs, z. B. „Gründung“.",
        }),
      })
      .meta({
        title: "Kleine Wörter",
        description: "Kleine Wörter der Seite: Beschriftungen von Listen, Zusätzen und Links.",
      }),
  })
  .meta({ description: placeholderHelp });

export type HomeFile = z.infer<typeof homeSchema>;

/** A station's or a mandate's years by its key in content/settings/dates.yaml. */
function datedOf(key: string, field: string, report: Report): Dated | undefined {
  const station = dates.stations[key];
  if (station) return { ...station, kind: "career" };
  const mandate = dates.mandates[key];
  if (mandate !== undefined) return { from: mandate, kind: "mandate" };
  report(
    field,
    `„${key}“ ist weder eine Station noch ein Mandat in content/settings/dates.yaml. Möglich sind ${[...Object.keys(dates.stations), ...Object.keys(dates.mandates)].join(", ")}; leer lassen für keine Jahre`,
  );
  return undefined;
}

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
      cards: experience.cards.map(({ sector, insight, companies }, card) => ({
        sector,
        insight,
        companies: companies.map(({ name, note, period }, company) => ({
          name,
          note,
          period:
            period === undefined
              ? undefined
              : datedOf(period, `experience.cards[${card}].companies[${company}].period`, report),
        })),
      })),
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
      ask: focus.ask && {
        title: focus.ask.title,
        text: focus.ask.text,
        cta: actionOf(focus.ask.primary),
      },
    },
    results: {
      intro: sectionOf(results),
      counters: results.counters.map(({ target, suffix, label, ...evidence }) =>
        withEvidence({ target, suffix, label }, evidence),
      ),
      testimonial: sampleOf(results.testimonial),
      cases: results.cases.map((slug, index) => {
        checkPath(`/case/${slug}`, `results.cases[${index}]`, report);
        return slug;
      }),
    },
    closing: closingOf(file.closing, "closing", report),
    labels,
  };
}
