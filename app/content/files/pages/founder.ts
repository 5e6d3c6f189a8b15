/** The founder's page (/ueber-{vorname}): content/pages/founder.yaml. */
import { z } from "zod";
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
  texts,
} from "../page-parts";
import { founderVideoId } from "../../embeds";
import { imageAsset } from "../images";
import type { Report } from "../load";
import { richText, richTextOf } from "../rich-text";
import { imageFile, placeholderHelp } from "../schema";

export const founderSchema = z
  .strictObject({
    meta: metaSchema.meta({ title: "Suchmaschinen" }),
    hero: heroSchema.meta({ title: "Kopfbereich" }),
    video: z
      .strictObject({
        sample: sample.meta({
          title: "Beispielinhalt",
          description:
            "Beispielvideo: bis das eigene Video eingetragen ist (Kennung in der Site-Konfiguration).",
        }),
        title: text.meta({ title: "Titel" }),
        caption: text.meta({ title: "Bildunterschrift" }),
        poster: z
          .strictObject({
            src: imageFile.meta({
              title: "Bilddatei",
              description:
                "Standbild hochladen (JPEG oder PNG), gezeigt bis das Video geladen wird.",
            }),
            sample: sample.meta({
              title: "Beispielinhalt",
              description: "Gezeichneter Platzhalter, bis ein Standbild Ihres Videos da ist.",
            }),
          })
          .meta({
            title: "Standbild",
            description: "Standbild, gezeigt bis das Video geladen wird.",
          }),
      })
      .meta({
        title: "Video",
        description:
          "Das Vorstellungsvideo; erscheint nur, wenn in den Einstellungen ein Video (YouTube) eingeschaltet ist.",
      }),
    attitude: z
      .strictObject({
        title: text.meta({ title: "Titel" }),
        text: richText("Ihre Haltung, in Ihren Worten.").meta({ title: "Text" }),
      })
      .meta({ title: "Haltung" }),
    strengths: sectionSchema
      .extend({ items: z.array(cardSchema).meta({ title: "Einträge" }) })
      .meta({ title: "Stärken" }),
    path: sectionSchema
      .extend({
        resultsLabel: text.meta({
          title: "Ergebnisse aufklappen",
          description: "Knopf unter einer Station, der ihre Ergebnisse zeigt.",
        }),
        items: z
          .array(
            z.strictObject({
              sample: sample.meta({
                title: "Beispielinhalt",
                description: "Beispiel: erfundene Station, bis Sie sie ersetzen.",
              }),
              period: text.meta({
                title: "Zeitraum",
                description: "Zeitraum, am besten als Platzhalter, z. B. {station:scisys}.",
              }),
              title: text.meta({ title: "Titel" }),
              description: text.meta({ title: "Beschreibung" }),
              companies: texts.meta({
                title: "Organisationen",
                description: "Firmen dieser Station; das Profil (/nort) nennt sie auch.",
              }),
              achievements: texts.meta({
                title: "Ergebnisse",
                description: "Aufgeklappt unter der Station zu lesen.",
              }),
            }),
          )
          .meta({ title: "Einträge" }),
      })
      .meta({
        title: "Werdegang",
        description: "Der Werdegang steht nur hier; das Profil (/nort) verweist darauf.",
      }),
    private: z
      .strictObject({
        sample: sample.meta({
          title: "Beispielinhalt",
          description: "Beispiel: erfundenes Privatleben, bis Sie es ersetzen.",
        }),
        title: text.meta({ title: "Titel" }),
        text: richText("Was Sie Privates teilen möchten; darf leer sein.", {
          optional: true,
        })
          .optional()
          .meta({ title: "Text" }),
      })
      .meta({ title: "Privat" }),
    closing: closingSchema.meta({ title: "Abschluss" }),
  })
  .meta({ description: placeholderHelp });

export type FounderFile = z.infer<typeof founderSchema>;

/** The page from its file. */
export function founderFromFile(file: FounderFile, report: Report) {
  const { strengths, path } = file;
  return {
    meta: file.meta,
    hero: heroOf(file.hero, report),
    // Only while a video is set (site settings): a page without one asks for no poster.
    video: founderVideoId
      ? {
          ...sampleOf(file.video),
          poster: sampleOf({
            ...imageAsset(file.video.poster.src),
            sample: file.video.poster.sample,
          }),
        }
      : undefined,
    attitude: {
      title: file.attitude.title,
      text: richTextOf(file.attitude.text, "attitude.text", report),
    },
    strengths: { section: sectionOf(strengths), items: strengths.items.map(cardOf) },
    path: {
      section: sectionOf(path),
      resultsLabel: path.resultsLabel,
      items: path.items.map(sampleOf),
    },
    private: sampleOf({
      ...file.private,
      text: richTextOf(file.private.text, "private.text", report),
    }),
    closing: closingOf(file.closing, "closing", report),
  };
}
