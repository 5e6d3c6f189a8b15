import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * German typography for the built site: a line must never break between a
 * number and its unit ("68 %", "ab 3.500 €", "30 Tage"), after a section or
 * article sign ("§ 5 DDG", "Art. 6 Abs. 1 lit. b") or inside a multi-part
 * abbreviation ("z. B.", "d. h.", "u. a."). `typeset` puts a no-break space
 * (U+00A0) there; `breakableSpaces` finds the places where one is missing, so
 * the build gate checks with the very rules that set them.
 */

export const noBreakSpace = "\u00A0";

/** Units and unit words that belong to the number before them. Longer spellings first. */
const units = [
  "%",
  "‰",
  "€",
  "\\$",
  "°C",
  "kWh",
  "mAh",
  "kW",
  "MW",
  "Wh",
  "km",
  "cm",
  "mm",
  "kg",
  "ml",
  "ms",
  "min",
  "h",
  "px",
  "KB",
  "MB",
  "GB",
  "TB",
  "Mio\\.",
  "Mrd\\.",
  "Prozent",
  "Euro",
  "Sekunden",
  "Minuten",
  "Minute",
  "Stunden",
  "Stunde",
  "Tagen",
  "Tage",
  "Tag",
  "Wochen",
  "Woche",
  "Monaten",
  "Monate",
  "Monat",
  "Jahren",
  "Jahre",
  "Jahr",
];

/** A number as written in German copy: "5", "3.500", "4,2", "15+", "12–24". */
const number = String.raw`\d(?:[\d.,]*\d)?\+?`;
const unit = `(?:${units.join("|")})(?![\\p{L}\\d])`;
/** Signs and abbreviations of legal references that bind to the number or letter after them. */
const reference = String.raw`(?<![\p{L}\d])(?:§§?|Art\.|Abs\.|Nr\.|lit\.|Ziff\.)`;

/**
 * Each rule matches text around one space: `before` must end right at the
 * space and `after` must start right after it. Kept as lookarounds so that
 * overlapping places ("i. d. R.", "§ 5 Abs. 1") are all found in one pass.
 */
const rules: readonly { name: string; before: string; after: string }[] = [
  { name: "Zahl und Einheit", before: `(?<![\\p{L}])${number}`, after: unit },
  { name: "Paragraf oder Artikel", before: reference, after: String.raw`[\d\p{L}]` },
  { name: "Mio./Mrd. und Währung", before: String.raw`(?:Mio|Mrd)\.`, after: "€" },
  {
    name: "mehrteilige Abkürzung",
    before: String.raw`(?<![\p{L}\d])\p{L}\.`,
    after: String.raw`\p{L}\.(?![\p{L}])`,
  },
];

/** One regular expression per rule that matches the breakable space itself. */
function spacePattern(space: string): RegExp {
  const alternatives = rules.map(({ before, after }) => `(?<=${before})${space}(?=${after})`);
  return new RegExp(alternatives.join("|"), "gu");
}

const breakable = spacePattern(" ");

/** Replaces every breakable space the rules cover with a no-break space. */
export function typeset(text: string): string {
  return text.replace(breakable, noBreakSpace);
}

/** The places in `text` that still have a breakable space, each with a little context. */
export function breakableSpaces(text: string): string[] {
  return [...text.matchAll(breakable)].map((match) =>
    text.slice(Math.max(0, match.index - 12), match.index + 12).replace(/\s+/g, " "),
  );
}

/**
 * For content module sources: besides literal text it binds units to
 * interpolated numbers (`${days} Tage`), so the no-break space is already in
 * the strings React renders, on the server and in an island alike.
 */
export function typesetSource(code: string): string {
  return typeset(code).replace(new RegExp(`(?<=\\}) (?=${unit})`, "gu"), noBreakSpace);
}

/** Attributes whose values are prose a visitor reads or hears. */
const proseAttributes = /\b(alt|title|aria-label)="([^"]*)"/g;
/** Meta tags whose `content` is the page's title or description. */
const proseMeta =
  /^<meta\b(?=[^>]*\b(?:name|property)="(?:description|og:title|og:description|twitter:title|twitter:description)")/;

function typesetTag(tag: string): string {
  let result = tag.replace(
    proseAttributes,
    (_all, name: string, value: string) => `${name}="${typeset(value)}"`,
  );
  if (proseMeta.test(result)) {
    result = result.replace(
      /\bcontent="([^"]*)"/,
      (_all, value: string) => `content="${typeset(value)}"`,
    );
  }
  return result;
}

/**
 * Applies `typeset` to a whole HTML page: to text between tags and to prose
 * attributes, never inside scripts, styles, comments or URLs (href, src and
 * every other attribute stay as they are).
 */
export function typesetHtml(html: string): string {
  return html
    .split(/(<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<!--[\s\S]*?-->|<[^>]+>)/i)
    .map((part, index) => {
      if (index % 2 === 0) return typeset(part);
      if (/^<(?:script|style|!--)/i.test(part)) return part;
      return typesetTag(part);
    })
    .join("");
}

/**
 * Runs `typesetHtml` over every HTML file under `dir` (the build's client
 * folder) and returns how many pages it changed. Content modules are already
 * typeset at build time (`typesetContentModules`), so a change here means
 * text from outside `app/content`; inside an island React would render it
 * differently on the client, so the count is printed to be noticed.
 */
export function typesetBuiltPages(dir: string): number {
  let changed = 0;
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : path.endsWith(".html") ? [path] : [];
    });
  for (const file of walk(dir)) {
    const html = readFileSync(file, "utf8");
    const result = typesetHtml(html);
    if (result === html) continue;
    writeFileSync(file, result);
    changed++;
  }
  if (changed > 0) console.log(`typography: no-break spaces added to ${changed} HTML pages`);
  return changed;
}

/**
 * Vite plugin: typesets the source of the content modules, so the prerendered
 * HTML and every hydrated island carry the same no-break spaces (a differing
 * text node would make React discard the server HTML on hydration).
 */
export function typesetContentModules() {
  return {
    name: "typeset-content-modules",
    enforce: "pre" as const,
    transform(code: string, id: string) {
      if (!/\/app\/content\/.+\.ts$/.test(id) || id.endsWith(".test.ts")) return null;
      return { code: typesetSource(code), map: null };
    },
  };
}
