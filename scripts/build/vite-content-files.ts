/**
 * Vite plugin: the browser build gets empty stand-ins for the content files'
 * reader (app/content/files/collections.ts), the settings' reader
 * (app/content/files/settings.ts) and the images' reader
 * (app/content/files/images.ts). React Router bundles every route module for
 * the browser although no page loads one (docs/decisions/011); the readers,
 * the schema and the YAML parser would only grow the chunks those bundles
 * share with the form island. The prerender reads the files as usual. Each
 * stand-in exports every function of its module, returning nothing of use.
 */
import { readFileSync } from "node:fs";

/** Each module replaced in the browser, with what its functions return there. */
const standIns: Record<string, string> = {
  "/app/content/files/collections.ts": "[]",
  "/app/content/files/images.ts": "undefined",
  "/app/content/files/settings.ts": "undefined",
};

export function contentFilesOnServer() {
  return {
    name: "content-files-on-server",
    enforce: "pre" as const,
    load(this: { environment?: { config: { consumer: string } } }, id: string) {
      const standIn = Object.entries(standIns).find(([path]) => id.endsWith(path))?.[1];
      if (!standIn || this.environment?.config.consumer !== "client") return null;
      const names = readFileSync(id, "utf8").matchAll(/^export function (\w+)/gm);
      return [...names].map(([, name]) => `export const ${name} = () => ${standIn};\n`).join("");
    },
  };
}
