import { companyName } from "#app/content/site";
import { expect, presetConsent, test } from "./fixtures";
import { readPage } from "#app/content/files/collections";

const notFound = readPage("not-found");

test.use({ allowedConsoleErrors: /status of 404/ });
test.beforeEach(async ({ page }) => presetConsent(page, "declined"));

test("an unknown path answers 404 with the not-found page and logs the path", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const response = await page.goto("/gibt-es-nicht/seite");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  // Only the spec's heading is English, and it says so; the rest of the page is German.
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  const rest = await page
    .getByRole("main")
    .evaluate((main) => (main as HTMLElement).innerText.replace("Oops! Page not found", ""));
  expect(rest).toContain(notFound.text);
  expect(rest).not.toMatch(/\b(page|not found|home|back|go to|sorry)\b/i);
  await expect.poll(() => warnings.join("\n")).toContain("/gibt-es-nicht/seite");
  await expect(page).toHaveTitle(new RegExp(companyName));
  for (const destination of notFound.destinations) {
    await expect(
      page.getByRole("main").getByRole("link", { name: destination.label }),
    ).toHaveAttribute("href", destination.to);
  }
  await page.getByRole("main").getByRole("link", { name: notFound.home.label }).click();
  await expect(page).toHaveURL("/");
});

test("the not-found page is readable without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/nicht-da");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await context.close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("the not-found page fills the first screen", async ({ page }) => {
    await page.goto("/nicht-da");
    const screen = (await page.locator("[data-not-found]").boundingBox())!;
    expect(screen.y + screen.height).toBeGreaterThanOrEqual(640);
  });
});
