import type { Locator, Page } from "@playwright/test";
import { aboutCta, aboutSections, founderIntro, partners, principles } from "#app/content/about";
import {
  assistantCard,
  contactCard,
  contactHero,
  contactLinks,
  responsePromise,
} from "#app/content/contact";
import { voiceEmbed } from "#app/content/embeds";
import { founderCta, founderHero, founderSections, founderVideo, path } from "#app/content/founder";
import {
  competencies,
  competencyHeadings,
  industryFocus,
  profile,
  profileSections,
  timeline,
} from "#app/content/profile";
import { companyName, founderPath, site } from "#app/content/site";
import { expect, presetConsent, test, themeColor } from "./fixtures";

test.beforeEach(async ({ page }) => presetConsent(page, "declined"));

const main = (page: Page) => page.getByRole("main");
const h2s = (page: Page) => main(page).getByRole("heading", { level: 2 });
const section = (page: Page, title: string) =>
  main(page)
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: title, level: 2, exact: true }) });

const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe("/nort", () => {
  test("shows name, title and all sections in the spec's order", async ({ page }) => {
    await page.goto("/nort");
    await expect(page).toHaveTitle(new RegExp(`^${profile.name}.*\\| ${companyName}$`));
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(profile.name);
    await expect(main(page)).toContainText(profile.title);
    await expect(main(page)).toContainText(profile.subtitle);
    await expect(h2s(page)).toHaveText([
      "Aktuelle Position",
      "Unsere Leistungen",
      "Mandate (aktuell)",
      "Verpackungs-Lösungen",
      "Kompetenzen",
      "Werte & Arbeitsweise",
      "Erfahrung (Timeline)",
      "Branchenfokus",
      "Unser Ansatz",
      "Erfolge & Referenzen",
      "Ausbildung & Zertifizierungen",
      "Kontakt aufnehmen",
    ]);
    const current = section(page, profileSections.currentPosition);
    await expect(current.getByText("Aktuell", { exact: true })).toBeVisible();
    await expect(current.getByRole("heading", { level: 3 })).toContainText([
      "Innovation & Technologie",
      "Strategische Beratung",
      "Markterfolg",
    ]);
    const services = section(page, profileSections.services);
    await expect(services.getByRole("heading", { level: 3 })).toHaveText([
      "Produktentwicklung",
      "Markterschließung",
      "Unternehmensstrategie",
    ]);
    for (const card of await services
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading") })
      .all()) {
      await expect(card.getByRole("listitem")).toHaveCount(4);
    }
    await expect(
      section(page, profileSections.mandates).getByRole("heading", { level: 3 }),
    ).toHaveCount(2);
    const packaging = section(page, profileSections.packaging);
    await expect(packaging.getByRole("heading", { level: 3 })).toHaveText([
      "Pulver",
      "Granulate",
      "Flüssigkeiten",
      "Feststoffe",
      "Technologie-Portfolio",
    ]);
    await expect(section(page, profileSections.industries).getByRole("listitem")).toHaveText([
      ...industryFocus,
    ]);
    expect(industryFocus).toHaveLength(9);
    await expect(
      section(page, profileSections.approach).getByRole("heading", { level: 3 }),
    ).toHaveText(["Analyse", "Strategieentwicklung", "Umsetzung", "Erfolgsmessung"]);
    await expect(section(page, profileSections.education)).toContainText("Sprachen");
    // The spec's "footer with year 2024": issue 20 makes it the year of the build.
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("groups the competencies in the fixed order and styles expert and advanced apart", async ({
    page,
  }) => {
    await page.goto("/nort");
    const block = section(page, profileSections.competencies);
    const order = ["strategic", "business", "technical", "sustainability", "consulting"] as const;
    const expected = order
      .filter((category) => competencies.some((item) => item.category === category))
      .map((category) => competencyHeadings[category]);
    await expect(block.getByRole("heading", { level: 3 })).toHaveText(expected);

    const primary = await themeColor(page, "--primary");
    const secondary = await themeColor(page, "--surface-strong");
    for (const item of competencies) {
      const badge = block.getByText(item.name).first();
      expect(await background(badge), item.name).toBe(
        item.level === "expert" ? primary : secondary,
      );
      // The level is also told in words, not by colour alone.
      await expect(badge).toContainText(item.level === "expert" ? "Experte" : "Fortgeschritten");
    }
  });

  test("lists every period of the timeline once", async ({ page }) => {
    await page.goto("/nort");
    const block = section(page, profileSections.timeline);
    const periods = [...new Set(timeline.map((entry) => entry.period))];
    await expect(block.getByRole("list").first().locator(":scope > li")).toHaveCount(
      periods.length,
    );
    for (const period of periods) {
      await expect(block.getByText(period, { exact: true })).toHaveCount(1);
    }
  });

  test("'Jetzt Beratung anfragen' jumps to the contact section and stays there", async ({
    page,
  }) => {
    await page.goto("/nort");
    const button = main(page).getByRole("link", { name: "Jetzt Beratung anfragen" });
    await expect(button).toHaveAttribute("href", "#kontakt");
    await button.click();
    await expect(page).toHaveURL(/\/nort#kontakt$/);
    const contact = page.locator("#kontakt");
    await expect(contact.getByRole("heading", { name: "Kontakt aufnehmen" })).toBeInViewport();
    await page.waitForTimeout(500);
    await expect(contact.getByRole("heading", { name: "Kontakt aufnehmen" })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(contact.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.href}`,
    );
    await expect(contact.getByRole("form")).toBeVisible();
  });

  test("reached by a link, the whole profile and a working form appear", async ({ page }) => {
    await page.goto(founderPath);
    await main(page).getByRole("link", { name: founderHero.secondary!.label }).click();
    await expect(page).toHaveURL("/nort");
    await expect(h2s(page)).toHaveCount(12);
    const form = page.getByRole("form", { name: "Nachricht senden" });
    // The form's code loads as it comes into view.
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute("data-hydrated", "");
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(form.getByText("Name muss mindestens 2 Zeichen haben")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the prerendered page holds every section and the form", async ({ page }) => {
      await page.goto("/nort");
      await expect(h2s(page)).toHaveCount(12);
      await expect(page.getByRole("textbox", { name: "Nachricht" })).toBeVisible();
      // Without JavaScript it is a plain form that posts to the enquiry endpoint.
      const form = page.getByRole("form", { name: "Nachricht senden" });
      await expect(form).toHaveAttribute("action", "/api/kontakt");
      await expect(form.getByRole("button", { name: "Nachricht senden" })).toBeEnabled();
      await expect(page.getByRole("link", { name: site.email }).first()).toBeVisible();
    });
  });
});

test.describe("/ueber-uns", () => {
  test("principles, the founder with photo, working style, five partners and a call to action", async ({
    page,
  }) => {
    await page.goto("/ueber-uns");
    await expect(page).toHaveTitle(/^Über uns/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /Studio für Strategie/,
    );
    await expect(h2s(page)).toHaveText([
      aboutSections.principles.title,
      aboutSections.founder.title,
      aboutSections.workingStyle.title,
      aboutSections.partners.title,
      aboutCta.title,
    ]);
    await expect(
      section(page, aboutSections.principles.title).getByRole("heading", { level: 3 }),
    ).toHaveText(principles.map((item) => item.title));

    const photo = main(page).getByRole("img", { name: founderIntro.photoAlt });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute("width", /\d+/);
    await expect(photo).toHaveAttribute("height", /\d+/);
    // No photo yet: the founder's monogram stands in, with his name.
    await expect(photo).toContainText(site.founder.fullName);
    await expect(main(page).getByRole("link", { name: founderIntro.link.label })).toHaveAttribute(
      "href",
      founderPath,
    );

    const network = section(page, aboutSections.partners.title).getByRole("listitem");
    await expect(network).toHaveCount(5);
    for (const [index, partner] of partners.entries()) {
      await expect(network.nth(index).getByRole("heading", { level: 3 })).toHaveText(partner.name);
      await expect(network.nth(index)).toContainText(partner.role);
      await expect(network.nth(index)).toContainText(partner.initials);
    }
    await main(page).getByRole("link", { name: aboutCta.primary.label }).last().click();
    await expect(page).toHaveURL("/kontakt");
  });
});

test.describe("founder page", () => {
  test("hero, video, attitude, strengths, path, private and the 30-minute call", async ({
    page,
  }) => {
    await page.goto(founderPath);
    await expect(page).toHaveTitle(new RegExp(`^Über ${site.founder.fullName}`));
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(founderHero.title);
    await expect(h2s(page)).toHaveText([
      founderVideo.title,
      founderSections.attitude.title,
      founderSections.strengths.title,
      founderSections.path.title,
      founderSections.private.title,
      founderCta.title,
    ]);
    await expect(main(page).getByRole("link", { name: /Video abspielen/ })).toBeVisible();
    await expect(
      section(page, founderSections.path.title).getByRole("heading", { level: 3 }),
    ).toHaveText(path.map((step) => step.title));

    const closing = section(page, founderCta.title);
    await expect(closing).toContainText("30 Minuten");
    const call = closing.getByRole("link", { name: "Klarheits-Call buchen" });
    await expect(call).toHaveAttribute("href", "/kontakt");
    await call.click();
    await expect(page).toHaveURL("/kontakt");
  });
});

test.describe("/kontakt", () => {
  test("contact card, 24-hour promise, assistant note and the way back", async ({ page }) => {
    await page.goto("/kontakt");
    await expect(page).toHaveTitle(/^Kontakt/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(contactHero.title);
    await expect(main(page).getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.href}`,
    );
    await expect(main(page).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(main(page)).toContainText(contactCard.location);
    await expect(main(page)).toContainText(contactCard.modes);
    await expect(main(page)).toContainText(responsePromise.text);
    await expect(main(page)).toContainText(assistantCard.text);
    // The card says where the voice assistant is, and its link leads there.
    await main(page).getByRole("link", { name: assistantCard.link.label }).click();
    await expect(
      page.getByRole("contentinfo").getByRole("complementary", { name: voiceEmbed.title }),
    ).toBeInViewport();

    await expect(
      main(page).getByRole("link", { name: contactLinks.services.label }),
    ).toHaveAttribute("href", "/leistungen");
    await main(page).getByRole("link", { name: contactLinks.home.label }).click();
    await expect(page).toHaveURL("/");
  });
});
