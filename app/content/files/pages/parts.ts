/**
 * Pieces of the page files (content/pages/*.yaml) that several pages share.
 * Schemas only: the editor's forms (keystatic.config.ts) are built from them
 * in the browser; app/content/pages/from-file.ts turns them into what pages show.
 */
import { z } from "zod";
import { actionSchema, claimSchema, flag, optionalText, promisesSchema, text } from "../schema";

export const metaSchema = z
  .strictObject({ title: text, description: text })
  .describe("Titel und Beschreibung der Seite für Suchmaschinen und Vorschauen.");

/** A section's heading and the paragraph under it. */
export const introSchema = z.strictObject({ title: text, intro: optionalText });

/** A link to a page of the site; the build checks that the page exists. */
export const linkSchema = z.strictObject({
  label: text,
  to: text.describe(
    "Ziel: Pfad einer Seite der Website, z. B. /cases, /leistungen/future-ready oder /zukunftssicher#garantie.",
  ),
});

/** The call to action at the end of a page. */
export const closingSchema = z.strictObject({
  title: text,
  text: text,
  primary: actionSchema,
  secondary: z
    .strictObject({ label: optionalText, to: optionalText })
    .optional()
    .describe("Zweiter Knopf mit Beschriftung und Ziel (Pfad einer Seite); leer = keiner."),
  promises: promisesSchema,
});

/** A question with its answer, or with the one sentence on the 30-day guarantee. */
export const faqSchema = z
  .strictObject({
    question: text,
    answer: optionalText,
    guarantee: flag.describe(
      "Statt einer eigenen Antwort: der Satz zur 30-Tage-Garantie mit dem Link auf ihre Bedingungen (content/settings/guarantee.yaml).",
    ),
  })
  .refine((item) => Boolean(item.answer) !== Boolean(item.guarantee), {
    error: "Entweder eine Antwort (answer) oder die Garantie (guarantee) angeben",
  });

/** The evidence of a figure: as in a case's metrics (`source`, `basis`, `year`, `sample`). */
export const evidenceShape = {
  source: claimSchema.shape.source,
  basis: claimSchema.shape.basis,
  year: claimSchema.shape.year,
  sample: claimSchema.shape.sample,
};

/** The rule of `evidenceShape` that zod checks across its fields. */
export const ownNeedsBasis = [
  (claim: { source?: string; basis?: string; year?: number | null }) =>
    claim.source !== "own" || Boolean(claim.basis && claim.year),
  { error: "Eigene Auswertung braucht Grundlage (basis) und Jahr (year)" },
] as const;
