/** The programme's file (content/pages/programme.yaml, /zukunftssicher); see ./parts.ts. */
import { z } from "zod";
import { actionSchema, cardSchema, placeholderHelp, text } from "../schema";
import {
  closingSchema,
  evidenceShape,
  faqSchema,
  introSchema,
  linkSchema,
  metaSchema,
  ownNeedsBasis,
} from "./parts";

export const programmeSchema = z
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
        problems: introSchema,
        framework: introSchema,
        weeks: introSchema,
        audiences: introSchema,
        criteria: introSchema,
        faq: introSchema,
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
