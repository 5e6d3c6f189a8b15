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
  sectionsOf,
  text,
} from "../page-parts";
import { withEvidence } from "../resolve";
import { placeholderHelp } from "../schema";

export const programmeSchema = z
  .strictObject({
    meta: metaSchema,
    hero: heroSchema,
    sections: z
      .strictObject({
        problems: sectionSchema,
        framework: sectionSchema,
        weeks: sectionSchema,
        audiences: sectionSchema,
        criteria: sectionSchema,
        faq: sectionSchema,
      })
      .describe("Überschriften und Einleitungen der Abschnitte."),
    keyFigures: z
      .array(
        z
          .strictObject({
            metric: text.describe("Die Zahl mit Einheit, z. B. „30 Tage“."),
            description: text,
            ...evidenceShape,
          })
          .refine(...ownNeedsBasis),
      )
      .min(1)
      .describe("Das Programm in Zahlen, jede mit Beleg."),
    problems: z.array(cardSchema).min(1).describe("Probleme; der Zusatz ist ihre Folge."),
    framework: z
      .array(cardSchema)
      .min(1)
      .describe("Die Prinzipien; der Zusatz nennt das Ergebnis."),
    weeks: z
      .array(
        z.strictObject({
          title: text,
          goal: text,
          description: text,
          deliverables: z.array(text).min(1),
          methods: z.array(text).min(1),
        }),
      )
      .length(4)
      .describe("Die vier Wochen, in ihrer Reihenfolge."),
    audiences: z
      .array(z.strictObject({ title: text, description: text, pain: text }))
      .min(1)
      .describe("Zielgruppen mit ihrer typischen Hürde."),
    successCriteria: z.array(text).min(1),
    faq: z.array(faqSchema).min(1),
    nextStep: closingSchema,
    labels: z
      .strictObject({
        keyFigures: text,
        impact: text,
        week: text,
        goal: text,
        deliverables: text,
        methods: text,
        pain: text,
      })
      .describe("Kleine Wörter der Seite: Beschriftungen von Listen und Zusätzen."),
  })
  .describe(placeholderHelp);

export type ProgrammeFile = z.infer<typeof programmeSchema>;

/** The page from its file. */
export function programmeFromFile(file: ProgrammeFile, report: Report) {
  return {
    meta: file.meta,
    hero: heroOf(file.hero, report),
    sections: sectionsOf(file.sections),
    keyFigures: file.keyFigures.map(({ metric, description, ...evidence }) =>
      withEvidence({ metric, description }, evidence),
    ),
    problems: file.problems,
    framework: file.framework,
    // Numbered by their place in the file: "Woche 1" to "Woche 4".
    weeks: file.weeks.map((week, index) => ({ week: index + 1, ...week })),
    audiences: file.audiences,
    successCriteria: file.successCriteria,
    faq: file.faq.map(faqOf),
    nextStep: closingOf(file.nextStep, "nextStep", report),
    labels: file.labels,
  };
}

export type ProgrammePage = ReturnType<typeof programmeFromFile>;
export type ProgrammeWeek = ProgrammePage["weeks"][number];
