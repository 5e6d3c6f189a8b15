import { sampleLabels } from "#app/content/sample-notice";
import { buildYear } from "#app/content/dates";
import { contactForm } from "#app/content/contact";
import { offerCta, offerLength, offerList } from "#app/content/offers";
import type { Locator, Page } from "@playwright/test";
import * as embeds from "#app/content/embeds";
import { competencyCategories } from "#app/content/profile-options";
import { companyName, founderPath, site } from "#app/content/site";
import { expect, presetConsent, test, themeColor } from "./fixtures";
import { readPage } from "#app/content/files/collections";
import { clientMention, clients } from "#app/content/clients";

const about = readPage("about");
const founder = readPage("founder");
const profile = readPage("profile");
const contactPage = readPage("contact");

test.beforeEach(async ({ page }) => presetConsent(page, "declined"));

const main = (page: Page) => page.getByRole("main");
const h2s = (page: Page) => main(page).getByRole("heading", { level: 2 });
const section = (page: Page, title: string) =>
  main(page)
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: title, level: 2, exact: true }) });

const { sections: profileSections, competencies, industryFocus } = profile;
/** The firms of the career before the founding, as the texts name them. */
const careerNames = new Set(
  Object.values(clients)
    .filter((client) => client.relation === "station")
    .map(clientMention),
);

const color = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);

test.describe("/nort", () => {
  test("shows name, title and all sections in the spec's order", async ({ page }) => {
    await page.goto("/nort");
    await expect(page).toHaveTitle(new RegExp(`^${profile.hero.name}.*\\| ${companyName}$`));
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(profile.hero.name);
    await expect(main(page)).toContainText(profile.hero.title);
    await expect(main(page)).toContainText(profile.hero.subtitle);
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
    // Each service's four points are one tap away.
    for (const item of await services.locator("details").all()) {
      await item.locator("summary").click();
      await expect(item.getByRole("listitem")).toHaveCount(4);
    }
    await expect(
      section(page, profileSections.mandates).getByRole("heading", { level: 3 }),
    ).toHaveCount(2);
    const packaging = section(page, profileSections.packaging);
    // The categories and the portfolio are folded; one tap shows them.
    await packaging.getByText(profile.labels.packagingDetails).click();
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
    await expect(section(page, profileSections.education)).toContainText(profile.labels.languages);
    // The spec says 2024; the footer names the year of the build (issue 20).
    await expect(page.getByRole("contentinfo")).toContainText(`© ${buildYear}`);
  });

  test("groups the competencies in the fixed order, names expert and advanced apart, and shows every one on a phone without a tap", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/nort");
    const block = section(page, profileSections.competencies);
    const expected = competencyCategories
      .filter((category) => competencies.some((item) => item.category === category))
      .map((category) => profile.competencyGroups[category]);
    await expect(block.getByRole("heading", { level: 3 })).toHaveText(expected);
    // No cloud of chips: per group a line per level, named in words, the focus set apart.
    await expect(block.locator("[data-competency-group] span.rounded-full")).toHaveCount(0);

    const fg = await themeColor(page, "--fg");
    const muted = await themeColor(page, "--muted");
    for (const item of competencies) {
      const group = block.locator(`[data-competency-group="${item.category}"]`);
      const line = group.locator(`[data-level="${item.level}"]`);
      await expect(line.locator("span"), item.name).toHaveText(profile.labels[item.level]);
      await expect(line, item.name).toContainText(item.name);
      expect(await color(line), item.name).toBe(item.level === "expert" ? fg : muted);
      // In sight under its group's name: rows of closed titles read as a list of accordions
      // (round 22), and a group with nothing to fold stood without the others' chevron (round 34).
      await expect(line, item.name).toBeVisible();
    }
    await expect(block.locator("details")).toHaveCount(0);
  });

  test("on phones from 320 px each value's name stands whole on one line", async ({ page }) => {
    await page.goto("/nort");
    const block = section(page, profileSections.values);
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const value of profile.values.coreValues) {
        const name = block.getByText(value.title, { exact: true }).first();
        await name.scrollIntoViewIfNeeded();
        // Round 28: "Partnerscha|ft" broke in half a phone (Chromium has no German hyphenation).
        const lines = await name.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(lines, `${value.title} at ${width}`).toBe(1);
      }
    }
  });

  test("shows the values in sight on a phone, what each means and how he works one tap away", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/nort");
    const block = section(page, profileSections.values);
    const { coreValues, workingStyle } = profile.values;
    await expect(block.getByRole("listitem").filter({ hasNotText: /\s/u }).first()).toBeVisible();
    for (const value of coreValues)
      await expect(block.getByText(value.title, { exact: true }).first()).toBeVisible();
    const meaning = coreValues[0]!.description;
    await expect(block.getByText(meaning)).toBeHidden();
    await block.getByRole("heading", { name: profile.labels.coreValues }).click();
    await expect(block.getByText(meaning)).toBeVisible();
    await block.getByRole("heading", { name: profile.labels.workingStyle }).click();
    await expect(block.getByText(workingStyle[0]!)).toBeVisible();
    // From lg both stand open: each value is named once, above what it means.
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const value of coreValues) {
      await expect(
        block.getByText(value.title, { exact: true }).filter({ visible: true }),
      ).toHaveCount(1);
    }
    await expect(block.getByText(meaning)).toBeVisible();
  });

  test("tells the career once: the profile names its stations and links to the founder page's path", async ({
    page,
  }) => {
    await page.goto("/nort");
    const block = section(page, profileSections.timeline);
    const steps = founder.path.items;
    // A row per period, its firms beside it (a firm's own period only where it differs), the
    // career before the founding marked as such.
    for (const step of steps.filter((item) => item.companies.length > 0)) {
      const row = block.getByRole("listitem").filter({ hasText: step.period });
      await expect(row).toHaveCount(1);
      for (const company of step.companies) {
        await expect(row).toContainText(company.replace(`, ${step.period}`, ""));
      }
      if (step.companies.some((company) => careerNames.has(company))) {
        await expect(row).toContainText(profile.labels.career!);
      }
    }
    // No station's story is repeated here.
    for (const step of steps) await expect(main(page)).not.toContainText(step.description);
    await block.getByRole("link", { name: profile.labels.pathLink }).click();
    await expect(page).toHaveURL(`${founderPath}#werdegang`);
    const path = section(page, founder.path.section.title);
    await expect(path.getByRole("heading", { level: 3 }).first()).toBeInViewport();
    for (const period of new Set(steps.map((step) => step.period))) {
      await expect(path.getByText(period, { exact: true })).toHaveCount(1);
    }
    // Each station's results are one tap away.
    const withResults = steps.find((step) => step.achievements.length > 0)!;
    await expect(path.getByText(withResults.achievements[0]!)).toBeHidden();
    const item = path.getByRole("listitem").filter({ hasText: withResults.title });
    await item.getByText(founder.path.resultsLabel).first().click();
    await expect(path.getByText(withResults.achievements[0]!)).toBeVisible();
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
    await main(page).getByRole("link", { name: founder.hero.secondary!.label }).click();
    await expect(page).toHaveURL("/nort");
    await expect(h2s(page)).toHaveCount(12);
    const form = page.getByRole("form", { name: contactForm.title });
    // The form's code loads when the visitor first touches the form.
    await form.getByRole("textbox", { name: "Name" }).click();
    await expect(form).toHaveAttribute("data-hydrated", "");
    await form.getByRole("button", { name: contactForm.submit }).click();
    await expect(form.getByText("Name muss mindestens 2 Zeichen haben")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the prerendered page holds every section and the form", async ({ page }) => {
      await page.goto("/nort");
      await expect(h2s(page)).toHaveCount(12);
      await expect(page.getByRole("textbox", { name: "Nachricht" })).toBeVisible();
      // Without JavaScript it is a plain form that posts to the enquiry endpoint.
      const form = page.getByRole("form", { name: contactForm.title });
      await expect(form).toHaveAttribute("action", "/api/kontakt");
      await expect(form.getByRole("button", { name: contactForm.submit })).toBeEnabled();
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
      about.meta.description,
    );
    await expect(h2s(page)).toHaveText([
      about.principles.section.title,
      about.founder.title,
      about.workingStyle.section.title,
      about.partners.section.title,
      about.closing.title,
    ]);
    await expect(
      section(page, about.principles.section.title).getByRole("heading", { level: 3 }),
    ).toHaveText(about.principles.items.map((item) => item.title));

    const photo = main(page).getByRole("img", { name: about.founder.photoAlt });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute("width", /\d+/);
    await expect(photo).toHaveAttribute("height", /\d+/);
    // No photo yet: the honest photo slot stands in, his initials on the brand colour and the
    // words that the photo follows; his name beneath it (one portrait everywhere).
    await expect(photo).toContainText(sampleLabels.portrait);
    const initials = site.founder.fullName
      .split(" ")
      .map((word) => word[0])
      .join("");
    await expect(photo).toContainText(initials);
    await expect(photo.locator("xpath=following-sibling::figcaption")).toContainText(
      site.founder.fullName,
    );
    await expect(main(page).getByRole("link", { name: about.founder.link.label })).toHaveAttribute(
      "href",
      founderPath,
    );

    const network = section(page, about.partners.section.title).getByRole("listitem");
    await expect(network).toHaveCount(about.partners.items.length);
    for (const [index, partner] of about.partners.items.entries()) {
      await expect(network.nth(index).getByRole("heading", { level: 3 })).toHaveText(partner.name);
      await expect(network.nth(index)).toContainText(partner.role);
    }
    await main(page).getByRole("link", { name: about.closing.primary.label }).last().click();
    await expect(page).toHaveURL("/kontakt");
  });
});

test.describe("founder page", () => {
  test("hero, video, attitude, strengths, path, private and the clarity call", async ({ page }) => {
    await page.goto(founderPath);
    await expect(page).toHaveTitle(new RegExp(`^Über ${site.founder.fullName}`));
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(founder.hero.title);
    const video = founder.video!;
    // The owner's video is a section; the sample standing in for it a row under the attitude.
    await expect(h2s(page)).toHaveText([
      ...(video.sample ? [] : [video.title]),
      founder.attitude.title,
      founder.strengths.section.title,
      founder.path.section.title,
      founder.private.title,
      founder.closing.title,
    ]);
    const videoPlace = video.sample ? section(page, founder.attitude.title) : main(page);
    await expect(videoPlace.getByRole("link", { name: embeds.videoEmbed.playLabel })).toBeVisible();
    await expect(videoPlace).toContainText(video.caption);
    await expect(
      section(page, founder.path.section.title).getByRole("heading", { level: 3 }),
    ).toHaveText(founder.path.items.map((step) => step.title));

    // Round 37: the column beside the path stood empty. From 1440 px under its heading the
    // industries over the years (home's figure); on a phone between the intro and the path
    // (round 40: the figures were desktop-only).
    const path = section(page, founder.path.section.title);
    const years = path.locator("[data-experience-years]");
    if ((await years.count()) > 0) {
      await page.setViewportSize({ width: 1440, height: 900 });
      const heading = path.getByRole("heading", { level: 2 });
      const [top, figure, first] = [
        (await heading.boundingBox())!,
        (await years.boundingBox())!,
        (await path.getByRole("listitem").first().boundingBox())!,
      ];
      expect(figure.y).toBeGreaterThan(top.y + top.height);
      expect(figure.x + figure.width).toBeLessThan(first.x);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(years).toBeVisible();
      const [above, below] = [
        (await years.boundingBox())!,
        (await path.getByRole("listitem").first().boundingBox())!,
      ];
      expect(above.y + above.height).toBeLessThan(below.y);
      expect(above.width).toBeLessThanOrEqual(390);
    }

    const closing = section(page, founder.closing.title);
    // The spec's "Klarheits-Call" (30 minutes) is the clarity call, one name and length site-wide.
    await expect(closing).toContainText(offerLength("klarheitsgespraech"));
    const call = closing.getByRole("link", { name: offerCta("klarheitsgespraech").label });
    await expect(call).toHaveAttribute("href", "/kontakt");
    await call.click();
    await expect(page).toHaveURL("/kontakt");
  });
});

test.describe("/kontakt", () => {
  test("contact card, 24-hour promise, assistant note and the way back", async ({ page }) => {
    await page.goto("/kontakt");
    await expect(page).toHaveTitle(/^Kontakt/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(contactPage.hero.title);
    // The form follows the title at every width: no button that only leads down to it.
    await expect(main(page).locator("a[href='#anfrage']")).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.phone.href}`,
    );
    await expect(main(page).getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(main(page)).toContainText(contactPage.card.location);
    await expect(main(page)).toContainText(contactPage.card.modes);
    await expect(main(page)).toContainText(contactPage.response.text);
    // The shipped settings have both assistants on.
    const assistants = contactPage.assistants!;
    await expect(main(page)).toContainText(assistants.text);
    // Both assistants load in one place, the page's section; the footer leaves its voice line out.
    for (const texts of [embeds.voiceEmbed!, embeds.avatarEmbed!]) {
      await expect(main(page).getByRole("complementary", { name: texts.title })).toHaveCount(1);
    }
    await expect(
      page.getByRole("contentinfo").getByRole("complementary", { name: embeds.voiceEmbed!.title }),
    ).toHaveCount(0);

    for (const link of contactPage.links) {
      await expect(main(page).getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.to,
      );
    }
    // Under the conversation's card, not in it (round 37: ways out of "one conversation").
    const card = main(page).getByRole("region", { name: offerList.title });
    for (const link of contactPage.links)
      await expect(card.getByRole("link", { name: link.label, exact: true })).toHaveCount(0);
    // The assistants' load buttons at one width, so they end and start on one line.
    const loads = await main(page)
      .locator("[data-ai-launcher] [data-embed-load]")
      .evaluateAll((buttons) =>
        buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect),
      );
    expect(loads).toHaveLength(2);
    expect(loads[0]!.width).toBeCloseTo(loads[1]!.width, 0);
    expect(loads[0]!.x).toBeCloseTo(loads[1]!.x, 0);
    const way = contactPage.links.at(-1)!;
    await main(page).getByRole("link", { name: way.label, exact: true }).click();
    await expect(page).toHaveURL(way.to);
  });

  test("on a phone, phone and e-mail show once, above the form", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/kontakt");
    const form = main(page).getByRole("button", { name: contactForm.submit });
    for (const name of [site.phone.display, site.email]) {
      const links = main(page).getByRole("link", { name });
      await expect(links.filter({ visible: true })).toHaveCount(1);
      const link = await links.filter({ visible: true }).boundingBox();
      expect(link!.y).toBeLessThan((await form.boundingBox())!.y);
    }
    // Where he works and how, once, in a card of its own under the one that says what happens
    // after sending (inside it, it read as part of the reply promise).
    const modes = main(page).getByText(contactPage.card.modes).filter({ visible: true });
    await expect(modes).toHaveCount(1);
    const reply = main(page).locator("div", {
      has: page.getByRole("heading", { name: contactPage.response.title }),
    });
    await expect(reply.last()).not.toContainText(contactPage.card.modes);
    const whereabouts = main(page)
      .locator("div", { has: page.getByText(contactPage.card.modes) })
      .filter({ hasText: contactPage.card.location })
      .last();
    await expect(whereabouts).toBeVisible();
    const [replyBox, whereBox] = [
      await reply.last().boundingBox(),
      await whereabouts.boundingBox(),
    ];
    expect(whereBox!.y).toBeGreaterThanOrEqual(replyBox!.y + replyBox!.height);
  });

  test("at 1440 px the cards stand beside the form and the assistants under it: both columns filled", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/kontakt");
    const form = await main(page).locator("#anfrage").boundingBox();
    const conversation = await main(page)
      .getByRole("region", { name: offerList.title })
      .boundingBox();
    const assistants = await main(page)
      .getByRole("heading", { name: contactPage.assistants!.title })
      .boundingBox();
    // The conversation beside the form, the assistants under it in the same column.
    expect(conversation!.x).toBeGreaterThan(form!.x + form!.width);
    expect(conversation!.y).toBeLessThan(form!.y + form!.height);
    expect(assistants!.x).toBeLessThan(form!.x + 50);
    expect(assistants!.y).toBeGreaterThan(form!.y + form!.height);
  });
});
