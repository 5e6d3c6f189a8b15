/**
 * Reads the content files when a module imports a collection: synchronously,
 * with fs, relative to the project root (or `CONTENT_DIR`), so the same code
 * serves the build's prerender, vitest and tsx scripts
 * (docs/decisions/021-content-files.md). A file that does not fit its schema
 * stops the build with the file, the field and what is wrong, in German.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { typeset } from "../../lib/typeset";
import { fillPlaceholders } from "./placeholders";
import { problemAt } from "./owner-messages";
import { ContentError, fileNameOf, mapStrings, parseChecked } from "./read-yaml";

export { ContentError } from "./read-yaml";

/** Reports a problem in a field of the file being converted. */
export type Report = (field: string, what: string) => void;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * One file checked against `schema`, its placeholders filled in and its text
 * typeset; undefined after adding its problems to `problems`.
 */
function readChecked<Data>(
  path: string,
  file: string,
  schema: z.ZodType<Data>,
  problems: string[],
): Data | undefined {
  const data = parseChecked(path, file, schema, problems);
  if (data === undefined) return undefined;
  return mapStrings(data, (text, field) =>
    typeset(
      fillPlaceholders(text, (placeholder) =>
        problems.push(
          problemAt(
            file,
            field,
            data,
            `Unbekannter Platzhalter ${placeholder}: die möglichen stehen in der Hilfe des Editors`,
          ),
        ),
      ),
    ),
  ) as Data;
}

/**
 * The files of a collection, each checked against `schema`, its placeholders
 * filled in and its text typeset, converted by `convert` (which reports broken
 * references), in the order of their `order` field. Throws every problem at once.
 */
export function loadCollection<Data extends { order: number }, Item>(
  dir: string,
  schema: z.ZodType<Data>,
  convert: (slug: string, data: Data, report: Report) => Item,
): Item[] {
  const problems: string[] = [];
  const loaded: { slug: string; data: Data; file: string }[] = [];
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith(".yaml"))
    .sort()) {
    const path = join(dir, name);
    const file = fileNameOf(path);
    const slug = name.slice(0, -".yaml".length);
    if (!slugPattern.test(slug)) {
      problems.push(
        `${file}: Der Dateiname ist die Adresse der Seite: nur Kleinbuchstaben, Ziffern und Bindestriche`,
      );
    }
    const data = readChecked(path, file, schema, problems);
    if (data) loaded.push({ slug, data, file });
  }
  loaded.sort((a, b) => a.data.order - b.data.order || a.slug.localeCompare(b.slug));
  const items = loaded.map(({ slug, data, file }) =>
    convert(slug, data, (field, what) => problems.push(problemAt(file, field, data, what))),
  );
  if (problems.length > 0) throw new ContentError(problems);
  return items;
}

/**
 * One file that is a page of its own (content/pages/{page}.yaml), checked,
 * filled in and typeset like a collection's, converted by `convert`.
 */
export function loadSingleton<Data, Item>(
  path: string,
  schema: z.ZodType<Data>,
  convert: (data: Data, report: Report) => Item,
): Item {
  const problems: string[] = [];
  const file = fileNameOf(path);
  const data = readChecked(path, file, schema, problems);
  const item =
    data === undefined
      ? undefined
      : convert(data, (field, what) => problems.push(problemAt(file, field, data, what)));
  if (problems.length > 0 || item === undefined) throw new ContentError(problems);
  return item;
}
