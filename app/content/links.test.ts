import { describe, expect, it } from "vitest";
import { readPages } from "./files/collections";
import { servicePages, serviceSlugs } from "./services";
import { sitePaths } from "./sitemap";

/** Every content module, imported whole; new modules are picked up automatically (the page files are read below). */
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], {
  eager: true,
});

/** Every `to` string anywhere inside a value, with where it was found. */
function collectLinks(
  value: unknown,
  where: string,
  found: [string, string][],
  seen: Set<unknown>,
) {
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectLinks(item, `${where}[${index}]`, found, seen));
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key === "to" && typeof child === "string") found.push([where, child]);
    else collectLinks(child, `${where}.${key}`, found, seen);
  }
}

function allLinks(): [string, string][] {
  const found: [string, string][] = [];
  const seen = new Set<unknown>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      collectLinks(value, `${file}:${name}`, found, seen);
    }
  }
  // The page files (content/pages) are read by the routes, not exported by a module.
  for (const [file, page] of Object.entries(readPages())) collectLinks(page, file, found, seen);
  return found;
}

/** A link is fine if it is an in-page anchor or its path (without query and anchor) is a page of the site. */
function isValidLink(to: string, pages: ReadonlySet<string>): boolean {
  if (/^#[\w-]+$/.test(to)) return true;
  const path = to.split(/[?#]/)[0]!;
  return pages.has(path);
}

describe("content links", () => {
  it("finds the links of every content module and page file", () => {
    const files = Object.keys(modules);
    expect(files).toEqual(
      expect.arrayContaining(["./registry.ts", "./services/index.ts", "./site.ts"]),
    );
    const links = allLinks();
    expect(links).toContainEqual(["content/pages/home.yaml.closing.primary", "/kontakt"]);
    // Sanity: the walk reaches deep values (a service page's closing button).
    expect(links).toContainEqual([
      expect.stringMatching(/^\.\/services\/index\.ts:servicePages\[\d+\]\.closing\.primary$/),
      expect.stringMatching(/^\/kontakt\?thema=/),
    ]);
    expect(links.length).toBeGreaterThan(100);
  });

  it("points every internal link at a page that exists", () => {
    const pages = new Set(sitePaths());
    const broken = allLinks().filter(([, to]) => !isValidLink(to, pages));
    expect(broken).toEqual([]);
  });

  it("rejects links to missing pages and accepts anchors", () => {
    const pages = new Set(["/", "/kontakt"]);
    expect(isValidLink("/kontakt", pages)).toBe(true);
    expect(isValidLink("#kontakt", pages)).toBe(true);
    expect(isValidLink("/kontakt#form", pages)).toBe(true);
    expect(isValidLink("/leistungen/gibt-es-nicht", pages)).toBe(false);
    expect(isValidLink("kontakt", pages)).toBe(false);
    expect(isValidLink("https://example.com/", pages)).toBe(false);
  });
});

describe("service slugs", () => {
  it("each have exactly one service page, and each page is prerendered", () => {
    const pageSlugs = servicePages.map((page) => page.slug);
    expect(new Set(pageSlugs).size).toBe(pageSlugs.length);
    expect([...pageSlugs].sort()).toEqual([...serviceSlugs].sort());
    for (const slug of serviceSlugs) expect(sitePaths()).toContain(`/leistungen/${slug}`);
  });
});
