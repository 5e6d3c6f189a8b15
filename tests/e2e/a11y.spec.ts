import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { sitePaths } from "#app/content/sitemap";
import { expect, presetConsent, test } from "./fixtures";

const wcag22aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

test.use({ allowedConsoleErrors: /status of 404/ });

for (const theme of ["light", "dark"] as const) {
  test.describe(`WCAG 2.2 AA in the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const path of [...sitePaths(), "/gibt-es-nicht"]) {
      test(`${path} has no violations`, async ({ page }) => {
        await presetConsent(page, "declined");
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }

    test("the cookie banner has no violations", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("region", { name: /Cookies/ })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
