/**
 * Builds the browser scripts a page may carry, outside React Router's runtime:
 * the shell module every page loads and the islands of pages with an
 * application. Each is an entry chunk of the client build (content-hashed,
 * shared chunks split out); the server build that prerenders the pages reads
 * their URLs from `virtual:page-scripts`. React Router builds the two
 * environments with separate plugin instances, so the client build hands the
 * URLs over in a file beside the client folder.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

interface PageScript {
  /** URL of the entry module. */
  src: string;
}

/** The site's page scripts (docs/decisions/011-static-first.md). */
export const siteScripts = {
  shell: "./app/shell/index.ts",
  contactForm: "./app/islands/contact-form.client.tsx",
};

const virtualId = "virtual:page-scripts";
const resolvedId = `\0${virtualId}`;

export function pageScripts(entries: Record<string, string>): Plugin {
  let dev = false;
  let base = "/";
  let manifest = "";
  return {
    name: "page-scripts",
    configResolved(config) {
      dev = config.command === "serve";
      base = config.base;
      // React Router's build directory holds client/ and server/.
      manifest = join(config.root, process.env.BUILD_DIR ?? "build", "page-scripts.json");
    },
    buildStart() {
      if (dev || this.environment.name !== "client") return;
      for (const [name, id] of Object.entries(entries)) {
        this.emitFile({ type: "chunk", id, name });
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const built: Record<string, PageScript> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry || !(chunk.name in entries)) continue;
        built[chunk.name] = { src: base + chunk.fileName };
      }
      mkdirSync(dirname(manifest), { recursive: true });
      writeFileSync(manifest, JSON.stringify(built));
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return;
      let scripts: Record<string, PageScript>;
      if (dev) {
        scripts = Object.fromEntries(
          Object.entries(entries).map(([name, path]) => [
            name,
            { src: `/${path.replace(/^\.\//, "")}` },
          ]),
        );
      } else if (this.environment.name === "client") {
        // React Router also bundles the route modules for the browser; no page
        // loads that copy (none hydrates the router), so it gets no URLs.
        scripts = {};
      } else {
        scripts = JSON.parse(readFileSync(manifest, "utf8")) as Record<string, PageScript>;
        const missing = Object.keys(entries).filter((name) => !scripts[name]);
        if (missing.length) throw new Error(`page-scripts: not built: ${missing.join(", ")}`);
      }
      return `export default ${JSON.stringify(scripts)};`;
    },
  };
}
