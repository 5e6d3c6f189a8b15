import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Element, ElementContent, Root, RootContent } from "hast";
// A CommonJS module whose names Node cannot see from ESM: its default export holds them.
import germanHyphenation from "hyphen/de";
import { rehype } from "rehype";
import { typeset } from "#app/lib/typeset";

/**
 * The build's typography pass: `typesetPage` applies `typeset` (app/lib/typeset.ts) to
 * each built page's text, and keeps hyphenated compounds together, in one pass over
 * its tree.
 */

/**
 * Hyphenated compounds that start with a number or a single letter
 * ("25-Minuten-Klarheitsgespräch", "Series-A-Start-up", "30-Tage-Programm"):
 * browsers break after any hyphen, which would leave "25-Minuten-" alone at a
 * line end, so they are wrapped in `.nobr` (app/app.css).
 */
const compounds = /(?<![\p{L}\d-])(?:\d+[\p{L}\d]*|\p{L}+-\p{Lu})(?:-[\p{L}\d]+)+/gu;

/**
 * Headings (and display-size text marked `data-hyphenate`): only a word that may be wider than
 * a heading's narrowest line gets soft hyphens at German syllables, where it would otherwise
 * break anywhere (`overflow-wrap: anywhere`). Headings do not hyphenate on their own (app.css:
 * `hyphens: manual`): a display line that splits "Entscheidungen", a word that fits, reads as
 * a defect (outside design review, issue 31).
 *
 * The shortest word that may be wider than the narrowest line at 320 px, by element: 32 px
 * Fraunces in a 288 px column holds about 16 letters (h1, and display text marked
 * `data-hyphenate`); a 24 px h2 about 21; a card's 20 px h3 about 22 (the layout test finds a
 * word broken anywhere else).
 */
const hyphenateFrom: Readonly<Record<string, number>> = { h1: 16, h2: 21, h3: 22, h4: 22 };
const displayText = 16;

const withSoftHyphens = (text: string, minWordLength: number) =>
  germanHyphenation.hyphenateSync(text, { minWordLength });

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

/** `hyphenate`: the shortest word that gets soft hyphens here (Infinity outside headings). */
function typesetChildren(parent: Root | Element, wrapCompounds: boolean, hyphenate: number) {
  parent.children = (parent.children as RootContent[]).flatMap((node): RootContent[] => {
    if (node.type === "text") {
      const value = typeset(node.value);
      if (!wrapCompounds) return [{ ...node, value }];
      // Soft hyphens after the compounds are found: a kept compound breaks nowhere.
      return withCompoundsKept(value).map((part) =>
        hyphenate < Infinity && part.type === "text"
          ? { ...part, value: withSoftHyphens(part.value, hyphenate) }
          : part,
      );
    }
    if (node.type !== "element") return [node];
    typesetAttributes(node);
    // An island's text must stay as React renders it in the browser, or hydration
    // would find other text; its props are typeset where they are made.
    if (codeElements.has(node.tagName) || node.properties.dataIsland !== undefined) return [node];
    const kept = textOnlyElements.has(node.tagName) || isNobr(node);
    const own =
      node.properties.dataHyphenate !== undefined
        ? displayText
        : (hyphenateFrom[node.tagName] ?? Infinity);
    typesetChildren(node, wrapCompounds && !kept, Math.min(hyphenate, own));
    return [node];
  });
}

const processor = rehype().use(() => (tree: Root) => typesetChildren(tree, true, Infinity));

/**
 * German typography for a whole HTML page, as one pass over its tree: no-break
 * spaces in text and prose attributes, compounds kept together, soft hyphens in
 * long heading words. Scripts,
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
