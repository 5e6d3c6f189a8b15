import type { Page } from "@playwright/test";
import { dates, formatDate } from "#app/content/dates";
import { chooseInFooter, expect, presetConsent, test } from "./fixtures";
import { consentSettingsLabel, cookieBanner } from "#app/content/cookie-banner";

const banner = (page: Page) => page.getByRole("region", { name: cookieBanner.title });
const stored = (page: Page) => page.evaluate(() => localStorage.getItem("cookie-consent"));

test("the banner asks until the visitor accepts all", async ({ page }) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  // The providers and both policies are one tap away, in the banner's second layer (decision 053).
  await banner(page).locator("summary").click();
  await expect(
    banner(page).getByRole("link", { name: cookieBanner.policyLink.label }),
  ).toHaveAttribute("href", "/cookies");
  await expect(
    banner(page).getByRole("link", { name: cookieBanner.privacyLink.label }),
  ).toHaveAttribute("href", "/datenschutz");
  await banner(page).getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toBe("accepted");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test("'Nur essenzielle' declines", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Nur essenzielle", exact: true }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toBe("declined");
});

test("the banner offers its two choices as equal buttons and nothing else to press", async ({
  page,
}) => {
  await page.goto("/");
  const buttons = banner(page).getByRole("button");
  // An icon that closes would be a third, ambiguous choice.
  await expect(buttons).toHaveText(["Alle akzeptieren", "Nur essenzielle"]);
  const [accept, decline] = await Promise.all([0, 1].map((n) => buttons.nth(n).boundingBox()));
  expect(Math.abs(accept!.width - decline!.width)).toBeLessThanOrEqual(1);
  expect(accept!.height).toBe(decline!.height);
  expect(await buttons.first().getAttribute("class")).toBe(
    await buttons.last().getAttribute("class"),
  );
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

test("the consent settings button in the footer of any page withdraws the choice", async ({
  page,
}) => {
  await presetConsent(page, "accepted");
  await page.goto("/leistungen");
  await expect(banner(page)).toBeHidden();
  await chooseInFooter(page, consentSettingsLabel, { role: "button" });
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

for (const viewport of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} the banner takes at most a fifth of the screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const box = (await banner(page).boundingBox())!;
    // 360×640 is a small phone: a fifth would not hold the texts the law asks for; a third does.
    const share = viewport.height >= 800 ? 5 : 3;
    expect(box.height).toBeLessThanOrEqual(viewport.height / share);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  });
}
