import { imageAsset } from "./files/images";
import { site, type SiteConfig } from "./site";
import type { SampleMarker } from "./types";

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

/**
 * The founder's photo (5 : 6, `site.founder.portrait`), or nothing while there
 * is none: the pages then show a photo slot that says the portrait follows
 * (app/components/ui/portrait.tsx) and the launch check asks for the photo.
 */
const { portrait } = site.founder as SiteConfig["founder"];
export const portraitImage: ImageAsset | undefined = portrait ? imageAsset(portrait) : undefined;
