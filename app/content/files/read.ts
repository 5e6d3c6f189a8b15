/**
 * Reading one content file: its YAML, checked against its schema, every
 * problem as `<file>, Feld „<field>“: <what>` in German. Apart from ./load.ts
 * (placeholders, typesetting) because the site settings are read with it, and
 * the placeholders themselves read the settings (docs/decisions/029).
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse, YAMLError } from "yaml";
import { z } from "zod";

/** A folder of content/, below `CONTENT_DIR` when set. */
export function contentDir(folder: "cases" | "services" | "pages" | "settings"): string {
  return join(process.env.CONTENT_DIR ?? join(process.cwd(), "content"), folder);
}

/** Every problem found in the content files, one line each. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Inhaltsdateien fehlerhaft:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
    this.name = "ContentError";
  }
}

/** ["metrics", 0, "source"] → "metrics[0].source". */
export function fieldName(path: readonly PropertyKey[]): string {
  return (
    path
      .map((part, index) =>
        typeof part === "number" ? `[${part}]` : `${index > 0 ? "." : ""}${String(part)}`,
      )
      .join("") || "(ganze Datei)"
  );
}

/** How problems name a file: short inside the project ("content/cases/x.yaml"), whole elsewhere (`CONTENT_DIR`). */
export function fileNameOf(path: string): string {
  const inProject = relative(process.cwd(), path);
  return inProject.startsWith("..") ? path : inProject;
}

/** The file at `path` checked against `schema`; undefined after adding its problems to `problems`. */
export function readFile<Data>(
  path: string,
  file: string,
  schema: z.ZodType<Data>,
  problems: string[],
): Data | undefined {
  let raw: unknown;
  try {
    raw = parse(readFileSync(path, "utf8"));
  } catch (error) {
    if ((error as { code?: unknown }).code === "ENOENT") {
      problems.push(`${file}: Die Datei fehlt`);
      return undefined;
    }
    const at = error instanceof YAMLError ? error.linePos?.[0] : undefined;
    problems.push(
      `${file}: Kein gültiges YAML${at ? ` ab Zeile ${at.line}, Spalte ${at.col}` : ""}: Einrückung, Doppelpunkte und Anführungszeichen prüfen (ein Text, der mit { oder [ beginnt, steht in Anführungszeichen)`,
    );
    return undefined;
  }
  const result = schema.safeParse(raw, { error: z.locales.de().localeError });
  if (!result.success) {
    for (const issue of result.error.issues) {
      problems.push(`${file}, Feld „${fieldName(issue.path)}“: ${issue.message}`);
    }
    return undefined;
  }
  return result.data;
}

/** The file at `path`, checked against `schema`; throws its problems. */
export function loadChecked<Data>(path: string, schema: z.ZodType<Data>): Data {
  const problems: string[] = [];
  const data = readFile(path, fileNameOf(path), schema, problems);
  if (data === undefined) throw new ContentError(problems);
  return data;
}
