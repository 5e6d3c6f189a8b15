/** Reading the prerendered build for the build gates. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "node-html-parser";

export const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

export function htmlFiles(dir = clientDir): string[] {
  if (!existsSync(dir)) throw new Error(`${dir} fehlt: zuerst "npm run build" ausführen.`);
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/** The URL path a prerendered file answers. */
export function pagePath(file: string): string {
  const path = `/${relative(clientDir, file)}`.replace(/index\.html$/, "").replace(/\.html$/, "");
  return path.length > 1 ? path.replace(/\/$/, "") : path;
}

export function readPage(file: string) {
  return parse(readFileSync(file, "utf8"), { comment: false });
}

/** The text a visitor sees: body text without scripts, styles and hidden elements. */
export function visibleText(file: string): string {
  const root = readPage(file);
  root
    .querySelectorAll("script, style, noscript, [hidden], [aria-hidden=true], .sr-only")
    .forEach((node) => node.remove());
  return root.querySelector("body")?.structuredText ?? "";
}
