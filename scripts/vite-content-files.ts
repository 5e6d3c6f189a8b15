/**
 * Vite plugin: the browser build gets an empty stand-in for the content files'
 * reader (app/content/files/collections.ts: collections and page files). React Router bundles every route
 * module for the browser although no page loads one (docs/decisions/011); the
 * reader, its schema and the YAML parser would only grow the chunks those
 * bundles share with the form island. The prerender reads the files as usual.
 */
export function contentFilesOnServer() {
  return {
    name: "content-files-on-server",
    enforce: "pre" as const,
    load(this: { environment?: { config: { consumer: string } } }, id: string) {
      if (!id.endsWith("/app/content/files/collections.ts")) return null;
      if (this.environment?.config.consumer !== "client") return null;
      return [
        "export const readServicePages = () => [];",
        "export const readCases = () => [];",
        "export const readPage = () => ({});",
        "export const readPages = () => ({});",
      ].join("\n");
    },
  };
}
