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
} from "../page-parts";
import { founderVideoId } from "../../embeds";
import { imageAsset } from "../images";
import type { Report } from "../load";
import { richText, richTextOf } from "../rich-text";
import { imageFile, placeholderHelp } from "../schema";

export const founderSchema = z
  .strictObject({
    meta: metaSchema,
    hero: heroSchema,
    video: z
      .strictObject({
        sample: sample.describe(
          "Beispielvideo: bis das eigene Video eingetragen ist (Kennung in der Site-Konfiguration).",
        ),
        title: text,
        caption: text,
        poster: z
          .strictObject({
            src: imageFile.describe(
              "Standbild hochladen (JPEG oder PNG), gezeigt bis das Video geladen wird.",
            ),
            sample: sample.describe(
              "Gezeichneter Platzhalter, bis ein Standbild Ihres Videos da ist.",
            ),
          })
          .describe("Standbild, gezeigt bis das Video geladen wird."),
      })
      .describe(
        "Das Vorstellungsvideo; erscheint nur, wenn in den Einstellungen ein Video (YouTube) eingeschaltet ist.",
      ),
    attitude: z.strictObject({ title: text, text: richText("Ihre Haltung, in Ihren Worten.") }),
    strengths: sectionSchema.extend({ items: z.array(cardSchema) }),
    path: sectionSchema.extend({
      items: z.array(
        z.strictObject({
          sample: sample.describe("Beispiel: erfundene Station, bis Sie sie ersetzen."),
          period: text.describe("Zeitraum, am besten als Platzhalter, z. B. {station:scisys}."),
          title: text,
          description: text,
        }),
      ),
    }),
    private: z.strictObject({
      sample: sample.describe("Beispiel: erfundenes Privatleben, bis Sie es ersetzen."),
      title: text,
      text: richText("Was Sie Privates teilen möchten; darf leer sein.", {
        optional: true,
      }).optional(),
    }),
    closing: closingSchema,
  })
  .describe(placeholderHelp);

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
    path: { section: sectionOf(path), items: path.items.map(sampleOf) },
    private: sampleOf({
      ...file.private,
      text: richTextOf(file.private.text, "private.text", report),
    }),
    closing: closingOf(file.closing, "closing", report),
  };
}

export type FounderPage = ReturnType<typeof founderFromFile>;
