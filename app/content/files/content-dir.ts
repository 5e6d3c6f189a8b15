/**
 * Where the content files are: content/ below the working directory, or
 * `CONTENT_DIR`. Apart from the reader (./load.ts), so the page parts can
 * check a link's slug without pulling the YAML parser into the editor's forms.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** A folder of content/ (a collection, or the pages), below `CONTENT_DIR` when set. */
export function contentDir(collection: "cases" | "services" | "pages"): string {
  return join(process.env.CONTENT_DIR ?? join(process.cwd(), "content"), collection);
}

/** The slugs of a collection: its file names. */
export const slugsOf = (collection: "cases" | "services") =>
  readdirSync(contentDir(collection))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => name.slice(0, -".yaml".length))
    .sort();
