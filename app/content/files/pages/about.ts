/** The studio page /ueber-uns: content/pages/about.yaml. */
import { z } from "zod";
import { founderPath } from "../../site";
import {
  cardOf,
  cardSchema,
  closingOf,
  closingSchema,
  heroOf,
  heroSchema,
  metaSchema,
  sample,
  sampleOf,
  sectionOf,
  sectionSchema,
  text,
} from "../page-parts";
import type { Report } from "../load";
import { richText, richTextOf } from "../rich-text";
import { placeholderHelp } from "../schema";
import { iconNames } from "../../types";

export const aboutSchema = z
  .strictObject({
    meta: metaSchema,
    hero: heroSchema,
    principles: sectionSchema.extend({
      items: z
        .array(cardSchema.extend({ icon: z.enum(iconNames).describe("Symbol der Karte.") }))
        .describe("Die Prinzipien, jedes mit seinem Symbol."),
    }),
    founder: z.strictObject({
      title: text,
      text: richText("Über den Gründer, neben seinem Porträt."),
      photoAlt: text.describe("Beschreibung des Porträts für Screenreader."),
      linkLabel: text.describe("Beschriftung des Links zur Seite des Gründers."),
    }),
    workingStyle: sectionSchema.extend({ items: z.array(cardSchema) }),
    partners: sectionSchema.extend({
      items: z
        .array(
          z.strictObject({
            sample: sample.describe(
              "Beispiel: ein Fachgebiet statt einer Person, bis ein Partner zustimmt.",
            ),
            name: text.describe("Voller Name des Partners; ohne Person das Fachgebiet."),
            role: text,
            icon: z
              .enum(iconNames)
              .describe("Symbol des Fachgebiets (kein Gesicht, keine Initialen)."),
          }),
        )
        .describe("Das Partnernetzwerk: Personen nur mit ihrer Zustimmung."),
    }),
    closing: closingSchema,
  })
  .describe(placeholderHelp);

export type AboutFile = z.infer<typeof aboutSchema>;

/** The page from its file. */
export function aboutFromFile(file: AboutFile, report: Report) {
  const { founder, principles, workingStyle, partners } = file;
  return {
    meta: file.meta,
    hero: heroOf(file.hero, report),
    principles: {
      section: sectionOf(principles),
      items: principles.items.map(({ icon, ...card }) => ({ ...cardOf(card), icon })),
    },
    founder: {
      title: founder.title,
      text: richTextOf(founder.text, "founder.text", report),
      photoAlt: founder.photoAlt,
      link: { label: founder.linkLabel, to: founderPath },
    },
    workingStyle: { section: sectionOf(workingStyle), items: workingStyle.items.map(cardOf) },
    partners: {
      section: sectionOf(partners),
      items: partners.items.map(sampleOf),
    },
    closing: closingOf(file.closing, "closing", report),
  };
}

export type AboutPage = ReturnType<typeof aboutFromFile>;
