/** Reading the prerendered build for the build gates. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { type HTMLElement, type Node, parse, TextNode } from "node-html-parser";

/** The live release's files (`npm run build` switches `current`; see scripts/build/release.ts). */
export const releaseDir = join(process.env.BUILD_DIR ?? "build", "current");
export const clientDir = join(releaseDir, "client");

export function htmlFiles(dir = clientDir): string[] {
  if (!existsSync(dir)) throw new Error(`${dir} fehlt: zuerst "npm run build:demo" ausführen.`);
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

/** A built page's tree, without the soft hyphens the build puts in long heading words. */
export function readPage(file: string) {
  return parse(readFileSync(file, "utf8").replaceAll("\u00ad", ""), { comment: false });
}

/**
 * The prose a visitor reads: body text without scripts, hidden elements,
 * code (storage keys, URLs) and passages marked as another language.
 * Every text node stands on its own, so adjacent links never run together.
 */
export function visibleText(file: string): string {
  const root = readPage(file);
  root
    .querySelectorAll(
      "script, style, noscript, svg, code, [hidden], [aria-hidden=true], [lang]:not(html)",
    )
    .forEach((node) => node.remove());
  const texts: string[] = [];
  const walk = (node: HTMLElement | Node) => {
    if (node instanceof TextNode) texts.push(node.text);
    else node.childNodes.forEach(walk);
  };
  walk(root.querySelector("body")!);
  return texts.join("\n");
}
