import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { cases } from "#app/content/cases";
import { servicePages } from "#app/content/services";
import { clientDir, readPage } from "./pages";

test("every service page's case buttons lead to the case list narrowed to that service, or to all cases while no case names it", () => {
  for (const service of servicePages) {
    const named = cases.some((item) => item.services.includes(service.slug));
    const root = readPage(join(clientDir, "leistungen", service.slug, "index.html"));
    const labels = [service.hero.secondary.label, service.closing.secondary?.label];
    const links = root
      .querySelectorAll("main a")
      .filter((link) => labels.includes(link.textContent.trim()));
    expect(links.length, service.slug).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      const href = link.getAttribute("href")!;
      expect(href, service.slug).toBe(named ? `/cases/leistung/${service.slug}` : "/cases");
      expect(existsSync(join(clientDir, href, "index.html")), href).toBe(true);
    }
  }
});
