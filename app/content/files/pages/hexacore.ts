/** The HexaCore page's file (content/pages/hexacore.yaml); see ./parts.ts. */
import { z } from "zod";
import { actionSchema, cardSchema, citationSchema, placeholderHelp, text } from "../schema";
import { closingSchema, introSchema, linkSchema, metaSchema } from "./parts";

export const hexacoreSchema = z
  .strictObject({
    meta: metaSchema,
    hero: z.strictObject({
      badge: text,
      eyebrow: text,
      title: text,
      lead: text,
      primary: actionSchema,
      secondary: linkSchema,
    }),
    sections: z
      .strictObject({ problems: introSchema, method: introSchema, foundations: introSchema })
      .describe("Überschriften und Einleitungen der Abschnitte."),
    problems: z.array(cardSchema).min(1).describe("Probleme; der Zusatz ist ihre Folge."),
    coreFactors: z
      .array(text)
      .min(1)
      .describe("Die Prozessschritte im Sechseck, in ihrer Reihenfolge."),
    method: z.array(z.strictObject({ title: text, description: text })).min(1),
    foundations: z
      .array(
        z.strictObject({
          title: text,
          finding: text,
          application: text,
          source: citationSchema,
        }),
      )
      .min(1)
      .describe("Forschung hinter der Methode: nur echte, prüfbare Veröffentlichungen."),
    cta: closingSchema,
    labels: z
      .strictObject({
        diagram: text,
        diagramCenter: text,
        diagramCaption: text,
        impact: text,
        finding: text,
        application: text,
        source: text,
      })
      .describe("Kleine Wörter der Seite: Beschriftungen von Listen und Zusätzen."),
  })
  .describe(placeholderHelp);

export type HexacoreFile = z.infer<typeof hexacoreSchema>;
