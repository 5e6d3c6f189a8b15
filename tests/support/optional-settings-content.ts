/**
 * Copies of the frozen sample content (tests/visual/content) with the owner's settings changed,
 * for the tests of optional services and pages (app/content/optional-settings.test.tsx,
 * tests/e2e/optional-services.spec.ts): no test breaks when the owner edits content/.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";

export const sampleContent = join(process.cwd(), "tests", "visual", "content");

type Yaml = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type ContentEdits = Record<string, (file: Yaml) => void>;

/** A copy of the sample content with its files changed (path below content/ → change). */
export function contentWith(edits: ContentEdits): string {
  const dir = mkdtempSync(join(tmpdir(), "optional-settings-"));
  cpSync(sampleContent, dir, { recursive: true });
  for (const [path, edit] of Object.entries(edits)) {
    const file = parse(readFileSync(join(dir, path), "utf8")) as Yaml;
    edit(file);
    writeFileSync(join(dir, path), stringify(file));
  }
  return dir;
}

/** A service switched off, as the editor saves it. */
export const off = { discriminant: false };
export const siteSettings = "settings/site.yaml";

/**
 * An owner who uses none of the optional services and none of the optional pages, under a firm
 * name of their own; the links to the pages that are off retargeted or removed, as the build
 * asks (docs/decisions/048-pages-that-can-be-switched-off.md).
 */
export const everythingOff: ContentEdits = {
  [siteSettings]: (file) => {
    file.embeds = { voiceAgent: off, avatar: off, video: off };
    file.pages = { nort: false, hexacore: false, zukunftssicher: false };
    file.firm = { name: "Förde Strategieberatung" };
  },
  "pages/home.yaml": (file) => {
    file.hexacore.link.to = "/leistungen/decision-architecture";
  },
  "pages/services-overview.yaml": (file) => {
    file.labels.frameworkLink.to = "/leistungen/decision-architecture";
    for (const item of file.faq) {
      if (item.guarantee) {
        delete item.guarantee;
        item.answer = "Das klären wir im ersten Gespräch.";
      }
    }
  },
  "services/decision-architecture.yaml": (file) => delete file.approach.link,
  "services/future-ready.yaml": (file) => delete file.approach.link,
  "pages/founder.yaml": (file) => delete file.hero.secondary,
};
