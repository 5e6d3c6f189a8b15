/**
 * Running text in the content files: one Markdoc (Markdown) text per block,
 * paragraphs separated by a blank line, with bold, italic and links to pages
 * of the site (docs/decisions/031-rich-text.md). The schema checks the syntax
 * and what is allowed; the conversion checks each link's page and turns the
 * text into a plain tree that `RichText` (app/components/ui/rich-text.tsx)
 * renders at prerender time, so no parser reaches the browser.
 */
import Markdoc, { type Node, type ValidateError } from "@markdoc/markdoc";
import { z } from "zod";
import type { RichBlock, RichInline, RichText } from "../types";
import type { Report } from "./load";
import { checkPath } from "./paths";

/** What the editor offers (Keystatic's `fields.markdoc.inline`): only bold, italic and links. */
const richTextOptions = {
  bold: true,
  italic: true,
  link: true,
  strikethrough: false,
  code: false,
  heading: [],
  blockquote: false,
  orderedList: false,
  unorderedList: false,
  table: false,
  image: false,
  divider: false,
  codeBlock: false,
} as const;

/** The nodes Markdoc knows that a text may not use, by their German name. */
const forbidden: Record<string, string> = {
  heading: "Überschrift",
  list: "Liste",
  item: "Liste",
  blockquote: "Zitat",
  code: "Code",
  fence: "Codeblock",
  s: "Durchgestrichen",
  image: "Bild",
  hr: "Trennlinie",
  table: "Tabelle",
  thead: "Tabelle",
  tbody: "Tabelle",
  tr: "Tabelle",
  td: "Tabelle",
  th: "Tabelle",
};

/** Markdoc's own nodes without the forbidden ones (left out, Markdoc would take its default). */
const configOf = (lists: boolean) => ({
  nodes: Object.fromEntries(
    Object.keys(forbidden)
      .filter((type) => !(lists && (type === "list" || type === "item")))
      .map((type) => [type, undefined]),
  ),
});

/** A Markdoc problem in German, with its line in the text. */
function problemOf({ type, lines, error }: ValidateError, allowed: string): string {
  const line = lines[0] === undefined ? "" : ` (Zeile ${lines[0] + 1})`;
  const what = forbidden[type]
    ? `${forbidden[type]} ist hier nicht möglich, nur ${allowed}`
    : type === "tag"
      ? "Markdoc-Tags ({% … %}) sind hier nicht möglich"
      : `Ungültiger Text: ${error.message}`;
  return `${what}${line}`;
}

/** Links in a text lead to pages of the site: a path, an anchor, or a placeholder such as {gründerseite}. */
const internal = /^[/#{]/;

/** A link's target as written: Markdoc encodes it as a URL ("{gründerseite}" as "%7Bgr%C3%BCnderseite%7D"). */
function hrefOf(link: Node): string {
  const href = String(link.attributes.href);
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

/** Every node of a tree, the root first. */
const nodesOf = (node: Node): Node[] => [node, ...node.children.flatMap(nodesOf)];

/** A text's problems: Markdoc's, with the nodes not allowed, and links off the site. */
function problems(source: string, lists: boolean): string[] {
  const ast = Markdoc.parse(source);
  const allowed = lists
    ? "Absätze und Listen mit fett, kursiv und Links"
    : "Absätze mit fett, kursiv und Links";
  const found = Markdoc.validate(ast, configOf(lists))
    .filter(({ error }) => error.level !== "debug" && error.level !== "info")
    .map((error) => problemOf(error, allowed));
  for (const list of nodesOf(ast).filter((node) => node.type === "list")) {
    if (list.attributes.ordered) {
      found.push(
        `Nummerierte Liste ist hier nicht möglich, nur Listen mit „- “ (Zeile ${list.lines[0]! + 1})`,
      );
    }
  }
  for (const link of nodesOf(ast).filter((node) => node.type === "link")) {
    const href = hrefOf(link);
    if (!internal.test(href)) {
      found.push(`Der Link „${href}“ führt nicht auf eine Seite der Website (Pfad wie /cases)`);
    }
  }
  return [...new Set(found)];
}

/** What the editor offers for a text `richText` made (scripts/edit/fields.ts). */
type EditorOptions = Omit<typeof richTextOptions, "unorderedList"> & { unorderedList: boolean };
/** Kept in the schema's metadata, which copies of it (`.meta({ title })`, `.optional()`) share. */
export const richTextOptionsOf = (schema: z.ZodType) =>
  schema.meta()?.richText as EditorOptions | undefined;

/**
 * A text of one or more paragraphs, with `help` for the editor; `optional`:
 * the page may show none; `lists`: bulleted lists too (the legal texts).
 */
export function richText(help: string, { optional = false, lists = false } = {}) {
  return (optional ? z.string().trim() : z.string().trim().min(1))
    .superRefine((source, context) => {
      for (const message of problems(source, lists)) context.addIssue({ code: "custom", message });
    })
    .meta({
      description: `${help} Absätze durch eine Leerzeile trennen${lists ? ", Listenpunkte mit „- “ beginnen" : ""}; **fett**, *kursiv* und [Links](/cases) auf Seiten der Website.`,
      richText: { ...richTextOptions, unorderedList: lists } satisfies EditorOptions,
    });
}

/** Adjacent strings as one, so the page has one text node where the file has one sentence. */
function joined(nodes: RichInline[]): RichInline[] {
  return nodes.reduce<RichInline[]>((all, node) => {
    const last = all.at(-1);
    if (typeof node === "string" && typeof last === "string") all[all.length - 1] = last + node;
    else all.push(node);
    return all;
  }, []);
}

function inlineOf(node: Node, field: string, report: Report): RichInline[] {
  const children = () => joined(node.children.flatMap((child) => inlineOf(child, field, report)));
  switch (node.type) {
    case "text":
      return [String(node.attributes.content)];
    case "softbreak":
      return [" "];
    case "hardbreak":
      return [{ tag: "br" }];
    case "strong":
      return [{ tag: "strong", children: children() }];
    case "em":
      return [{ tag: "em", children: children() }];
    case "link": {
      const href = hrefOf(node);
      checkPath(href, field, report);
      return [{ tag: "a", href, children: children() }];
    }
    default:
      return children();
  }
}

/** The text as its paragraphs; each link must lead to a page of the site. */
export function richTextOf(source: string | undefined, field: string, report: Report): RichText {
  return Markdoc.parse(source ?? "")
    .children.filter((node) => node.type === "paragraph")
    .map((paragraph) => joined(inlineOf(paragraph, field, report)));
}

/** The text as paragraphs and bulleted lists (a text made with `richText(…, { lists: true })`). */
export function richBlocksOf(source: string, field: string, report: Report): RichBlock[] {
  return Markdoc.parse(source).children.flatMap((node): RichBlock[] => {
    if (node.type === "paragraph") return [{ paragraph: joined(inlineOf(node, field, report)) }];
    if (node.type === "list") {
      return [{ list: node.children.map((item) => joined(inlineOf(item, field, report))) }];
    }
    return [];
  });
}

/** Each paragraph without its marks, as a visitor reads it (for tests). */
export function plainText(text: RichText): string[] {
  const plain = (node: RichInline): string =>
    typeof node === "string" ? node : "children" in node ? node.children.map(plain).join("") : "";
  return text.map((paragraph) => paragraph.map(plain).join(""));
}
