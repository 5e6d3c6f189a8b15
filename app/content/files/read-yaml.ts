/**
 * Reading one YAML file against its zod schema, with problems in German that
 * name the file and the field. Shared by the content files (./load.ts) and
 * the settings files (./settings.ts); it knows no placeholders, so the
 * settings that placeholders refer to can be read without a cycle.
 */
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { isScalar, parseDocument, Scalar, visit, type Document } from "yaml";
import type { z } from "zod";
import { ownerError, problemAt } from "./owner-messages.ts";

/** Every problem found in the content files, one line each. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Inhaltsdateien fehlerhaft:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/** ["metrics", 0, "source"] → "metrics[0].source". */
function fieldName(path: readonly PropertyKey[]): string {
  return (
    path
      .map((part, index) =>
        typeof part === "number" ? `[${part}]` : `${index > 0 ? "." : ""}${String(part)}`,
      )
      .join("") || "(ganze Datei)"
  );
}

/** `value` with `change` applied to every string in it, each with its field name. */
export function mapStrings(
  value: unknown,
  change: (text: string, field: string) => string,
  path: PropertyKey[] = [],
): unknown {
  if (typeof value === "string") return change(value, fieldName(path));
  if (Array.isArray(value))
    return value.map((item, index) => mapStrings(item, change, [...path, index]));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, change, [...path, key])]),
    );
  }
  return value;
}

/** A placeholder in a text: "{marke}", "{gespräch:KEY}" (filled by ./placeholders.ts). */
export const placeholderPattern = /\{([\p{L}]+)(?::([\w-]+))?\}/gu;

/** How problems name a file: short inside the project ("content/cases/x.yaml"), whole elsewhere (`CONTENT_DIR`). */
export function fileNameOf(path: string): string {
  const inProject = relative(process.cwd(), path);
  return inProject.startsWith("..") ? path : inProject;
}

const mergedItem =
  "Dieser Listeneintrag ist mit dem vorigen zu einem verschmolzen, weil er weiter eingerückt ist: das „- “ genau unter das „- “ des vorigen Eintrags setzen";

/**
 * The lines of list entries YAML took as the continuation of the entry before:
 * one space too many before "- " turns two entries into one text, silently.
 */
function mergedListItems(source: string, document: Document): number[] {
  const lines: number[] = [];
  visit(document, {
    Scalar(_key, node) {
      if (!isScalar(node) || node.type !== Scalar.PLAIN || !node.range) return;
      const text = source.slice(node.range[0], node.range[1]);
      const continued = /\n[ \t]*- /.exec(text);
      if (continued) {
        const offset = node.range[0] + continued.index + 1;
        lines.push(source.slice(0, offset).split("\n").length);
      }
    },
  });
  return lines;
}

/** One file checked against `schema`; undefined after adding its problems to `problems`. */
export function parseChecked<Data>(
  path: string,
  file: string,
  schema: z.ZodType<Data>,
  problems: string[],
): Data | undefined {
  let source: string;
  try {
    source = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as { code?: unknown }).code !== "ENOENT") throw error;
    problems.push(`${file}: Die Datei fehlt`);
    return undefined;
  }
  const document = parseDocument(source, { prettyErrors: true });
  const [error] = document.errors;
  if (error) {
    const at = error.linePos?.[0];
    problems.push(
      `${file}: Kein gültiges YAML${at ? ` ab Zeile ${at.line}, Spalte ${at.col}` : ""}: Einrückung, Doppelpunkte und Anführungszeichen prüfen (ein Text, der mit { oder [ beginnt, steht in Anführungszeichen)`,
    );
    return undefined;
  }
  const merged = mergedListItems(source, document);
  if (merged.length > 0) {
    problems.push(...merged.map((line) => `${file}, Zeile ${line}: ${mergedItem}`));
    return undefined;
  }
  const raw: unknown = document.toJS();
  const result = schema.safeParse(raw, { error: ownerError });
  if (!result.success) {
    for (const issue of result.error.issues) {
      problems.push(problemAt(file, issue.path, raw, issue.message));
    }
    return undefined;
  }
  return result.data;
}
