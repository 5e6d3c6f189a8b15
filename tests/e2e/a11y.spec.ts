import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { sitePaths } from "#app/content/sitemap";
import { expect, inGroups, presetConsent, test } from "./fixtures";

const wcag22aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Legacy mode runs axe in the page itself; the default opens a blank page per run to merge
 * results from cross-origin frames, and before consent a page embeds none.
 */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcag22aa).setLegacyMode().analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/**
 * Every WCAG 2.2 AA rule in the light theme, then again after the system switches
 * to dark (the page follows it): one page load serves both themes.
 */
async function expectNoViolationsInEitherTheme(page: Page, label: string) {
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    // Colour transitions end before contrast is measured.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
    );
    expect.soft(await violations(page), `${label} in the ${theme} theme`).toEqual([]);
  }
}

test.use({ allowedConsoleErrors: /status of 404/ });

// Pages in groups: a browser context per group, not per page, and both workers busy.
for (const paths of inGroups([...sitePaths(), "/gibt-es-nicht"], 6)) {
  test(`WCAG 2.2 AA in both themes: ${paths.join(", ")}`, async ({ page }) => {
    test.setTimeout(120_000);
    await presetConsent(page, "declined");
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Every section drawn, as after a visitor has scrolled through: axe reads each element's
      // style and box, and in a section not yet drawn (decision 041) each read draws it anew.
      await page.addStyleTag({ content: "main section { content-visibility: visible }" });
      await expectNoViolationsInEitherTheme(page, path);
    }
  });
}

test("WCAG 2.2 AA in both themes: the cookie banner", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("region", { name: /Cookies/ })).toBeVisible();
  await expectNoViolationsInEitherTheme(page, "the cookie banner");
});
