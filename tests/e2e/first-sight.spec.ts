import { founderPath } from "#app/content/site";
import { topics } from "#app/content/offers";
import { sitePaths } from "#app/content/sitemap";
import { expect, inGroups, test } from "./fixtures";

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

// A picture in the hero says something: no decorative drawing stands in for content there
// (the generated motifs whose only content was the page's name). The empty portrait slot
// is a photo frame, not decoration.
for (const paths of inGroups(sitePaths(), 2)) {
  test(`no page's hero shows a decorative picture: ${paths.length} pages from ${paths[0]}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      const decorative = await page.evaluate(() =>
        [...document.querySelectorAll("main > :first-child :is(svg, img)")]
          .filter(
            (picture) => picture.closest('[aria-hidden="true"]') || picture.matches('[alt=""]'),
          )
          .filter(
            (picture) =>
              !picture.matches("[data-portrait], [data-portrait] *, img[src*='portrait']"),
          )
          .filter((picture) => {
            const box = picture.getBoundingClientRect();
            // A drawing beside its own words (the HexaCore diagram's factors) is content.
            const words = picture.parentElement!.textContent!.trim();
            return box.width > 200 && box.height > 150 && words === "";
          })
          .map((picture) => picture.outerHTML.slice(0, 80)),
      );
      expect.soft(decorative, path).toEqual([]);
    }
  });
}
