import { founderPath } from "#app/content/site";
import { topics } from "#app/content/offers";
import { expect, test } from "./fixtures";

/** Issue 31: the person in front, no decoration standing in for content, one conversation by topic. */
const portrait = "main :is([data-portrait], img[src*='portrait'])";

for (const width of [360, 390, 1440]) {
  test(`the founder's portrait shows on the home page, /kontakt and the founder page at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    for (const path of ["/", "/kontakt", founderPath]) {
      await page.goto(path);
      const picture = page.locator(portrait).first();
      await expect(picture, path).toBeVisible();
      expect((await picture.boundingBox())!.width, path).toBeGreaterThanOrEqual(56);
    }
  });
}

test("legal pages open with their title, not a decorative strip", async ({ page }) => {
  for (const path of ["/impressum", "/datenschutz", "/cookies"]) {
    await page.goto(path);
    await expect(page.locator("main article > :first-child"), path).toHaveRole("heading");
  }
});

test("a service's button leads to the form with its topic chosen", async ({ page }) => {
  await page.goto("/leistungen/sales-enablement");
  await page.locator("[data-main-cta]").click();
  await expect(page).toHaveURL(/\/kontakt\?thema=sales-enablement$/);
  const label = topics.find((topic) => topic.key === "sales-enablement")!.label;
  await expect(page.getByLabel(/Worum geht es/)).toHaveValue("sales-enablement");
  await expect(page.getByLabel(/Worum geht es/).locator("option:checked")).toHaveText(label);
});
