/** The programme (/zukunftssicher): content/pages/programme.yaml. */
import { z } from "zod";
import type { Report } from "../load";
import {
  cardSchema,
  closingOf,
  closingSchema,
  evidenceShape,
  faqOf,
  faqSchema,
  heroOf,
  heroSchema,
  metaSchema,
  ownNeedsBasis,
  sectionSchema,
  statementFigureSchema,
  statementOf,
  statementSchema,
  sectionsOf,
  text,
} from "../page-parts";
import { withEvidence } from "../resolve";
import { placeholderHelp } from "../schema";

export const programmeSchema = z
  .strictObject({
    meta: metaSchema.meta({ title: "Suchmaschinen" }),
    hero: heroSchema.meta({ title: "Kopfbereich" }),
    sections: z
      .strictObject({
        problems: sectionSchema.meta({ title: "Probleme" }),
        framework: sectionSchema.meta({ title: "Vorgehen" }),
        weeks: sectionSchema.meta({ title: "Wochen" }),
        audiences: sectionSchema.meta({ title: "Zielgruppen" }),
        criteria: sectionSchema.meta({ title: "Erfolgskriterien" }),
        faq: sectionSchema.meta({ title: "Häufige Fragen" }),
      })
      .meta({ title: "Abschnitte", description: "Überschriften und Einleitungen der Abschnitte." }),
    statement: statementSchema,
    statementFigure: statementFigureSchema,
    keyFigures: z
      .array(
        z
          .strictObject({
            metric: text.meta({
              title: "Zahl",
              description: "Die Zahl mit Einheit, z. B. „30 Tage“.",
            }),
            description: text.meta({ title: "Beschreibung" }),
            ...evidenceShape,
          })
          .refine(...ownNeedsBasis),
      )
      .min(1)
      .meta({
        title: "Das Programm in Zahlen",
        description: "Das Programm in Zahlen, jede mit Beleg.",
      }),
    problems: z
      .array(cardSchema)
      .min(1)
      .meta({ title: "Probleme", description: "Probleme; der Zusatz ist ihre Folge." }),
    framework: z
      .array(cardSchema)
      .min(1)
      .meta({ title: "Vorgehen", description: "Die Prinzipien; der Zusatz nennt das Ergebnis." }),
    days: z.number().int().min(22).max(31).meta({
      title: "Dauer in Tagen",
      description:
        "Wie viele Tage das Programm dauert, z. B. 30: die Skizze oben zeichnet sie in die vier Wochen, jede mit sieben Tagen, die letzte bis zum Ende (22 bis 31).",
    }),
    weeks: z
      .array(
        z.strictObject({
          title: text.meta({ title: "Titel" }),
          goal: text.meta({ title: "Ziel" }),
          description: text.meta({ title: "Beschreibung" }),
          deliverables: z.array(text).min(1).meta({ title: "Was Sie erhalten" }),
          methods: z.array(text).min(1).meta({ title: "Methoden" }),
        }),
      )
      .length(4)
      .meta({ title: "Wochen", description: "Die vier Wochen, in ihrer Reihenfolge." }),
    audiences: z
      .array(
        z.strictObject({
          title: text.meta({ title: "Titel" }),
          description: text.meta({ title: "Beschreibung" }),
          pain: text.meta({ title: "Typische Hürde" }),
        }),
      )
      .min(1)
      .meta({ title: "Zielgruppen", description: "Zielgruppen mit ihrer typischen Hürde." }),
    successCriteria: z.array(text).min(1).meta({ title: "Erfolgskriterien" }),
    faq: z.array(faqSchema).min(1).meta({ title: "Häufige Fragen" }),
    nextStep: closingSchema.meta({ title: "Nächster Schritt" }),
    labels: z
      .strictObject({
        keyFigures: text.meta({ title: "Das Programm in Zahlen" }),
        impact: text.meta({ title: "Wirkung" }),
        week: text.meta({ title: "Wort vor der Nummer der Woche" }),
        finalDay: text.meta({
          title: "Letzter Tag",
          description:
            "Was am letzten Tag geschieht, als Schlüssel der Skizze oben neben dem Titel, z. B. „Abschlussprüfung am Tag 30“.",
        }),
        goal: text.meta({ title: "Ziel" }),
        deliverables: text.meta({ title: "Was Sie erhalten" }),
        methods: text.meta({ title: "Methoden" }),
        pain: text.meta({ title: "Typische Hürde" }),
        weekDetails: text.meta({
          title: "Woche aufklappen",
          description: "Knopf, der Ablauf, Ergebnisse und Methoden einer Woche zeigt.",
        }),
      })
      .meta({
        title: "Kleine Wörter",
        description: "Kleine Wörter der Seite: Beschriftungen von Listen und Zusätzen.",
      }),
  })
  .meta({ description: placeholderHelp });

export type ProgrammeFile = z.infer<typeof programmeSchema>;

/** The page from its file. */
export function programmeFromFile(file: ProgrammeFile, report: Report) {
  return {
    meta: file.meta,
    hero: heroOf(file.hero, report),
    sections: sectionsOf(file.sections),
    statement: statementOf(file.statement, file.statementFigure),
    keyFigures: file.keyFigures.map(({ metric, description, ...evidence }) =>
      withEvidence({ metric, description }, evidence),
    ),
    problems: file.problems,
    framework: file.framework,
    days: file.days,
    // Numbered by their place in the file: "Woche 1" to "Woche 4".
    weeks: file.weeks.map((week, index) => ({ week: index + 1, ...week })),
    audiences: file.audiences,
    successCriteria: file.successCriteria,
    faq: file.faq.map(faqOf),
    nextStep: closingOf(file.nextStep, "nextStep", report),
    labels: file.labels,
  };
}

type ProgrammePage = ReturnType<typeof programmeFromFile>;
export type ProgrammeWeek = ProgrammePage["weeks"][number];
