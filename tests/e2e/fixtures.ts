import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/**
 * Every test fails if the page logs a console error or throws, and if any
 * request leaves for another host before the visitor agreed to it.
 * Tests that expect such messages list them in `allowedConsoleErrors`.
 */
export const test = base.extend<{
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
  thirdPartyRequests: string[];
}>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  thirdPartyRequests: async ({ page, baseURL }, use) => {
    const origin = new URL(baseURL!).origin;
    const requests: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) {
        requests.push(url);
      }
    });
    await use(requests);
  },
});

/** Stores a consent choice before the tab's first page runs; later reloads keep what the page did. */
export async function presetConsent(page: Page, value: string) {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem("consent-preset")) return;
    sessionStorage.setItem("consent-preset", "1");
    localStorage.setItem("cookie-consent", stored);
  }, value);
}
