import { expect, test } from "vitest";
import { breakableSpaces } from "../../scripts/typography";
import { htmlFiles, pagePath, readPage, visibleText } from "./pages";

/**
 * Over the built pages: no line may break between a number and its unit, after
 * "§" or "Art.", or inside "z. B." and similar (rules in scripts/typography.ts).
 */
test("no page has a breakable space where German typography forbids one", () => {
  const found: string[] = [];
  for (const file of htmlFiles()) {
    const page = readPage(file);
    const head = [
      page.querySelector("title")?.text ?? "",
      ...page
        .querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')
        .map((meta) => meta.getAttribute("content") ?? ""),
      ...page
        .querySelectorAll("[alt], [title], [aria-label]")
        .flatMap((element) =>
          ["alt", "title", "aria-label"].map((name) => element.getAttribute(name) ?? ""),
        ),
    ];
    for (const text of [visibleText(file), ...head]) {
      for (const place of breakableSpaces(text)) found.push(`${pagePath(file)}: „${place}“`);
    }
  }
  expect(found).toEqual([]);
});
