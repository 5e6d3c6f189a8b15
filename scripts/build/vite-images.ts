/**
 * Vite plugin: runs the image step (./images.ts) when a build or the dev
 * server starts, before any page is rendered, and publishes its files below
 * /assets/img/ (in the build, as assets of the browser build; in dev, from the cache).
 */
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { basename, extname, join } from "node:path";
import type { Plugin } from "vite";
import { imageCacheDir, imageUrlPath } from "#app/content/files/images";
import { prepareImages } from "./images.ts";

const types: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

export function contentImages(): Plugin {
  let outputs: string[] = [];
  return {
    name: "content-images",
    async buildStart() {
      outputs = await prepareImages();
    },
    generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      for (const name of outputs) {
        this.emitFile({
          type: "asset",
          fileName: `${imageUrlPath.slice(1)}${name}`,
          source: readFileSync(join(imageCacheDir(), "files", name)),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use(imageUrlPath, (request, response, next) => {
        const file = join(imageCacheDir(), "files", basename(request.url ?? ""));
        if (!existsSync(file)) return next();
        response.setHeader("Content-Type", types[extname(file)] ?? "application/octet-stream");
        createReadStream(file).pipe(response);
      });
    },
  };
}
