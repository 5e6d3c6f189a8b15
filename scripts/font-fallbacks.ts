/**
 * The local faces a page draws where a brand face's file has not come in
 * time (`font-display: optional`), each scaled to the brand face it stands
 * for: size-adjust matches the average width of Latin text, so lines wrap
 * where the brand face wraps them, and the ascent, descent and line-gap
 * overrides give the brand face's line box (decision 054). Computed with
 * Capsize from the brand fonts' own files and the system fonts' published
 * metrics. The numbers live in app/app.css, the one place of the fonts;
 * `npx tsx scripts/font-fallbacks.ts` prints them, and a test holds the
 * stylesheet to them.
 */
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import georgia from "@capsizecss/metrics/georgia";
import notoSerif from "@capsizecss/metrics/notoSerif";
import roboto from "@capsizecss/metrics/roboto";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { fromFile } from "@capsizecss/unpack/fs";
import { brandFontFiles } from "./brand-fonts";

type Metrics = typeof arial;

interface Fallback {
  /** The @font-face family name the stylesheet's stacks use. */
  family: string;
  metrics: Metrics;
  /** Faces with the same metrics under another name (Linux's metric twins, Helvetica beside Arial). */
  twins?: string[];
}

/**
 * Closest first, by the systems that have them: Georgia (Windows, macOS,
 * iOS) is wider and rounder than Times, nearer Fraunces; Noto Serif and
 * Roboto are Android's; Times New Roman and Arial have metric twins on
 * Linux (Liberation), and Helvetica has Arial's average width.
 */
export const fallbacks = {
  display: [
    { family: "Fraunces Fallback", metrics: georgia },
    { family: "Fraunces Noto Fallback", metrics: notoSerif },
    { family: "Fraunces Times Fallback", metrics: timesNewRoman, twins: ["Liberation Serif"] },
  ],
  text: [
    { family: "Inter Fallback", metrics: arial, twins: ["Helvetica", "Liberation Sans"] },
    { family: "Inter Roboto Fallback", metrics: roboto },
  ],
} satisfies Record<keyof typeof brandFontFiles, Fallback[]>;

const localNames = ({ metrics, twins = [] }: Fallback) =>
  [...new Set([metrics.fullName, metrics.postscriptName, ...twins])]
    .map((name) => `local("${name}")`)
    .join(", ");

/** The @font-face rules of every fallback, as app/app.css has them. */
export async function fallbackFaces(): Promise<string[]> {
  const rules: string[] = [];
  for (const kind of ["display", "text"] as const) {
    const brand = await fromFile(brandFontFiles[kind]);
    for (const fallback of fallbacks[kind]) {
      const [face] = createFontStack([brand, fallback.metrics], {
        fontFaceFormat: "styleObject",
      }).fontFaces.map((rule) => rule["@font-face"]);
      rules.push(
        [
          "@font-face {",
          `  font-family: "${fallback.family}";`,
          `  src: ${localNames(fallback)};`,
          `  ascent-override: ${face!.ascentOverride};`,
          `  descent-override: ${face!.descentOverride};`,
          `  line-gap-override: ${face!.lineGapOverride ?? "0%"};`,
          `  size-adjust: ${face!.sizeAdjust};`,
          "}",
        ].join("\n"),
      );
    }
  }
  return rules;
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log((await fallbackFaces()).join("\n"));
