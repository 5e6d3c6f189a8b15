import { join } from "node:path";

/**
 * A folder of content/ (a collection, the pages or the settings), below
 * `CONTENT_DIR` when set. A module of its own: the settings reader needs it,
 * and the route table, which the link checks import, reads the settings.
 */
export function contentDir(folder: "cases" | "services" | "pages" | "settings"): string {
  return join(process.env.CONTENT_DIR ?? join(process.cwd(), "content"), folder);
}
