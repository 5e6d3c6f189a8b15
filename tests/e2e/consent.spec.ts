import type { Page } from "@playwright/test";
import { dates, formatDate } from "#app/content/dates";
import { expect, presetConsent, test } from "./fixtures";

const banner = (page: Page) =>
  page.getByRole("region", { name: "Cookies und eingebettete Dienste" });
const stored = (page: Page) => page.evaluate(() => localStorage.getItem("cookie-consent"));

test("the banner asks until the visitor accepts all", async ({ page }) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "Cookie-Richtlinie" })).toHaveAttribute(
    "href",
    "/cookies",
  );
  await expect(banner(page).getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
    "href",
    "/datenschutz",
  );
  await banner(page).getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toBe("accepted");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test("'Nur essenzielle' and the close icon both decline", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Nur essenzielle", exact: true }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toBe("declined");

  await page.evaluate(() => localStorage.removeItem("cookie-consent"));
  await page.reload();
  await banner(page)
    .getByRole("button", { name: /Banner schließen/ })
    .click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toBe("declined");
});

test("an invalid stored value counts as no choice", async ({ page }) => {
  await presetConsent(page, "vielleicht");
  await page.goto("/cases");
  await expect(banner(page)).toBeVisible();
});

test("'Einstellungen ändern' forgets the choice and the banner asks again", async ({ page }) => {
  await presetConsent(page, "accepted");
  await page.goto("/cookies");
  await expect(page.getByText(`Stand: ${formatDate(dates.cookiePolicy)}`)).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await page.getByRole("button", { name: "Einstellungen ändern" }).click();
  await expect(banner(page)).toBeVisible();
});

test("'Cookie-Einstellungen' in the footer of any page withdraws the choice", async ({ page }) => {
  await presetConsent(page, "accepted");
  await page.goto("/leistungen");
  await expect(banner(page)).toBeHidden();
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
  await expect(banner(page)).toBeVisible();
  expect(await stored(page)).toBeNull();
  await expect(page).toHaveURL("/leistungen");
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("the banner leaves the main call to action visible", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    const cta = page
      .getByRole("main")
      .getByRole("link", { name: /Klarheitsgespräch/ })
      .first();
    await expect(cta).toBeInViewport({ ratio: 1 });
    const ctaBox = (await cta.boundingBox())!;
    const bannerBox = (await banner(page).boundingBox())!;
    expect(ctaBox.y + ctaBox.height).toBeLessThanOrEqual(bannerBox.y);
  });
});
