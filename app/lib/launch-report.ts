/**
 * The launch check as the owner's to-do list (`npm run launch-check`, and
 * before every release build): grouped by the file, that is the form in the
 * editor, each group with the link that opens its form, each item with the
 * field as the editor shows it (list entries counted from 1, with their
 * title) and what to do; the count at the end.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { contentDir } from "#app/content/files/content-dir";
import { fieldForOwner, pathOf } from "#app/content/files/owner-messages";
import { deployTarget } from "./deploy-target";
import { editorForm } from "./editor-forms";
import { defaultInput, type Finding, type LaunchInput, launchFindings } from "./launch-check";

/** "site.embeds.x" and "content/pages/home.yaml: a.b[0]" → the file and the field's path. */
function place(where: string): { file: string; path: PropertyKey[] } {
  if (where === "site" || where.startsWith("site.")) {
    return { file: "content/settings/site.yaml", path: pathOf(where.slice("site".length)) };
  }
  const [file = where, field = ""] = where.split(": ");
  return { file, path: pathOf(field) };
}

/** A content file as the editor saves it, or nothing where it cannot be read. */
function rawFile(file: string): unknown {
  const [, folder, name] = file.split("/");
  try {
    return parse(readFileSync(join(contentDir(folder as "pages"), name!), "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * The part of `path` the file itself has: the check reads what the page shows,
 * where running text is already split into paragraphs the file does not list.
 * A named field the file does not hold yet (never filled in) is still named.
 */
function inFile(path: PropertyKey[], raw: unknown): PropertyKey[] {
  const kept: PropertyKey[] = [];
  let node = raw;
  for (const part of path) {
    if (typeof node !== "object" || node === null) break;
    if (!(String(part) in node)) {
      if (typeof part === "string" && !Array.isArray(node)) kept.push(part);
      break;
    }
    node = (node as Record<string, unknown>)[String(part)];
    kept.push(part);
  }
  return kept;
}

/** What an entry of a collection is called in the editor's list: its title or name. */
function titleOf(raw: unknown): string | undefined {
  const record = (raw ?? {}) as Record<string, unknown>;
  const title = record.title ?? record.name;
  return typeof title === "string" ? title : undefined;
}

/** Groups of findings by file, settings first, then pages, services, cases. */
function byFile(findings: readonly Finding[]) {
  const rank = (file: string) =>
    ["content/settings/", "content/pages/", "content/services/", "content/cases/"].findIndex(
      (folder) => file.startsWith(folder),
    );
  const groups = new Map<string, { path: PropertyKey[]; what: string }[]>();
  for (const finding of findings) {
    const { file, path } = place(finding.where);
    groups.set(file, [...(groups.get(file) ?? []), { path, what: finding.what }]);
  }
  return [...groups].sort(([a], [b]) => rank(a) - rank(b));
}

/** Prints the to-do list and returns the exit code: 0 only when nothing is left. */
export function runLaunchCheck(
  input: LaunchInput = { ...defaultInput, deployTarget: deployTarget() },
  log = console.log,
): number {
  const findings = launchFindings(input);
  if (findings.length === 0) {
    log("Startprüfung: nichts mehr offen. Die Website kann live gehen: npm run build.");
    return 0;
  }
  const groups = byFile(findings);
  log(
    "Startprüfung: Diese Punkte stehen noch für Ihr echtes Material. Der Link unter jeder Datei öffnet ihr Formular im Editor (vorher „npm run edit“ starten).",
  );
  for (const [file, items] of groups) {
    const raw = rawFile(file);
    const form = editorForm(file, titleOf(raw));
    log(`\n${form.label} · ${file}\n  ${form.url}`);
    for (const { path, what } of items) {
      const field = inFile(path, raw);
      log(`  - ${field.length > 0 ? `Feld ${fieldForOwner(field, raw)}: ` : ""}${what}`);
    }
  }
  log(
    `\nNoch ${findings.length} ${findings.length === 1 ? "Punkt" : "Punkte"} in ${groups.length} ${groups.length === 1 ? "Formular" : "Formularen"} offen. Sind alle erledigt, baut „npm run build“ die Website für den Start.`,
  );
  return 1;
}
