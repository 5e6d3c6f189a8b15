/**
 * Vite plugin: in every bundle, a module's `readSettings("name")` (app/content/files/settings.ts)
 * becomes the settings file's data, checked at build time, and its import of the reader goes
 * (docs/decisions/029-site-settings-file.md). So no bundle carries the schema, the YAML parser
 * or a file read, and each module keeps the data it had when it was TypeScript, typeset as
 * `readSettings` returns it. An invalid file stops the build with its problems.
 */
import { join } from "node:path";
import { contentDir } from "../../app/content/files/content-dir.ts";
import { readSettings, type SettingsName } from "../../app/content/files/settings.ts";

const readerImport = /^import \{ readSettings \} from "[^"]*files\/settings";\n/m;
const call = /\breadSettings\("([\w-]+)"\)/g;

/**
 * `watch`: a changed settings file renders anew (`react-router dev`); the editor turns it off,
 * so saving the site settings does not reload the form the owner is in (its options take the
 * new brand or conversations at the next visit).
 */
export function settingsInBundles({ watch = true } = {}) {
  return {
    name: "settings-in-bundles",
    enforce: "pre" as const,
    transform(this: { addWatchFile(path: string): void }, code: string, id: string) {
      if (!/\/app\/.+\.tsx?$/.test(id) || !readerImport.test(code)) return null;
      const inlined = code.replace(readerImport, "").replace(call, (_call, name: string) => {
        // In `react-router dev`, a changed file renders anew.
        if (watch) this.addWatchFile(join(contentDir("settings"), `${name}.yaml`));
        return JSON.stringify(readSettings(name as SettingsName));
      });
      if (inlined.includes("readSettings")) {
        throw new Error(`${id}: readSettings nur als readSettings("name") aufrufen`);
      }
      return { code: inlined, map: null };
    },
  };
}
