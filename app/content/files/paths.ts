/**
 * Where the content files are (content/ below the working directory, or
 * `CONTENT_DIR`) and which paths of the site a link in them may name. Apart
 * from the reader (./load.ts), so the page parts and rich text can check a
 * link without pulling the YAML parser into the editor's forms.
 */
import { readdirSync } from "node:fs";
import routes from "#app/routes";
import { isSwitchedOff, switchedOffMessage } from "../optional-pages";
import { contentDir } from "./content-dir";
import type { Report } from "./load";

/** The slugs of a collection: its file names. */
export const slugsOf = (collection: "cases" | "services") =>
  readdirSync(contentDir(collection))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => name.slice(0, -".yaml".length))
    .sort();

/** The pages of the route table without parameters: "/", "/leistungen", … */
const fixedPaths = () =>
  routes.flatMap(({ path }) =>
    path === undefined ? ["/"] : path.includes(":") || path === "*" ? [] : [`/${path}`],
  );

/**
 * Reports `to` unless it is a page of the site: a page of the route table, a
 * service's or a case's page, or an anchor on the same page, each optionally
 * with an anchor (the anchor itself is not checked).
 */
export function checkPath(to: string, field: string, report: Report): void {
  const pages = new Set([
    "",
    ...fixedPaths(),
    ...slugsOf("services").map((slug) => `/leistungen/${slug}`),
    ...slugsOf("cases").map((slug) => `/case/${slug}`),
  ]);
  if (isSwitchedOff(to)) {
    report(field, switchedOffMessage(to));
  } else if (!pages.has(to.split("#")[0]!)) {
    report(
      field,
      `„${to}“ ist keine Seite der Website. Möglich sind ${fixedPaths().join(", ")}, /leistungen/… und /case/… mit einem Dateinamen aus content/services und content/cases, jeweils mit #Anker`,
    );
  }
}
