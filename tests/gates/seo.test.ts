import { expect, test } from "vitest";
import { noindexPaths } from "#app/content/sitemap";
import { sampleMode } from "#app/lib/sample-mode";
import { htmlFiles, pagePath, readPage } from "./pages";

const pages = htmlFiles()
  .filter((file) => !file.endsWith("404.html"))
  .map((file) => ({ path: pagePath(file), root: readPage(file) }));

const jsonLdTypes = (root: ReturnType<typeof readPage>) =>
  root
    .querySelectorAll('script[type="application/ld+json"]')
    .map((node) => (JSON.parse(node.text) as { "@type": string })["@type"]);

test("every page has its own title, description and canonical URL, and sharing tags", () => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path, root } of pages) {
    const title = root.querySelector("title")?.text ?? "";
    const description =
      root.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    expect(title, path).not.toBe("");
    expect(description.length, path).toBeGreaterThan(50);
    titles.add(title);
    descriptions.add(description);
    expect(root.querySelector('link[rel="canonical"]')?.getAttribute("href"), path).toMatch(
      new RegExp(`^https://[^/]+${path === "/" ? "/" : path}$`),
    );
    expect(root.querySelector('meta[property="og:image"]'), path).not.toBeNull();
    expect(root.querySelector('meta[name="twitter:card"]'), path).not.toBeNull();
    expect(root.querySelector("html")?.getAttribute("lang")).toBe("de");
    expect(root.querySelector('meta[name="robots"]') !== null, path).toBe(
      sampleMode || noindexPaths.includes(path),
    );
  }
  expect(titles.size).toBe(pages.length);
  expect(descriptions.size).toBe(pages.length);
});

test("structured data: the consultancy on home, FAQs where shown, breadcrumbs on service and case pages", () => {
  for (const { path, root } of pages) {
    const types = jsonLdTypes(root);
    if (path === "/") expect(types).toContain("ProfessionalService");
    if (path === "/leistungen" || path === "/zukunftssicher")
      expect(types, path).toContain("FAQPage");
    if (/^\/(leistungen|case)\/./.test(path)) expect(types, path).toContain("BreadcrumbList");
  }
});
