import { extname } from "node:path";

/** Content-Type per file extension, for every kind of file the build writes. */
const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  // React Router's route data (turbo-stream), fetched by client navigations.
  ".data": "text/x-script; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".wasm": "application/wasm",
  ".mp4": "video/mp4",
  ".pdf": "application/pdf",
};

/** Text formats the build precompresses (`.br`/`.gz` beside the file). */
const compressible = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".webmanifest",
  ".data",
  ".txt",
  ".xml",
  ".svg",
]);

export function contentTypeFor(path: string): string {
  return contentTypes[extname(path).toLowerCase()] ?? "application/octet-stream";
}

export function isCompressible(path: string): boolean {
  return compressible.has(extname(path).toLowerCase());
}
