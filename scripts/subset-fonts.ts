/**
 * Cuts the brand fonts of the built site to the characters its pages use,
 * plus a safe set (./brand-fonts.ts) that also covers what the form island
 * writes in the browser (its messages are German text; a test holds them to
 * the set). Scripts are not read: the voice widget's bundle alone would
 * bring in thousands of characters no page shows. The weight axis is cut to
 * what the stylesheet's @font-face declares (app/app.css): a range stays
 * variable within it, a single weight pins the file to that one static
 * instance (no variation data left, about half the size); all OpenType
 * features stay. Each file gets a new content-hashed name and every
 * stylesheet and page that names it (font-face, preload) follows.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import subsetFont from "subset-font";
import { safeCharacters } from "./brand-fonts";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The safe set and every character in `pages`, with character references read as what they stand for. */
export function charactersOf(pages: readonly string[]): string {
  const decoded = pages.map((text) =>
    text
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&nbsp;/g, "\u00a0"),
  );
  return [...new Set([...safeCharacters, ...decoded.join("")])].sort().join("");
}

/** The file name Vite gave the font with a new content hash in place of its own. */
export function hashedName(name: string, body: Buffer): string {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 8);
  return name.replace(/-[\w-]{8}\.woff2$/, `-${hash}.woff2`);
}

/** A weight range the file keeps variable, or the one weight it is pinned to. */
export type Weights = { min: number; max: number } | number;

/** The weights each @font-face of `css` declares for its file, by file name. */
export function declaredWeights(css: string): Map<string, Weights> {
  const weights = new Map<string, Weights>();
  for (const [face] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const weight = /font-weight:\s*(\d+)(?:\s+(\d+))?/.exec(face);
    const file = /url\(["']?[^)"']*\/([^/)"']+\.woff2)/.exec(face);
    if (!weight || !file) continue;
    const [min, max] = [Number(weight[1]), Number(weight[2] ?? weight[1])];
    weights.set(file[1]!, min === max ? min : { min, max });
  }
  return weights;
}

export interface FontSubsetReport {
  file: string;
  before: number;
  after: number;
}

export async function subsetBuiltFonts(client: string): Promise<FontSubsetReport[]> {
  const all = files(client);
  const pages = all.filter((file) => file.endsWith(".html"));
  const characters = charactersOf(pages.map((file) => readFileSync(file, "utf8")));
  const stylesheets = all.filter((file) => file.endsWith(".css"));
  const weights = declaredWeights(stylesheets.map((file) => readFileSync(file, "utf8")).join("\n"));
  const fonts = all.filter((file) => file.endsWith(".woff2"));
  const renames = new Map<string, string>();
  const report: FontSubsetReport[] = [];
  for (const font of fonts) {
    const original = readFileSync(font);
    const weight = weights.get(basename(font));
    const subset = await subsetFont(original, characters, {
      targetFormat: "woff2",
      ...(weight !== undefined ? { variationAxes: { wght: weight } } : {}),
    });
    const name = hashedName(basename(font), subset);
    writeFileSync(join(font, "..", name), subset);
    if (name !== basename(font)) rmSync(font);
    renames.set(basename(font), name);
    report.push({ file: name, before: original.length, after: subset.length });
  }
  for (const file of all.filter((path) => /\.(html|css)$/.test(path))) {
    const text = readFileSync(file, "utf8");
    let next = text;
    for (const [from, to] of renames) next = next.replaceAll(from, to);
    if (next !== text) writeFileSync(file, next);
  }
  return report;
}
