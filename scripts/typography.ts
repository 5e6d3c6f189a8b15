import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Element, ElementContent, Root, RootContent } from "hast";
import { rehype } from "rehype";

/**
 * German typography for the built site: a line must never break between a
 * number and its unit ("68 %", "ab 3.500 €", "30 Tage"), after a section or
 * article sign ("§ 5 DDG", "Art. 6 Abs. 1 lit. b") or inside a multi-part
 * abbreviation ("z. B.", "d. h.", "u. a."). `typeset` puts a no-break space
 * (U+00A0) there. `typesetPage` applies it, and keeps hyphenated compounds
 * together, in one pass over each built page's tree.
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

/**
 * Hyphenated compounds that start with a number or a single letter
 * ("25-Minuten-Klarheitsgespräch", "Series-A-Start-up", "30-Tage-Programm"):
 * browsers break after any hyphen, which would leave "25-Minuten-" alone at a
 * line end, so they are wrapped in `.nobr` (app/app.css).
 */
const compounds = /(?<![\p{L}\d-])(?:\d+[\p{L}\d]*|\p{L}+-\p{Lu})(?:-[\p{L}\d]+)+/gu;

/** Elements whose text is code or raw text, never prose to typeset. */
const codeElements = new Set(["script", "style", "template", "textarea"]);
/** Elements whose text is prose but may hold no element, so compounds stay unwrapped. */
const textOnlyElements = new Set(["title", "option"]);
/** Attributes whose values are prose a visitor reads or hears. */
const proseAttributes = ["alt", "title", "ariaLabel"] as const;
/** Meta tags whose `content` is the page's title or description. */
const proseMeta = new Set([
  "description",
  "og:title",
  "og:description",
  "twitter:title",
  "twitter:description",
]);

/** `text` as text nodes, each compound in a `.nobr` span. */
function withCompoundsKept(text: string): ElementContent[] {
  const parts: ElementContent[] = [];
  let last = 0;
  for (const match of text.matchAll(compounds)) {
    if (match.index > last) parts.push({ type: "text", value: text.slice(last, match.index) });
    parts.push({
      type: "element",
      tagName: "span",
      properties: { className: ["nobr"] },
      children: [{ type: "text", value: match[0] }],
    });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ type: "text", value: text.slice(last) });
  return parts;
}

function typesetAttributes(element: Element) {
  const { properties } = element;
  for (const name of proseAttributes) {
    const value = properties[name];
    if (typeof value === "string") properties[name] = typeset(value);
  }
  const metaName = properties.name ?? properties.property;
  if (element.tagName === "meta" && typeof metaName === "string" && proseMeta.has(metaName)) {
    if (typeof properties.content === "string") properties.content = typeset(properties.content);
  }
}

const isNobr = (element: Element) =>
  Array.isArray(element.properties.className) && element.properties.className.includes("nobr");

function typesetChildren(parent: Root | Element, wrapCompounds: boolean) {
  parent.children = (parent.children as RootContent[]).flatMap((node): RootContent[] => {
    if (node.type === "text") {
      const value = typeset(node.value);
      return wrapCompounds ? withCompoundsKept(value) : [{ ...node, value }];
    }
    if (node.type !== "element") return [node];
    typesetAttributes(node);
    // An island's text must stay as React renders it in the browser, or hydration
    // would find other text; its props are typeset where they are made.
    if (codeElements.has(node.tagName) || node.properties.dataIsland !== undefined) return [node];
    const kept = textOnlyElements.has(node.tagName) || isNobr(node);
    typesetChildren(node, wrapCompounds && !kept);
    return [node];
  });
}

const processor = rehype().use(() => (tree: Root) => typesetChildren(tree, true));

/**
 * German typography for a whole HTML page, as one pass over its tree: no-break
 * spaces in text and prose attributes, compounds kept together. Scripts,
 * styles, URLs and the islands' own markup stay as they are.
 */
export function typesetPage(html: string): string {
  return String(processor.processSync(html));
}

/** Runs `typesetPage` over every HTML file under `dir` (the build's client folder). */
export function typesetBuiltPages(dir: string): number {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : path.endsWith(".html") ? [path] : [];
    });
  const pages = walk(dir);
  for (const file of pages) writeFileSync(file, typesetPage(readFileSync(file, "utf8")));
  return pages.length;
}
