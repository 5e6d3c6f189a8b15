import type { SampleMarker } from "./types";

/**
 * Self-hosted images with their intrinsic size (so the browser reserves the
 * space before they load). To use a real photo, put modern formats next to the
 * fallback in public/images and list them in `sources`, best format first;
 * see docs/content.md.
 */
export interface ImageAsset extends SampleMarker {
  /** Fallback file, always present (e.g. the SVG placeholder or a JPEG). */
  src: string;
  width: number;
  height: number;
  /** Optional modern formats, e.g. `{ srcSet: "/images/portrait.avif", type: "image/avif" }`. */
  sources: readonly { srcSet: string; type: string }[];
}

/**
 * The founder's photo (5 : 6), or `null` while there is none: the pages then
 * show a monogram of the founder's initials (app/components/ui/portrait.tsx).
 */
export const portraitImage: ImageAsset | null = null;
