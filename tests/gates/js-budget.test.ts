import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { clientDir, htmlFiles, pagePath, readPage } from "./pages";

/** Budgets of issue 10 (gzip): a content page carries the shell only, a form page its island. */
const budget = { content: 15_000, form: 130_000 };

/** A script module and everything it imports statically: what the browser fetches before idle. */
function withImports(url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  const source = readFileSync(join(clientDir, url), "utf8");
  // Static imports only (`import "…"`, `from "…"`); `import("…")` waits for a visitor's action.
  for (const [, path] of source.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
    withImports(new URL(path!, `http://x${url}`).pathname, seen);
  }
  return seen;
}

function pageScripts(file: string): Set<string> {
  const root = readPage(file);
  const urls = new Set<string>();
  for (const script of root.querySelectorAll("script[src]")) {
    withImports(script.getAttribute("src")!, urls);
  }
  for (const link of root.querySelectorAll('link[rel="modulepreload"]')) {
    withImports(link.getAttribute("href")!, urls);
  }
  // An island's code, which the shell module loads when the island comes near (app/shell/islands.ts).
  for (const island of root.querySelectorAll("[data-island-src]")) {
    withImports(island.getAttribute("data-island-src")!, urls);
  }
  return urls;
}

const gzipSize = (url: string) => gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length;

const pages = htmlFiles().map((file) => {
  const scripts = pageScripts(file);
  const form = readPage(file).querySelector("form") !== null;
  const bytes = [...scripts].reduce((sum, url) => sum + gzipSize(url), 0);
  return { page: pagePath(file), form, bytes, scripts };
});

test("no page carries React Router's runtime or a route module", () => {
  const framework = pages.filter(({ scripts }) =>
    [...scripts].some((url) =>
      readFileSync(join(clientDir, url), "utf8").includes("__reactRouter"),
    ),
  );
  expect(framework.map(({ page }) => page)).toEqual([]);
});

test(`content pages fetch at most ${budget.content / 1000} KB of JavaScript, form pages ${budget.form / 1000} KB (gzip)`, () => {
  for (const kind of ["content", "form"] as const) {
    const group = pages.filter((page) => page.form === (kind === "form"));
    const heaviest = group.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    console.log(
      `${kind}: ${group.length} pages, heaviest ${heaviest.page} ${(heaviest.bytes / 1000).toFixed(1)} KB`,
    );
    expect(group.filter((page) => page.bytes > budget[kind])).toEqual([]);
    // Every page has the shell; a form page its island too (the no-JS answer page's form has none).
    expect(group.every((page) => page.bytes > 0)).toBe(true);
  }
  expect(
    pages
      .filter((page) => page.form)
      .map((page) => page.page)
      .sort(),
  ).toEqual(["/kontakt", "/kontakt/fehler", "/nort"]);
});
