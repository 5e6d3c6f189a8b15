/** Shapes shared by several content modules. */
import type { Claim } from "./sources";

/** Title and description of a page, used by its route's `meta`. */
export interface PageMeta {
  title: string;
  description: string;
}

/** A link rendered as a button or text link. `to` is an internal path (or `#anchor`). */
export interface Cta {
  label: string;
  to: string;
  /** A short line under a hero's button: what the label leaves out ("25 Minuten · unverbindlich"). */
  note?: string;
}

/**
 * A figure such as "68 %" with what it means and its evidence (./sources).
 * An invented observation stays a sample until the owner has checked it
 * against their records and named the source (launch-check lists it).
 */
export interface Stat extends Claim {
  value: string;
  label: string;
}

export interface FaqItem {
  question: string;
  answer: string;
  /** Where the full text stands, when the answer only sums it up. */
  link?: Cta;
}

/** Hero at the top of a page. */
export interface HeroContent {
  eyebrow?: string;
  title: string;
  lead: string;
  primary?: Cta;
  secondary?: Cta;
}

/** Closing call to action of a page. */
export interface CtaContent {
  title: string;
  text: string;
  primary: Cta;
  secondary?: Cta;
  /** Short promise labels shown under the buttons, e.g. "Kostenlos". */
  promises?: string[];
}

/** A titled card with a text; `detail` is an optional second line (impact, outcome, pain …). */
export interface TextCard {
  title: string;
  description: string;
  detail?: string;
}

/**
 * Running text from a content file (app/content/files/rich-text.ts), as
 * paragraphs; rendered by `RichText` (app/components/ui/rich-text.tsx).
 */
export type RichText = RichInline[][];
export type RichInline =
  | string
  | { tag: "strong" | "em"; children: RichInline[] }
  | { tag: "a"; href: string; children: RichInline[] }
  | { tag: "br" };
/** Running text with bulleted lists (the legal texts), rendered by `RichBlocks`. */
export type RichBlock = { paragraph: RichInline[] } | { list: RichInline[][] };

/** A section heading with an optional intro paragraph. */
export interface SectionIntro {
  title: string;
  intro?: string;
}

/** Icons available to content; the UI maps each name to an SVG icon. */
export const iconNames = [
  "compass",
  "rocket",
  "layers",
  "target",
  "chart",
  "users",
  "lightbulb",
  "shield",
  "cog",
  "package",
  "sparkles",
  "map",
  "flask",
  "droplet",
  "grain",
  "box",
  "globe",
  "brain",
  "handshake",
  "leaf",
] as const;

export type IconName = (typeof iconNames)[number];

/**
 * Marks content that stands in for the owner's real material (an invented
 * person, quote, biography fact, picture or demo id). The site renders it
 * like any other content; `npm run launch-check` lists every marked item and
 * fails until the owner has replaced it and removed the marker.
 */
export interface SampleMarker {
  sample?: true;
}

/**
 * An image as the build's image step made it (scripts/build/images.ts) from a file
 * in content/images: every width in AVIF and WebP plus a JPEG (PNG when
 * transparent) fallback, with its intrinsic size so the browser reserves the
 * space before it loads. An SVG is served as it is. Only `Picture`
 * (app/components/ui/picture.tsx) renders one.
 */
export interface ImageAsset extends SampleMarker {
  /** The source file below content/images, e.g. `cases/astroplants/heroImage/src.jpg`. */
  file: string;
  /** Fallback URL: the largest fallback width, or the SVG. */
  src: string;
  width: number;
  height: number;
  /** The fallback in every width (`srcset`); absent for an SVG. */
  srcSet?: string;
  /** Modern formats, best first: `{ srcSet: "/assets/img/…-640.avif 640w, …", type: "image/avif" }`. */
  sources: readonly { srcSet: string; type: string }[];
  /** A tiny blurred copy (data URL) shown while the image loads; absent for transparent images. */
  placeholder?: string;
}

/** An image with what it shows, for people who cannot see it. */
export interface Photo {
  image: ImageAsset;
  alt: string;
}
