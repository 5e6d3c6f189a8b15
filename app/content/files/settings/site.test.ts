import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { parse, stringify } from "yaml";
import { settingsInBundles } from "#scripts/build/vite-settings";
import { withContentDir } from "#tests/support/content-dir";
import { ContentError } from "../read-yaml";
import { readSettings, type SettingsName } from "../settings";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "settings-"));
  cpSync(join(process.cwd(), "content"), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `read` on the temporary content folder. */
const withContent = <T>(read: () => T): T => withContentDir(dir, read);

/** The fields the tests change: the site's legal form, the banner's text. */
interface SettingsFile {
  legal: { form: unknown };
  text: string;
}

/** Writes content/settings/{name}.yaml in the temporary folder, `change`d from the shipped file. */
function change(name: SettingsName, edit: (file: SettingsFile) => void) {
  const path = join(dir, "settings", `${name}.yaml`);
  const file = parse(readFileSync(path, "utf8")) as SettingsFile;
  edit(file);
  writeFileSync(path, stringify(file));
  return path;
}

/** The problems reading the temporary folder's settings file reports, one line each. */
function problems(name: SettingsName): string[] {
  try {
    withContent(() => readSettings(name));
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems];
    throw error;
  }
  return [];
}

/** app/content/site.ts as a bundle gets it (scripts/build/vite-settings.ts). */
const bundled = () => {
  const id = join(process.cwd(), "app/content/site.ts");
  return withContent(() =>
    settingsInBundles().transform.call({ addWatchFile: () => {} }, readFileSync(id, "utf8"), id),
  );
};

describe("settings files", () => {
  test("a GmbH without its register stops the build with the file, the field and a German message", () => {
    const path = change("site", (file) => {
      file.legal.form = { discriminant: "GmbH", value: { representatives: ["Jonas Petersen"] } };
    });
    const lines = problems("site");
    expect(lines).toEqual([expect.stringMatching(/^.+, Feld „legal\.form\.value\.register“: \S+/)]);
    expect(lines[0]!.startsWith(`${path}, `)).toBe(true);
    expect(lines.join("\n")).not.toMatch(/Invalid|expected/);
    // The build reads the settings through its plugin: the same problem stops it.
    expect(bundled).toThrow(ContentError);
  });

  test("a registered form states its register and representatives beside the other legal fields", () => {
    change("site", (file) => {
      file.legal.form = {
        discriminant: "GmbH",
        value: {
          register: { court: "Amtsgericht Kiel", number: "HRB 12345" },
          representatives: ["Jonas Petersen"],
          shareCapital: "25.000 €",
        },
      };
    });
    const { legal } = withContent(() => readSettings("site"));
    expect(legal).toMatchObject({
      form: "GmbH",
      register: { court: "Amtsgericht Kiel", number: "HRB 12345" },
      representatives: ["Jonas Petersen"],
      // Read typeset, as every settings text: no line break between number and unit.
      shareCapital: "25.000\u00A0€",
    });
  });

  test("a banner text that leaves out the providers or the way to withdraw, or names others, is refused", () => {
    const path = change("cookie-banner", (file) => {
      file.text = "Wir setzen Cookies.";
    });
    expect(problems("cookie-banner")).toEqual([
      `${path}, Feld „text“: Der Text muss {dienste} und {widerruf} enthalten`,
    ]);
    change("cookie-banner", (file) => {
      file.text = "{marke} lädt {dienste}. Widerruf: {widerruf}";
    });
    expect(problems("cookie-banner")).toEqual([
      `${path}, Feld „text“: Nur die Platzhalter {dienste} und {widerruf}`,
    ]);
  });

  test("a bundle gets the settings as data, without their reader", () => {
    const code = bundled()!.code;
    expect(code).not.toContain("readSettings");
    expect(code).not.toMatch(/from "[^"]*files\/settings";/);
    expect(code).toContain(JSON.stringify(readSettings("site").phone));
  });
});
