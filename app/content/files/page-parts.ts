/**
 * Schema parts the page files share (content/pages/*.yaml): meta tags, hero,
 * section headings, cards, links to other pages and the closing call to action.
 */
import { z } from "zod";
import routes from "#app/routes";
import { offerPromises } from "../offers";
import type { Cta, CtaContent, HeroContent } from "../types";
import { actionOf } from "./resolve";
import { actionSchema } from "./schema";

export const text = z.string().trim().min(1);
export const optionalText = z.string().optional();
export const texts = z.array(text);
/** Marks a stand-in the owner replaces (the launch check lists it). */
export const sample = z.boolean().optional();

/** Every page of the route table without parameters ("/", "/cases", …). */
const pagePaths = routes.flatMap(({ path }) =>
  path === undefined ? ["/"] : path.includes(":") || path === "*" ? [] : [`/${path}`],
) as [string, ...string[]];

export const metaSchema = z
  .strictObject({
    title: text.describe("Titel im Browser-Tab und in Suchergebnissen (ohne Firmennamen)."),
    description: text.describe("Ein bis zwei Sätze für Suchergebnisse."),
  })
  .describe("Titel und Beschreibung für Suchmaschinen.");

/** A link to another page of the site: its label and one of the site's paths. */
export const linkSchema = z.strictObject({
  label: text,
  to: z.enum(pagePaths).describe("Seite der Website, auf die der Link führt."),
});

/** A link that may be left out: without a label there is none. */
const optionalLinkSchema = z
  .strictObject({ label: optionalText, to: z.enum(["", ...pagePaths]).optional() })
  .refine((link) => !link.label || link.to, {
    error: "Ein Link mit Beschriftung braucht ein Ziel (to)",
  })
  .optional()
  .describe("Zweiter Knopf; ohne Beschriftung entfällt er.");

export const sectionSchema = z.strictObject({ title: text, intro: optionalText });

export const cardSchema = z.strictObject({ title: text, description: text, detail: optionalText });

export const heroSchema = z.strictObject({
  eyebrow: optionalText,
  title: text,
  lead: text,
  primary: actionSchema,
  secondary: optionalLinkSchema,
});

export const closingSchema = z.strictObject({
  title: text,
  text: text,
  primary: actionSchema,
  secondary: optionalLinkSchema,
  promises: z
    .strictObject({
      offer: actionSchema.shape.offer.describe(
        "Die Zusagen eines Gesprächs: „Kostenlos“, „Unverbindlich“, seine Dauer.",
      ),
      items: texts.optional().describe("Oder eigene Zusagen."),
    })
    .refine((promises) => Boolean(promises.offer) !== Boolean(promises.items?.length), {
      error: "Entweder ein Gespräch (offer) oder eigene Zusagen (items) angeben",
    }),
});

/** A link as the pages use it. */
export const linkOf = ({ label, to }: z.infer<typeof linkSchema>): Cta => ({ label, to });

/** The optional link, if it has a label. */
const optionalLinkOf = (link: z.infer<typeof optionalLinkSchema>): Cta | undefined =>
  link?.label && link.to ? { label: link.label, to: link.to } : undefined;

/** Only the fields that are set: an optional field left empty stays out of the page. */
function withOptional<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined && item !== ""),
  ) as T;
}

export function heroOf(hero: z.infer<typeof heroSchema>): HeroContent {
  return withOptional({
    eyebrow: hero.eyebrow,
    title: hero.title,
    lead: hero.lead,
    primary: actionOf(hero.primary),
    secondary: optionalLinkOf(hero.secondary),
  });
}

export function closingOf(closing: z.infer<typeof closingSchema>): CtaContent {
  const { offer, items } = closing.promises;
  return withOptional({
    title: closing.title,
    text: closing.text,
    primary: actionOf(closing.primary),
    secondary: optionalLinkOf(closing.secondary),
    promises: offer ? offerPromises(offer) : items,
  });
}

/** `sample: true` only while set: the launch check looks for it. */
export function marked<T extends { sample?: boolean }>({ sample, ...rest }: T) {
  return sample ? { sample: true as const, ...rest } : rest;
}

export const sectionOf = ({ title, intro }: z.infer<typeof sectionSchema>) =>
  withOptional({ title, intro });
export const cardOf = (card: z.infer<typeof cardSchema>) => withOptional(card);
