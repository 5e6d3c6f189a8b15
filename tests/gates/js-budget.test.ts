import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { clientDir, htmlFiles, pagePath, readPage } from "./pages";

const budget = 125_000;

/** Every script a page loads before it is interactive: module preloads and module imports. */
function initialScripts(file: string): Set<string> {
  const root = readPage(file);
  const urls = new Set<string>();
  root.querySelectorAll('link[rel="modulepreload"]').forEach((link) => {
    urls.add(link.getAttribute("href")!);
  });
  root.querySelectorAll('script[type="module"]').forEach((script) => {
    const src = script.getAttribute("src");
    if (src) urls.add(src);
    // The bootstrap lists every module it preloads and imports (see scripts/html-transforms.ts).
    for (const [, url] of script.text.matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(url!);
  });
  return urls;
}

const gzipSize = (url: string) => gzipSync(readFileSync(join(clientDir, url))).length;

test(`every page loads at most ${budget / 1000} KB of JavaScript (gzip) at first`, () => {
  const sizes = htmlFiles().map((file) => ({
    page: pagePath(file),
    bytes: [...initialScripts(file)].reduce((sum, url) => sum + gzipSize(url), 0),
  }));
  const heaviest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(`Heaviest page: ${heaviest.page} with ${(heaviest.bytes / 1000).toFixed(1)} KB gzip`);
  expect(sizes.length).toBeGreaterThan(1);
  expect(heaviest.bytes).toBeGreaterThan(0);
  expect(sizes.filter((size) => size.bytes > budget)).toEqual([]);
});
