import type { Page } from "@playwright/test";
import { sitePaths } from "#app/content/sitemap";
import { expect, inGroups, test } from "./fixtures";

/**
 * The type scale has a hierarchy (issue 31, point 3): on phones the page's title is at least
 * 1.3 times any section heading, on the desktop at least 64 px; running text keeps to about
 * 75 characters a line; a button's label stays on one line at 360 px, inside its box.
 */
function typeScale(page: Page) {
  return page.evaluate(() => {
    const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
    const shown = (element: Element) =>
      element.checkVisibility() && !element.closest(".sr-only, .cookie-banner");
    const h1 = document.querySelector("main h1") ?? document.querySelector("h1")!;
    const h2 = Math.max(0, ...[...document.querySelectorAll("main h2")].filter(shown).map(size));
    // Characters per line of every paragraph or list item of more than one line.
    let longest = { chars: 0, text: "" };
    for (const element of document.querySelectorAll("main :is(p, li, dd)")) {
      if (!shown(element) || element.querySelector("p, li, div")) continue;
      // What a sighted reader reads: a link's context for screen readers is not on the line.
      const copy = element.cloneNode(true) as Element;
      for (const hidden of copy.querySelectorAll(".sr-only")) hidden.remove();
      const text = copy.textContent!.replace(/\s+/g, " ").trim();
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set(
        [...range.getClientRects()]
          .filter((rect) => rect.width > 1)
          .map((rect) => Math.round(rect.top)),
      );
      const lines = [...tops].filter((top, _, all) => !all.some((o) => o < top && top - o < 4));
      if (lines.length < 2) continue;
      const chars = Math.round(text.length / lines.length);
      if (chars > longest.chars) longest = { chars, text: text.slice(0, 60) };
    }
    // Buttons (the site's button style: rounded, semibold, at least 44 px) on one line.
    const wrapped = [
      ...document.querySelectorAll<HTMLElement>("main :is(a, button).min-h-11.rounded-lg"),
    ]
      .filter((element) => {
        if (!shown(element)) return false;
        const box = element.getBoundingClientRect();
        // On two lines, or on one line wider than the box it sits in (a label that cannot wrap).
        // The box it sits in: the nearest that has one (a wrapper of `display: contents` has none).
        let holder = element.parentElement!;
        while (getComputedStyle(holder).display === "contents") holder = holder.parentElement!;
        const inside = holder.getBoundingClientRect();
        return box.height > 48 || box.right > inside.right + 1 || box.right > innerWidth;
      })
      .map((element) => element.textContent!.trim());
    return { h1: size(h1), h2, longest, wrapped };
  });
}

test.describe("the type scale", () => {
  for (const paths of inGroups(sitePaths(), 3)) {
    test(`has a hierarchy, lines of readable length and one-line buttons: ${paths.join(", ")}`, async ({
      page,
    }) => {
      for (const path of paths) {
        await page.setViewportSize({ width: 360, height: 640 });
        await page.goto(path);
        const phone = await typeScale(page);
        expect
          .soft(phone.h1, `${path}: H1 against H2 at 360 px`)
          .toBeGreaterThanOrEqual(1.3 * phone.h2);
        expect
          .soft(phone.wrapped, `${path}: buttons on two lines or overflowing at 360 px`)
          .toEqual([]);
        await page.setViewportSize({ width: 1440, height: 900 });
        const desktop = await typeScale(page);
        expect.soft(desktop.h1, `${path}: H1 at 1440 px`).toBeGreaterThanOrEqual(64);
        expect
          .soft(desktop.longest.chars, `${path}: ${desktop.longest.text}`)
          .toBeLessThanOrEqual(80);
      }
    });
  }
});
