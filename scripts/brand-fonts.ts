import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

/**
 * The two brand faces the site ships (app/app.css): one variable WOFF2 file
 * each, from the self-hosted npm packages, which the build cuts to the pages'
 * characters and declared weights (scripts/subset-fonts.ts).
 */
const require = createRequire(import.meta.url);
export const brandFontFiles = {
  text: require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
  display: require.resolve("@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2"),
} as const;

/**
 * Characters every font subset keeps whatever the pages say today, so an
 * edit that adds a name or a quote never falls back to another face:
 * Basic Latin, German letters, typographic quotes and dashes, €, §,
 * no-break and narrow no-break space, the ellipsis and the middle dot.
 */
export const safeCharacters =
  Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join("") +
  "ÄÖÜäöüßẞ„“‚‘”’«»‹›–—‑€§\u00a0\u202f…·×−°";

/**
 * A static instance of a brand face at one weight, as TrueType, holding only
 * `text`: what the share-image renderer (satori) reads; it takes no WOFF2 and
 * no variable font.
 */
export function staticFace(file: string, weight: number, text: string): Promise<Buffer> {
  return subsetFont(readFileSync(file), text, {
    targetFormat: "truetype",
    variationAxes: { wght: weight },
  });
}
