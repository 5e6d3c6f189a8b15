import type { Locator, Page } from "@playwright/test";
import { contactForm } from "#app/content/contact";
import { expect, presetConsent, test, themeColor } from "./fixtures";

const form = (page: Page) => page.getByRole("form", { name: contactForm.title });
const fields = (page: Page) => ({
  name: form(page).getByRole("textbox", { name: "Name" }),
  email: form(page).getByRole("textbox", { name: "E-Mail" }),
  company: form(page).getByRole("textbox", { name: /^Unternehmen/ }),
  message: form(page).getByRole("textbox", { name: "Nachricht" }),
});
const send = (page: Page) => form(page).getByRole("button", { name: contactForm.submit });

const entered = {
  name: "Erika Mustermann",
  email: "erika@example.org",
  company: "Muster GmbH",
  message: "Wir möchten mit unseren Verpackungsanlagen nach Dänemark.",
};

/** Everything the page logs with console.log, as values. */
function consoleLogs(page: Page) {
  const logs: unknown[][] = [];
  page.on("console", async (message) => {
    if (message.type() !== "log") return;
    logs.push(await Promise.all(message.args().map((arg) => arg.jsonValue())));
  });
  return logs;
}

const borderColor = (field: Locator) =>
  field.evaluate((element) => getComputedStyle(element).borderTopColor);

test.beforeEach(async ({ page }) => {
  await presetConsent(page, "declined");
  await page.goto("/nort#kontakt");
});

test("the form asks for name, e-mail, optional company and a four-row message", async ({
  page,
}) => {
  const { name, email, company, message } = fields(page);
  for (const field of [name, email, message]) await expect(field).toHaveAttribute("required", "");
  await expect(company).not.toHaveAttribute("required");
  await expect(message).toHaveAttribute("rows", "4");
  // The asterisk is visible next to the required labels.
  for (const label of ["Name", "E-Mail", "Nachricht"]) {
    await expect(
      form(page).locator("label", { hasText: new RegExp(`^${label}\\*$`) }),
    ).toBeVisible();
  }
  await expect(form(page).locator("label", { hasText: "Unternehmen" })).toContainText("(optional)");
});

test("submitting empty shows every message under its field, marks it and focuses the first", async ({
  page,
}) => {
  const { name, email, company, message } = fields(page);
  const neutral = await borderColor(company);
  await send(page).click();

  const danger = await themeColor(page, "--danger");
  for (const [field, text] of [
    [name, contactForm.errors.name],
    [email, contactForm.errors.email],
    [message, contactForm.errors.message],
  ] as const) {
    await expect(form(page).getByText(text, { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(text);
    expect(await borderColor(field)).toBe(danger);
  }
  expect(await borderColor(company)).toBe(neutral);
  await expect(company).not.toHaveAttribute("aria-invalid");
  await expect(name).toBeFocused();
});

test("messages follow the rules and disappear as soon as the input is valid", async ({ page }) => {
  const { name, email, message } = fields(page);
  await name.fill("A");
  await email.fill("erika@example");
  await message.fill("Zu kurz!");
  await send(page).click();
  await expect(form(page).getByText(contactForm.errors.name)).toBeVisible();
  await expect(form(page).getByText(contactForm.errors.email)).toBeVisible();
  await expect(form(page).getByText(contactForm.errors.message)).toBeVisible();
  await expect(name).toBeFocused();

  await name.pressSequentially("l");
  await expect(form(page).getByText(contactForm.errors.name)).toBeHidden();
  await expect(name).not.toHaveAttribute("aria-invalid");
  await email.fill("erika@example.org");
  await expect(form(page).getByText(contactForm.errors.email)).toBeHidden();
  await message.fill("Jetzt lang genug.");
  await expect(form(page).getByText(contactForm.errors.message)).toBeHidden();
  await email.fill("kein-at-zeichen");
  await expect(form(page).getByText(contactForm.errors.email)).toBeVisible();
});

test("a valid message is sent after a second: the button waits, the data is logged, thanks appear and the form is empty again", async ({
  page,
}) => {
  const logs = consoleLogs(page);
  const { name, email, company, message } = fields(page);
  await name.fill(entered.name);
  await email.fill(entered.email);
  await company.fill(entered.company);
  await message.fill(entered.message);
  await send(page).click();

  const busy = form(page).getByRole("button", { name: contactForm.submitting });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  expect(logs.some((args) => args.includes(entered.name))).toBe(false);

  await expect(page.getByText(contactForm.successTitle)).toBeVisible();
  await expect(page.getByText(contactForm.successDescription)).toBeVisible();
  await expect.poll(() => logs).toContainEqual([expect.any(String), entered]);
  for (const field of [name, email, company, message]) await expect(field).toHaveValue("");
  await expect(send(page)).toBeEnabled();
});

test("a filled honeypot looks like success but nothing is logged or sent", async ({ page }) => {
  const logs = consoleLogs(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const { name, email, message } = fields(page);
  await name.fill(entered.name);
  await email.fill(entered.email);
  await message.fill(entered.message);
  // People never see the field: it is off-screen, hidden from assistive technology and not focusable.
  const honeypot = page.getByLabel(contactForm.honeypotLabel);
  await expect(honeypot).not.toBeInViewport();
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await honeypot.fill("https://spam.example", { force: true });
  requests.length = 0;
  await send(page).click();

  await expect(page.getByText(contactForm.successTitle)).toBeVisible();
  await expect(name).toHaveValue("");
  await page.waitForTimeout(1200);
  expect(logs.filter((args) => JSON.stringify(args).includes(entered.email))).toEqual([]);
  expect(requests).toEqual([]);
});

test("long input stops at the limits and markup stays plain text", async ({ page }) => {
  const logs = consoleLogs(page);
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const { name, email, message } = fields(page);
  await message.fill("x".repeat(6000));
  await expect(message).toHaveValue("x".repeat(5000));
  await name.fill("x".repeat(150));
  await expect(name).toHaveValue("x".repeat(100));

  const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
  await name.fill(markup);
  await email.fill(entered.email);
  await message.fill(markup);
  await send(page).click();
  await expect(page.getByText(contactForm.successTitle)).toBeVisible();
  await expect
    .poll(() => logs)
    .toContainEqual([
      expect.any(String),
      { name: markup, email: entered.email, company: "", message: markup },
    ]);
  expect(dialogs).toBe(0);
});
