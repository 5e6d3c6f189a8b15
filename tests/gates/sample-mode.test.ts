import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { cases } from "#app/content/cases";
import { sampleLabels, sampleNotice } from "#app/content/sample-notice";
import { sampleMode } from "#app/lib/sample-mode";
import { clientDir, htmlFiles, pagePath, readPage } from "./pages";

// The tests build the demo (`npm run build:demo`): with the shipped samples it is in sample mode.
test("the demo build of the shipped samples is in sample mode", () => {
  expect(sampleMode).toBe(true);
});

test("in sample mode every page says noindex and shows the demo notice outside <main>", () => {
  for (const file of htmlFiles()) {
    const root = readPage(file);
    const path = pagePath(file);
    const robots = root.querySelector('meta[name="robots"]')?.getAttribute("content");
    const notice = root.querySelector('[role="note"]');
    if (sampleMode) {
      expect(robots, path).toBe("noindex, nofollow");
      expect(notice?.textContent, path).toContain(sampleNotice.short);
      expect(notice?.closest("main"), path).toBeNull();
      expect(notice?.closest("header"), path).not.toBeNull();
    } else {
      expect(notice, path).toBeNull();
    }
  }
});

test("robots.txt closes a demo to crawlers and links no sitemap", () => {
  const robots = readFileSync(join(clientDir, "robots.txt"), "utf8");
  if (sampleMode) {
    expect(robots).toMatch(/^Disallow: \/$/m);
    expect(robots).not.toMatch(/Sitemap/i);
  } else {
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\//m);
  }
});

test("an invented case says so on its page and its card", () => {
  const list = readPage(join(clientDir, "cases", "index.html")).querySelector("main")!;
  for (const item of cases.filter((entry) => entry.sample)) {
    const page = readPage(join(clientDir, "case", item.slug, "index.html"));
    expect(page.querySelector("main")!.textContent, item.slug).toContain(sampleLabels.case);
    const card = list
      .querySelectorAll("li")
      .find((li) => li.querySelector("h3")?.textContent === item.title);
    expect(card?.textContent, item.slug).toContain(sampleLabels.case);
  }
});
