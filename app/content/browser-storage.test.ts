/**
 * The privacy texts against the code (issue 32 point 4): what the site's pages keep in the
 * browser, what the widget it embeds in its pages keeps there, and what the rate limit keeps
 * of an address. Each fact is read from the code; the policies must say it, or the build stops
 * (app/content/files/pages/legal.ts), which these tests also check with texts that leave it out.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { rateLimitKey } from "../../edge/rate-limit-key";
import { typeset } from "../lib/typeset";
import { storageKeys } from "./browser-storage";
import { cookieBanner } from "./cookie-banner";
import { servicesOn } from "./embeds";
import { readPage } from "./files/collections";
import {
  cookiePolicyFromFile,
  type LegalPageFile,
  legalPageSchema,
  privacyPolicyFromFile,
} from "./files/pages/legal";
import { fillPlaceholders } from "./files/placeholders";
import { rateLimitNotice, storedInBrowser } from "./legal-facts";

const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** Every script of the site's own pages (not tests). */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !/\.test\.|\.d\.ts$/.test(path));
}

/** A legal page as the build reads it, with what it reports. */
function build(file: unknown, convert: typeof cookiePolicyFromFile | typeof privacyPolicyFromFile) {
  const checked = legalPageSchema.parse(
    JSON.parse(
      JSON.stringify(file, (_, value: unknown) =>
        typeof value === "string" ? typeset(fillPlaceholders(value, () => {})) : value,
      ),
    ),
  );
  const reported: string[] = [];
  convert(checked, (field, what) => reported.push(`${field}: ${what}`));
  return reported;
}
const fixture = (sections: LegalPageFile["sections"]) => ({
  meta: { title: "Test", description: "Test" },
  title: "Test",
  sections,
});

describe("what the site keeps in the browser", () => {
  it("is written in one place only, the head script, under the keys the policy lists", () => {
    const writers = sources("app").filter((path) =>
      /localStorage|sessionStorage|document\.cookie|indexedDB/.test(read(path)),
    );
    expect(writers).toEqual(["app/shell/head.js"]);
    const keys = [...read("app/shell/head.js").matchAll(/var [A-Z]+ = "([^"]+)";/g)].map(
      (match) => match[1],
    );
    expect(keys.sort()).toEqual([storageKeys.consent, storageKeys.theme].sort());
  });

  it("sets no cookie, as the banner and both policies say in the same words", () => {
    const said = (page: object) => JSON.stringify(page);
    const statement = "Diese Website setzt selbst keine Cookies";
    expect(cookieBanner.text).toContain(statement);
    expect(cookieBanner.short).toContain("Keine eigenen Cookies");
    for (const page of [readPage("datenschutz"), readPage("cookies")]) {
      expect(said(page)).toContain(statement);
      expect(said(page)).not.toMatch(/nur essenzielle Cookies|essenzielle Cookies/i);
    }
    expect(cookieBanner.text).not.toMatch(/essenzielle Cookies/i);
  });
});

describe("what the ElevenLabs widget keeps in the browser (it runs in the site's pages)", () => {
  const bundle = read("node_modules/@elevenlabs/convai-widget-core/dist/index.js");
  const widgetCode = read("app/shell/voice-agent.ts");

  it("writes three entries at most: its language, the terms' acceptance and a visitor id", () => {
    const writes = bundle.match(/(?:local|session)Storage\.setItem\(/g) ?? [];
    expect(writes).toHaveLength(3);
    expect(bundle).not.toMatch(/document\.cookie/);
    expect(bundle).toContain(`"${storageKeys.voiceAgentLanguage}"`);
    // The terms' key is the one the site names (`terms-key`), not one set in the dashboard.
    expect(bundle).toMatch(/"terms-key"/);
    expect(widgetCode).toContain('setAttribute("terms-key", storageKeys.voiceAgentTerms)');
    // The visitor id (a browser fingerprint) is stored only when the site gives none.
    expect(bundle).toMatch(/userId \|\|= await \w+\(\)/);
    expect(widgetCode).toMatch(/setAttribute\("user-id", crypto\.randomUUID\(\)\)/);
  });

  it("is listed on /cookies while the assistant is on, and not named while it is off", () => {
    const policy = JSON.stringify(readPage("cookies"));
    for (const key of [storageKeys.voiceAgentLanguage, storageKeys.voiceAgentTerms]) {
      expect(policy.includes(key)).toBe(servicesOn.voiceAgent);
    }
    for (const key of storedInBrowser()) expect(policy).toContain(key);
  });
});

describe("the build refuses policies that leave a fact of the code out", () => {
  it("stops a cookie policy that does not list an entry the site keeps", () => {
    const listed = storedInBrowser();
    const [missing, ...rest] = listed;
    const reported = build(
      fixture(rest.map((key) => ({ title: key, text: "Eintrag" }))),
      cookiePolicyFromFile,
    );
    expect(reported).toEqual([expect.stringContaining(`„${missing}“ fehlt`)]);
    expect(
      build(fixture(listed.map((key) => ({ title: key, text: "Eintrag" }))), cookiePolicyFromFile),
    ).toEqual([]);
  });

  it("stops a privacy policy that does not say what the rate limit keeps of an address", () => {
    const reported = build(
      fixture([{ title: "Formular", text: "Nichts." }]),
      privacyPolicyFromFile,
    );
    expect(reported).toContainEqual(expect.stringContaining("{ratenbegrenzung}"));
    const policy = JSON.stringify(readPage("datenschutz"));
    expect(policy).toContain(typeset(rateLimitNotice));
  });

  it("says what the worker really keeps: a keyed hash, never the address", async () => {
    const address = "203.0.113.7";
    const kept = await rateLimitKey(address, "geheim");
    expect(kept).toMatch(/^[0-9a-f]{64}$/);
    expect(kept).not.toContain(address);
    expect(rateLimitNotice).toContain("nie die Adresse selbst");
    expect(read("migrations/0002_rate_hits_hashed.sql")).toContain("DELETE FROM rate_hits");
  });
});
