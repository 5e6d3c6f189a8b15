import { join } from "node:path";
import { createClient } from "@libsql/client";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { contactForm, enquiryFailure, enquiryThanks } from "#app/content/contact";
import { enquiryFields } from "#app/enquiry/fields";
import { site } from "#app/content/site";
import { expect, presetConsent, test, themeColor } from "./fixtures";

const form = (page: Page) => page.getByRole("form", { name: contactForm.title });
const fields = (page: Page) => ({
  name: form(page).getByRole("textbox", { name: "Name" }),
  email: form(page).getByRole("textbox", { name: "E-Mail" }),
  phone: form(page).getByRole("textbox", { name: /^Telefon/ }),
  company: form(page).getByRole("textbox", { name: /^Unternehmen/ }),
  message: form(page).getByRole("textbox", { name: "Nachricht" }),
});
const send = (page: Page) => form(page).getByRole("button", { name: contactForm.submit });

const entered = {
  name: "Erika Mustermann",
  email: "erika@example.org",
  phone: "+49 431 123456",
  company: "Muster GmbH",
  message: "Wir möchten mit unseren Verpackungsanlagen nach Dänemark.",
};

/** The enquiries the server has stored in this run's database (DATA_DIR of the test server). */
async function stored(email: string) {
  const db = createClient({ url: `file:${join(process.env.E2E_DATA_DIR!, "enquiries.db")}` });
  try {
    const result = await db.execute({
      sql: "SELECT name, email, phone, company, message, page FROM enquiries WHERE email = ?",
      args: [email],
    });
    return result.rows.map((row) => ({ ...row }));
  } finally {
    db.close();
  }
}

/** A fresh address per test, so tests running side by side never see each other's enquiries. */
const uniqueEmail = (testInfo: TestInfo) =>
  `erika+${testInfo.testId}-${testInfo.retry}@example.org`;

const borderColor = (field: Locator) =>
  field.evaluate((element) => getComputedStyle(element).borderTopColor);

test.beforeEach(async ({ page }) => {
  await presetConsent(page, "declined");
  // The page's clock is the test's to move (performance.now included).
  await page.clock.install();
  await page.goto("/nort#kontakt");
  // The server refuses a form sent faster than a person types: the visitor reads a minute first.
  await page.clock.fastForward(60_000);
});

/** Fills the form with `entered` (and an e-mail address of its own) as a visitor would. */
async function fillValid(page: Page, email: string) {
  const { name, email: emailField, phone, company, message } = fields(page);
  await name.fill(entered.name);
  await emailField.fill(email);
  await phone.fill(entered.phone);
  await company.fill(entered.company);
  await message.fill(entered.message);
}

test("the form asks for name, e-mail, optional phone and company and a four-row message", async ({
  page,
}) => {
  const { name, email, phone, company, message } = fields(page);
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
  await expect(form(page).locator("label", { hasText: "Telefon" })).toContainText("(optional)");
  await expect(phone).not.toHaveAttribute("required");
  await expect(phone).toHaveAttribute("type", "tel");
});

test("submitting empty shows every message under its field, marks it and focuses the first", async ({
  page,
}) => {
  const { name, email, company, message } = fields(page);
  const neutral = await borderColor(company);
  await send(page).click();

  const danger = await themeColor(page, "--danger");
  for (const [field, text] of [
    [name, enquiryFields.name.error],
    [email, enquiryFields.email.error],
    [message, enquiryFields.message.error],
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
  await expect(form(page).getByText(enquiryFields.name.error)).toBeVisible();
  await expect(form(page).getByText(enquiryFields.email.error)).toBeVisible();
  await expect(form(page).getByText(enquiryFields.message.error)).toBeVisible();
  await expect(name).toBeFocused();

  await name.pressSequentially("l");
  await expect(form(page).getByText(enquiryFields.name.error)).toBeHidden();
  await expect(name).not.toHaveAttribute("aria-invalid");
  await email.fill("erika@example.org");
  await expect(form(page).getByText(enquiryFields.email.error)).toBeHidden();
  await message.fill("Jetzt lang genug.");
  await expect(form(page).getByText(enquiryFields.message.error)).toBeHidden();
  await email.fill("kein-at-zeichen");
  await expect(form(page).getByText(enquiryFields.email.error)).toBeVisible();
});

test("a valid message is stored before thanks appear: the button waits, then the form is empty again", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await fillValid(page, email);
  // Hold the answer back to see the waiting state.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/kontakt", async (route) => {
    await held;
    await route.continue();
  });
  await send(page).click();
  const busy = form(page).getByRole("button", { name: contactForm.submitting });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();

  await expect(page.getByText(contactForm.successTitle)).toBeVisible();
  await expect(page.getByText(contactForm.successDescription)).toBeVisible();
  expect(await stored(email)).toEqual([
    {
      name: entered.name,
      email,
      phone: entered.phone,
      company: entered.company,
      message: entered.message,
      page: "/nort",
    },
  ]);
  for (const field of Object.values(fields(page))) await expect(field).toHaveValue("");
  await expect(send(page)).toBeEnabled();
});

test("the thanks stay 5 s, wait while pointed at or while the tab is hidden, and go with a swipe", async ({
  page,
}, testInfo) => {
  const toast = page.getByRole("listitem").filter({ hasText: contactForm.successTitle });
  const thank = async (round: number) => {
    await fillValid(page, uniqueEmail(testInfo).replace("@", `.${round}@`));
    await send(page).click();
    await expect(toast).toHaveAttribute("data-mounted", "true");
    // Its entrance (a CSS transition in real time) over, it stands still under the pointer.
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
  };
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, "hidden", { value, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    }, hidden);

  // On its own it closes after 5 s (the page's clock is the test's to move).
  await thank(1);
  await page.clock.runFor(4_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(toast).toHaveCount(0);

  // Pointed at, it waits; let go, it closes.
  await thank(2);
  await toast.hover();
  await page.clock.runFor(10_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(6_000);
  await expect(toast).toHaveCount(0);

  // While the tab is in the background it waits too.
  await thank(3);
  await setHidden(true);
  await page.clock.runFor(10_000);
  await expect(toast).toBeVisible();
  await setHidden(false);
  await page.clock.runFor(6_000);
  await expect(toast).toHaveCount(0);

  // A swipe of more than 50 px sends it away at once.
  await thank(4);
  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 60, { steps: 6 });
  await page.mouse.up();
  // Gone after its 200 ms exit, long before its 5 s would have run out.
  await page.clock.runFor(300);
  await expect(toast).toHaveCount(0);
});

test.describe("when sending fails", () => {
  // The browser logs every refused or failed request; here they are the point.
  test.use({ allowedConsoleErrors: /Failed to load resource/ });

  test("when the server cannot be reached, every field stays and phone and e-mail are offered", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await page.route("**/api/kontakt", (route) => route.abort("connectionrefused"));
    await fillValid(page, email);
    await send(page).click();
    const alert = form(page).getByRole("alert");
    await expect(alert).toContainText(contactForm.failureTitle);
    await expect(alert.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.href}`,
    );
    await expect(alert.getByRole("link", { name: site.email })).toBeVisible();
    await expect(page.getByText(contactForm.successTitle)).toBeHidden();
    await expect(fields(page).name).toHaveValue(entered.name);
    await expect(fields(page).email).toHaveValue(email);
    await expect(fields(page).message).toHaveValue(entered.message);
    await expect(send(page)).toBeEnabled();
  });

  test("a filled honeypot is refused by the server and nothing is stored", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await fillValid(page, email);
    // People never see the field: it is off-screen, hidden from assistive technology and not focusable.
    const honeypot = page.getByLabel(contactForm.honeypotLabel);
    await expect(honeypot).not.toBeInViewport();
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await honeypot.fill("https://spam.example", { force: true });
    await send(page).click();
    await expect(form(page).getByRole("alert")).toBeVisible();
    await expect(page.getByText(contactForm.successTitle)).toBeHidden();
    expect(await stored(email)).toEqual([]);
  });
});

test("long input stops at the limits and markup is stored as plain text", async ({
  page,
}, testInfo) => {
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const email = uniqueEmail(testInfo);
  const { name, email: emailField, message } = fields(page);
  await message.fill("x".repeat(6000));
  await expect(message).toHaveValue("x".repeat(5000));
  await name.fill("x".repeat(150));
  await expect(name).toHaveValue("x".repeat(100));

  const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
  await name.fill(markup);
  await emailField.fill(email);
  await message.fill(markup);
  await send(page).click();
  await expect(page.getByText(contactForm.successTitle)).toBeVisible();
  expect(await stored(email)).toEqual([expect.objectContaining({ name: markup, message: markup })]);
  expect(dialogs).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: /Failed to load resource/ });

  test("an enquiry from /kontakt is stored and the thank-you page follows", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await page.goto("/kontakt");
    const { name, email: emailField, phone, company, message } = fields(page);
    await name.fill(entered.name);
    await emailField.fill(email);
    await phone.fill(entered.phone);
    await company.fill(entered.company);
    await message.fill(entered.message);
    await send(page).click();
    await expect(page).toHaveURL("/kontakt/danke/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enquiryThanks.title);
    // Ways on while the answer is on its way: home, and the footer's pages but this form's.
    await expect(
      page.getByRole("main").getByRole("link", { name: enquiryThanks.back.label }),
    ).toHaveAttribute("href", "/");
    const next = page.getByRole("navigation", { name: enquiryThanks.next.label });
    for (const link of enquiryThanks.next.links)
      await expect(next.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.to,
      );
    expect(await stored(email)).toEqual([
      expect.objectContaining({
        name: entered.name,
        phone: entered.phone,
        message: entered.message,
        page: "/kontakt",
      }),
    ]);
  });

  test("an invalid enquiry ends on a page that keeps the text and offers phone and e-mail", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await page.goto("/kontakt");
    const { name, email: emailField, phone, message } = fields(page);
    await name.fill(entered.name);
    await emailField.fill(email);
    await phone.fill("0431 abc");
    await message.fill("Zu kurz");
    await send(page).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enquiryFailure.title);
    await expect(page.getByRole("alert")).toBeVisible();
    // The form again, as sent: the short message marked with its message under it, the rest as typed.
    await expect(name).toHaveValue(entered.name);
    await expect(emailField).toHaveValue(email);
    await expect(message).toHaveValue("Zu kurz");
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(message).toHaveAccessibleDescription(enquiryFields.message.error);
    await expect(form(page).getByText(enquiryFields.message.error)).toBeVisible();
    expect(await borderColor(message)).toBe(await themeColor(page, "--danger"));
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(phone).toHaveValue("0431 abc");
    await expect(phone).toHaveAccessibleDescription(enquiryFields.phone.error);
    // On the page itself, not only in the footer.
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: site.phone.display })).toBeVisible();
    await expect(main.getByRole("link", { name: site.email })).toBeVisible();
    expect(await stored(email)).toEqual([]);
  });
});

for (const path of ["/nort", "/kontakt"]) {
  test(`on ${path}, a send before the form's code arrives waits for it and marks the fields, without leaving the page`, async ({
    page,
  }) => {
    // A fresh page whose form code is held back: the visitor presses the button first thing.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested!: () => void;
    const islandRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(/contactForm-[^/]*\.js$/, async (route) => {
      requested();
      await held;
      await route.continue();
    });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/kontakt")) posts.push(request.method());
    });
    await page.goto(path, { waitUntil: "commit" });
    await page.locator("html[data-shell=ready]").waitFor({ state: "attached" });
    await send(page).click();
    await islandRequested;
    await expect(form(page)).not.toHaveAttribute("data-hydrated");
    release();

    const { name, email, company, message } = fields(page);
    for (const [field, text] of [
      [name, enquiryFields.name.error],
      [email, enquiryFields.email.error],
      [message, enquiryFields.message.error],
    ] as const) {
      await expect(form(page).getByText(text, { exact: true })).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      expect(await borderColor(field)).toBe(await themeColor(page, "--danger"));
    }
    await expect(company).not.toHaveAttribute("aria-invalid");
    await expect(name).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(posts).toEqual([]);
  });
}

test.describe("when the form's code cannot load", () => {
  test.use({ allowedConsoleErrors: /Failed to (load resource|fetch dynamically imported module)/ });

  test("a send posts the form as without JavaScript, and the answer page marks the fields", async ({
    page,
  }) => {
    await page.route(/contactForm-[^/]*\.js$/, (route) => route.abort("connectionrefused"));
    await page.goto("/kontakt", { waitUntil: "commit" });
    await page.locator("html[data-shell=ready]").waitFor({ state: "attached" });
    await fields(page).name.fill("A");
    await send(page).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enquiryFailure.title);
    await expect(fields(page).name).toHaveValue("A");
    await expect(form(page).getByText(enquiryFields.name.error)).toBeVisible();
  });
});

test("what a visitor types before the form's code arrives stays when it takes over", async ({
  page,
}) => {
  // A fresh page whose scripts, the shell's included, are held back until the fields are
  // filled: on a slow phone the visitor types before any code has run.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/kontakt", { waitUntil: "commit" });
  const { name, message } = fields(page);
  await name.fill(entered.name);
  await message.fill(entered.message);
  release();
  await expect(form(page)).toHaveAttribute("data-hydrated", "");
  await expect(name).toHaveValue(entered.name);
  await expect(message).toHaveValue(entered.message);
  // The hydrated form validates: the missing e-mail is reported, nothing is lost.
  await send(page).click();
  await expect(form(page).getByText(enquiryFields.email.error)).toBeVisible();
  await expect(message).toHaveValue(entered.message);
});

test("a visitor who only reads loads none of the form's code; the first touch loads it", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (/contactForm-[^/]*\.js$/.test(request.url())) requested.push(request.url());
  });
  await page.goto("/kontakt", { waitUntil: "commit" });
  await page.waitForLoadState("networkidle");
  await page.mouse.wheel(0, 600);
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);
  await fields(page).name.click();
  await expect(form(page)).toHaveAttribute("data-hydrated", "");
  expect(requested).toHaveLength(1);
});
