/**
 * Problems in a content file as the owner reads them: in plain German words,
 * never a type name ("fehlt", "muss eine Zahl sein"), with the choices where
 * there are some, and the field by its place in the editor's lists counted
 * from 1 with the entry's title („outcomes“ → Eintrag 3 („…“)), where zod and
 * the code count from 0.
 */
import { z } from "zod";

const kinds: Record<string, string> = {
  string: "ein Text",
  number: "eine Zahl",
  int: "eine ganze Zahl",
  boolean: "ja oder nein (true/false)",
  array: "eine Liste (Einträge mit „- “)",
  object: "eine Gruppe von Feldern",
};

/** What the file holds instead, in words. */
function found(input: unknown): string {
  if (Array.isArray(input)) return "eine Liste";
  if (typeof input === "string") return `der Text „${input}“`;
  if (typeof input === "number") return `die Zahl ${input}`;
  if (typeof input === "boolean") return input ? "„true“" : "„false“";
  return "eine Gruppe von Feldern";
}

const choices = (values: readonly unknown[]) =>
  values
    .filter((value) => value !== "")
    .map((value) => String(value))
    .join(", ");

const isEmpty = (input: unknown) => input === undefined || input === null || input === "";

/** zod's error map for the content files: the words above, zod's German where none fits. */
export const ownerError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return isEmpty(issue.input)
        ? "fehlt"
        : `muss ${kinds[issue.expected] ?? issue.expected} sein, hier steht ${found(issue.input)}`;
    case "invalid_value":
      return `${isEmpty(issue.input) ? "fehlt" : `„${String(issue.input)}“ ist keine der möglichen Angaben`}. Möglich sind: ${choices(issue.values)}`;
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? "fehlt"
          : `ist zu kurz: mindestens ${issue.minimum} Zeichen`;
      if (issue.origin === "array")
        return `braucht mindestens ${issue.minimum} ${Number(issue.minimum) === 1 ? "Eintrag" : "Einträge"}`;
      return `muss mindestens ${issue.minimum} sein`;
    case "too_big":
      if (issue.origin === "string") return `ist zu lang: höchstens ${issue.maximum} Zeichen`;
      if (issue.origin === "array") return `hat zu viele Einträge: höchstens ${issue.maximum}`;
      return `darf höchstens ${issue.maximum} sein`;
    case "unrecognized_keys":
      return `${issue.keys.length > 1 ? "Diese Felder gibt es" : "Dieses Feld gibt es"} hier nicht: ${issue.keys.join(", ")} (Tippfehler oder falsche Einrückung?)`;
    case "invalid_format":
      return issue.format === "url"
        ? "ist keine vollständige Internetadresse (mit https://)"
        : issue.format === "email"
          ? "ist keine gültige E-Mail-Adresse"
          : "hat nicht die erwartete Form";
    default:
      return z.locales.de().localeError(issue);
  }
};

/** "metrics[0].source" → ["metrics", 0, "source"]: the code's reports name fields so. */
export function pathOf(field: string): PropertyKey[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) =>
    index === undefined ? (key as string) : Number(index),
  );
}

/** What an entry of a list is called by: its title, name, label, question … */
function titleOf(entry: unknown): string | undefined {
  if (typeof entry === "string") return entry;
  if (typeof entry !== "object" || entry === null) return undefined;
  const record = entry as Record<string, unknown>;
  for (const key of ["title", "name", "label", "question", "company", "degree", "value"]) {
    if (typeof record[key] === "string" && record[key]) return record[key];
  }
  return undefined;
}

const shorten = (text: string) => (text.length > 50 ? `${text.slice(0, 47)}…` : text);

/**
 * A field as the owner finds it in the editor: list positions counted from 1,
 * with the entry's title from the file's data (`data`), e.g.
 * `„results.counters“ → Eintrag 2 („Projekte begleitet“) → „source“`.
 */
export function fieldForOwner(path: readonly PropertyKey[], data: unknown): string {
  const parts: string[] = [];
  let keys: string[] = [];
  let node = data;
  for (const part of path) {
    if (typeof part === "number") {
      if (keys.length > 0) parts.push(`„${keys.join(".")}“`);
      keys = [];
      node = Array.isArray(node) ? node[part] : undefined;
      const title = titleOf(node);
      parts.push(`Eintrag ${part + 1}${title ? ` („${shorten(title)}“)` : ""}`);
    } else {
      keys.push(String(part));
      node =
        typeof node === "object" && node !== null
          ? (node as Record<string, unknown>)[String(part)]
          : undefined;
    }
  }
  if (keys.length > 0) parts.push(`„${keys.join(".")}“`);
  return parts.join(" → ");
}

/** One problem, one line: the file, the field as the owner finds it, what is wrong. */
export function problemAt(
  file: string,
  field: string | readonly PropertyKey[],
  data: unknown,
  what: string,
): string {
  const path = typeof field === "string" ? pathOf(field) : field;
  return path.length === 0
    ? `${file}: ${what}`
    : `${file}, Feld ${fieldForOwner(path, data)}: ${what}`;
}
