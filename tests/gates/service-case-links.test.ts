import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { servicePages } from "#app/content/services";
import { clientDir, readPage } from "./pages";

test("every service page's case buttons lead to the case list narrowed to that service", () => {
  for (const service of servicePages) {
    const root = readPage(join(clientDir, "leistungen", service.slug, "index.html"));
    const labels = [service.hero.secondary.label, service.closing.secondary?.label];
    const links = root
      .querySelectorAll("main a")
      .filter((link) => labels.includes(link.textContent.trim()));
    expect(links.length, service.slug).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      const href = link.getAttribute("href")!;
      expect(href, service.slug).toBe(`/cases/leistung/${service.slug}`);
      expect(existsSync(join(clientDir, href, "index.html")), href).toBe(true);
    }
  }
});
