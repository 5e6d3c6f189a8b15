import type { Stats } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { basename, join, posix } from "node:path";
import { contentTypeFor, isCompressible } from "./content-types";
import { cacheControlFor } from "./headers";
import { type Release, previousClientDirs } from "./releases";

/**
 * Serves the prerendered build the way a static host would. Every request
 * opens its file and sends what that file holds at that moment, with its true
 * length, so files replaced or deleted under the running server are never fatal.
 */

/** Files for the static host, never for visitors. */
const hostControlFiles = new Set(["_headers", "_redirects"]);
const notFoundPaths = new Set(["/404", "/404.html"]);
/** The spec's only server-side redirect: an unknown case goes to the list. */
const unknownCasePath = /^\/case(\/[^/]*)?\/?$/;

interface OpenFile {
  handle: FileHandle;
  stats: Stats;
  /** The path asked for, whose type the response carries (not that of a `.br` copy). */
  path: string;
  encoding?: "br" | "gzip";
}

export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  release: Release,
  buildDir: string,
): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
    res.end("Methode nicht erlaubt.\n");
    return;
  }
  const pathname = safePathname(req.url ?? "/");
  if (pathname === undefined) {
    res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Ungültige Adresse.\n");
    return;
  }
  const encodings = acceptedEncodings(req.headers["accept-encoding"]);
  const servable = !notFoundPaths.has(pathname) && !hostControlFiles.has(basename(pathname));
  let file = servable
    ? await openFirst(release.client, candidates(pathname), encodings)
    : undefined;
  if (!file && servable && pathname.startsWith("/assets/")) {
    for (const client of await previousClientDirs(buildDir, release)) {
      file = await openFirst(client, [pathname], encodings);
      if (file) break;
    }
  }
  if (file) return send(req, res, file, 200);

  if (unknownCasePath.test(pathname)) {
    res.writeHead(302, { Location: "/cases", "Cache-Control": "no-cache" }).end();
    return;
  }
  const notFoundPage = await openFirst(release.client, ["/404.html"], encodings);
  if (notFoundPage) return send(req, res, notFoundPage, 404);
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Nicht gefunden.\n");
}

/** The decoded path, or undefined when it cannot name a file inside the build. */
function safePathname(url: string): string | undefined {
  try {
    const { pathname } = new URL(url, "http://localhost");
    const decoded = decodeURIComponent(pathname);
    if (decoded.includes("\0")) return undefined;
    return posix.normalize(decoded);
  } catch {
    return undefined;
  }
}

/** Files a path may name: `/x/` and `/x` are the page `/x/index.html`, as on static hosts. */
function candidates(pathname: string): string[] {
  if (pathname.endsWith("/")) return [`${pathname}index.html`];
  return [pathname, `${pathname}.html`, `${pathname}/index.html`];
}

function acceptedEncodings(header: string | string[] | undefined): ("br" | "gzip")[] {
  const accepted = new Set<string>();
  for (const part of String(header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  return (["br", "gzip"] as const).filter((encoding) => accepted.has(encoding));
}

async function openFirst(
  root: string,
  paths: string[],
  encodings: ("br" | "gzip")[],
): Promise<OpenFile | undefined> {
  for (const path of paths) {
    const variants = isCompressible(path) ? encodings : [];
    for (const encoding of [...variants, undefined]) {
      const suffix = { br: ".br", gzip: ".gz", none: "" }[encoding ?? "none"];
      const file = await openRegularFile(join(root, path + suffix));
      if (file) return { ...file, path, encoding };
    }
  }
  return undefined;
}

async function openRegularFile(path: string) {
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, "r");
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, stats };
  } catch {
    // Missing, being replaced or unreadable: the next candidate, or a 404.
  }
  await handle?.close().catch(() => {});
  return undefined;
}

/** Files up to this size are read whole, so their length and content always agree. */
const readWholeLimit = 1024 * 1024;

async function send(req: IncomingMessage, res: ServerResponse, file: OpenFile, status: number) {
  const { handle, path, encoding } = file;
  const readWhole = req.method !== "HEAD" && file.stats.size <= readWholeLimit;
  let body: Buffer | undefined;
  let stats = file.stats;
  try {
    if (readWhole) {
      body = await handle.readFile();
      // Measured after reading: describes what was read even if the file changed meanwhile.
      stats = await handle.stat();
    }
  } finally {
    if (readWhole || req.method === "HEAD") await handle.close();
  }
  const size = body?.length ?? stats.size;
  const etag = `"${size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  res.setHeader("Cache-Control", status === 404 ? "no-cache" : cacheControlFor(path));
  res.setHeader("ETag", etag);
  if (isCompressible(path)) res.setHeader("Vary", "Accept-Encoding");
  if (status === 200 && req.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag)) {
    if (!readWhole && req.method !== "HEAD") await handle.close();
    res.writeHead(304).end();
    return;
  }
  res.setHeader("Content-Type", contentTypeFor(path));
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", size);
  res.writeHead(status);
  if (body || req.method === "HEAD") {
    res.end(body);
    return;
  }
  // A large file is streamed: exactly the bytes it had when measured; if it
  // shrinks meanwhile, the connection is cut rather than the length left wrong.
  const stream = handle.createReadStream({ start: 0, end: size - 1 });
  let sent = 0;
  stream.on("data", (chunk) => (sent += chunk.length));
  stream.on("error", () => res.destroy());
  stream.on("end", () => {
    if (sent < size) res.destroy();
  });
  res.on("close", () => stream.destroy());
  stream.pipe(res);
}
