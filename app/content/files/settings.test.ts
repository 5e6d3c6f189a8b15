import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { withContentDir } from "#tests/support/content-dir";
import { ContentError } from "./read-yaml";
import { readSettings } from "./settings";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "settings-"));
  cpSync(join(process.cwd(), "content"), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Changes content/settings/{name}.yaml of the temporary folder. */
function change(name: string, edit: (text: string) => string) {
  const path = join(dir, "settings", `${name}.yaml`);
  writeFileSync(path, edit(readFileSync(path, "utf8")));
}

/** The problems reading settings file `name` of the temporary folder reports, one line each. */
function problems(name: Parameters<typeof readSettings>[0]): string[] {
  try {
    withContentDir(dir, () => readSettings(name));
    return [];
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems];
    throw error;
  }
}

const file = (name: string) => join(dir, "settings", `${name}.yaml`);

describe("settings files", () => {
  test("a wrong value stops the build with the file, the field and what is wrong, in German", () => {
    change("offers", (text) => text.replace(/^( +)minutes: \d+$/m, "$1minutes: lang"));
    change("dates", (text) => text.replace(/^privacyPolicy: .*$/m, "privacyPolicy: 25.11.2026"));
    const offers = problems("offers");
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatch(
      new RegExp(
        `^${file("offers").replace(/[.+]/g, "\\$&")}, Feld „conversations“ → Eintrag 1 \\(„.+“\\) → „minutes“: muss eine Zahl sein, hier steht der Text „lang“$`,
      ),
    );
    expect(problems("dates")).toEqual([
      `${file("dates")}, Feld „privacyPolicy“: Datum als JJJJ-MM-TT angeben, z. B. 2026-11-25`,
    ]);
  });

  test("a key given twice and a placeholder are reported", () => {
    change("sectors", (text) => {
      const first = /^ +- key: (.+)$/m.exec(text)![1]!;
      return text.replace(/^( +- key: )(.+)$(?![\s\S]*^ +- key: )/m, `$1${first}`);
    });
    expect(problems("sectors")).toEqual([
      expect.stringMatching(
        /Feld „sectors“ → Eintrag \d+ \(„.+“\) → „key“: Der Schlüssel „.+“ kommt zweimal vor/,
      ),
    ]);
    change("guarantee", (text) => text.replace(/^title: .*$/m, "title: Garantie von {marke}"));
    expect(problems("guarantee")).toEqual([
      `${file("guarantee")}, Feld „title“: Platzhalter wie {marke} gehen hier nicht: Diese Datei legt fest, was sie einsetzen`,
    ]);
  });

  test("cases may name only the sectors of the file", async () => {
    change("sectors", (text) => text.replace(/^( +- key: )(.+)$/gm, "$1neu-$2"));
    // The clients name the sectors too; renamed with them, so only the cases are left to fail.
    change("clients", (text) => text.replace(/^( +sector: )(.+)$/gm, "$1neu-$2"));
    // The schema takes the keys when its module loads: ask a fresh process.
    const run = promisify(execFile)(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "--eval",
        'const m = await import("#app/content/files/collections"); m.readCases(m.readServicePages());',
      ],
      { env: { ...process.env, CONTENT_DIR: dir } },
    );
    await expect(run).rejects.toMatchObject({
      stderr: expect.stringMatching(
        /cases\/.+\.yaml, Feld „sector“: „.+“ ist keine der möglichen Angaben/,
      ),
    });
  });

  test("the launch check prints a content problem once, in one line, without a stack trace", async () => {
    change("offers", (text) => text.replace(/^( +)minutes: \d+$/m, "$1minutes: lang"));
    const run = promisify(execFile)(
      process.execPath,
      ["--import", "tsx", join(process.cwd(), "scripts", "launch-check.ts")],
      { env: { ...process.env, CONTENT_DIR: dir } },
    );
    const failed = (await run.then(
      () => expect.unreachable("the launch check passed a broken file"),
      (error: unknown) => error,
    )) as { code: number; stderr: string };
    expect(failed.code).toBe(1);
    const lines = failed.stderr.split("\n").filter((line) => line.includes("offers.yaml"));
    expect(lines).toEqual([
      expect.stringMatching(
        / - .+offers\.yaml, Feld „conversations“ → Eintrag 1 \(„.+“\) → „minutes“: muss eine Zahl sein/,
      ),
    ]);
    expect(failed.stderr).not.toMatch(/\n\s+at |ContentError|problems: \[/);
    expect(failed.stderr).toMatch(/Ein Problem in den Inhaltsdateien/);
  });
});
