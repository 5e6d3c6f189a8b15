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
  iconSchema,
} from "../page-parts";
import type { Report } from "../load";
import { richText, richTextOf } from "../rich-text";
import { placeholderHelp } from "../schema";

export const aboutSchema = z
  .strictObject({
    meta: metaSchema.meta({ title: "Suchmaschinen" }),
    hero: heroSchema.meta({ title: "Kopfbereich" }),
    principles: sectionSchema
      .extend({
        items: z
          .array(
            cardSchema.extend({
              icon: iconSchema,
            }),
          )
          .meta({ title: "Einträge", description: "Die Prinzipien, jedes mit seinem Symbol." }),
      })
      .meta({ title: "Prinzipien" }),
    founder: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        text: richText("Über den Gründer, neben seinem Porträt.").meta({ title: "Text" }),
        photoAlt: text.meta({
          title: "Beschreibung des Fotos",
          description: "Beschreibung des Porträts für Screenreader.",
        }),
        linkLabel: text.meta({
          title: "Beschriftung des Links",
          description: "Beschriftung des Links zur Seite des Gründers.",
        }),
      })
      .meta({ title: "Gründer" }),
    workingStyle: sectionSchema
      .extend({ items: z.array(cardSchema).meta({ title: "Einträge" }) })
      .meta({ title: "Arbeitsweise" }),
    partners: sectionSchema
      .extend({
        items: z
          .array(
            z.strictObject({
              sample: sample.meta({
                title: "Beispielinhalt",
                description:
                  "Beispiel: ein Fachgebiet statt einer Person, bis ein Partner zustimmt.",
              }),
              name: text.meta({
                title: "Name",
                description: "Voller Name des Partners; ohne Person das Fachgebiet.",
              }),
              role: text.meta({ title: "Rolle" }),
              icon: iconSchema.meta({
                description: "Symbol des Fachgebiets (kein Gesicht, keine Initialen).",
              }),
            }),
          )
          .meta({
            title: "Einträge",
            description: "Das Partnernetzwerk: Personen nur mit ihrer Zustimmung.",
          }),
      })
      .meta({ title: "Partnernetzwerk" }),
    closing: closingSchema.meta({ title: "Abschluss" }),
  })
  .meta({ description: placeholderHelp });

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
