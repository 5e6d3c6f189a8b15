/**
 * Vite plugin: the browser build gets empty stand-ins for the content files'
 * reader (app/content/files/collections.ts) and the images' reader
 * (app/content/files/images.ts). React Router bundles every route module for
 * the browser although no page loads one (docs/decisions/011); the readers,
 * the schema and the YAML parser would only grow the chunks those bundles
 * share with the form island. The prerender reads the files as usual.
 */
const standIns: Record<string, string> = {
  "/app/content/files/collections.ts":
    "export const readServicePages = () => [];\nexport const readCases = () => [];\n",
  "/app/content/files/images.ts":
    "export const imageAsset = () => undefined;\nexport const photoOf = () => undefined;\n",
};

export function contentFilesOnServer() {
  return {
    name: "content-files-on-server",
    enforce: "pre" as const,
    load(this: { environment?: { config: { consumer: string } } }, id: string) {
      const standIn = Object.entries(standIns).find(([path]) => id.endsWith(path))?.[1];
      if (!standIn || this.environment?.config.consumer !== "client") return null;
      return standIn;
    },
  };
}
