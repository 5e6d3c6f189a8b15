import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { cacheControlFor, securityHeaders } from "./headers";

/**
 * Serves the prerendered build the way a static host would: precompressed
 * files, cache headers, security headers and a real 404 page.
 */
const root = fileURLToPath(
  new URL(`../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url),
);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const headers = securityHeaders();
const notFoundPage = readFileSync(`${root}/404.html`);

const assets = sirv(root, {
  brotli: true,
  gzip: true,
  etag: true,
  extensions: ["html"],
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", cacheControlFor(pathname));
  },
});

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  assets(req, res, () => {
    const { pathname } = new URL(req.url ?? "/", "http://localhost");
    // A case that does not exist sends the visitor to the list (spec: redirect to /cases).
    if (/^\/case\/[^/]*\/?$/.test(pathname)) {
      res.writeHead(302, { Location: "/cases", "Cache-Control": "no-cache" }).end();
      return;
    }
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
    });
    res.end(req.method === "HEAD" ? undefined : notFoundPage);
  });
});

server.listen(port, host, () => {
  console.log(`Website läuft auf http://${host}:${port}`);
});
