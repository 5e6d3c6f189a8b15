import type { Page, Route } from "@playwright/test";
import { cookieBanner } from "#app/content/cookie-banner";
import * as embeds from "#app/content/embeds";
import { founderPath, site } from "#app/content/site";
import { sitePaths } from "#app/content/sitemap";
import { typeset } from "#app/lib/typeset";
import { expect, chooseInFooter, inTabs, presetConsent, test } from "./fixtures";
import { readPage } from "#app/content/files/collections";

const founder = readPage("founder");

// Once loaded, the voice agent asks for its orb texture on Google Cloud Storage; the site's
// Content-Security-Policy blocks that (the privacy policy names ElevenLabs, not Google).
test.use({ allowedConsoleErrors: /storage\.googleapis\.com.*Content Security Policy/ });

// The shipped settings have every optional service on (the site without them: tests/e2e/optional-services.spec.ts).
const avatarEmbed = embeds.avatarEmbed!;
const voiceEmbed = embeds.voiceEmbed!;
const { videoEmbed } = embeds;
const avatarOrigin = new URL(avatarEmbed.url).origin;
const videoUrl = `https://www.youtube-nocookie.com/embed/${embeds.founderVideoId!}?rel=0&modestbranding=1&playsinline=1`;

/**
 * Stands in for the providers, so no test talks to the real hosts; what the
 * fakes answer is recorded in `requests` like every other third-party request
 * (the fixture blocks the rest). The fake avatar embed announces itself
 * ("init") from its own origin, as the real one does, unless told to stay silent.
 */
async function fakeProviders(page: Page, requests: string[], { avatarAnnounces = true } = {}) {
  const fake = (route: Route, response: { contentType: string; body: string }) => {
    requests.push(route.request().url());
    return route.fulfill(response);
  };
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    fake(route, { contentType: "text/html", body: "<title>Video</title><p>Video</p>" }),
  );
  const announce = `<script>parent.postMessage({ type: "streaming-embed", action: "init" }, "*");</script>`;
  await page.route(`${avatarOrigin}/**`, (route) =>
    fake(route, {
      contentType: "text/html",
      body: `<title>Avatar</title>${avatarAnnounces ? announce : ""}`,
    }),
  );
  await page.route(/^https:\/\/[^/]*elevenlabs\.io\//, (route) =>
    fake(route, {
      contentType: "application/json",
      body: JSON.stringify({
        widget_config: {
          variant: "compact",
          placement: "bottom-right",
          avatar: { type: "orb", color_1: "#4fd1c5", color_2: "#0b6b63" },
          feedback_mode: "none",
          language: "de",
          mic_muting_enabled: true,
          transcript_enabled: false,
          text_input_enabled: true,
          default_expanded: false,
          always_expanded: false,
          dismissible: false,
          text_contents: {},
          language_presets: {},
          disable_banner: true,
          text_only: false,
          supports_text_only: true,
        },
      }),
    }),
  );
}

/** Sends a window message as if it came from `origin`. */
const postAs = (page: Page, origin: string, data: unknown) =>
  page.evaluate(
    ([from, payload]) =>
      window.dispatchEvent(new MessageEvent("message", { origin: from, data: payload })),
    [origin, data] as const,
  );

const avatarFrame = (page: Page) => page.getByTitle(avatarEmbed.iframeTitle);
const box = async (page: Page) => (await avatarFrame(page).boundingBox())!;
const voiceElement = (page: Page) => page.locator("elevenlabs-convai");
const voiceRegistered = (page: Page) =>
  page.evaluate(() => customElements.get("elevenlabs-convai") !== undefined);

test.describe("before consent", () => {
  for (const choice of ["none", "declined"] as const) {
    test(`no page requests anything from another host (${choice === "none" ? "no choice yet" : "Nur essenzielle"})`, async ({
      page,
      thirdPartyRequests,
    }) => {
      if (choice === "declined") await presetConsent(page, "declined");
      await inTabs(
        page,
        sitePaths(),
        async (tab, path) => {
          await tab.goto(path, { waitUntil: "networkidle" });
          await expect(tab.getByRole("heading", { level: 1 })).toBeVisible();
          expect(await voiceRegistered(tab), path).toBe(false);
        },
        8,
      );
      // Every tab belongs to the context whose requests the fixture records.
      expect(thirdPartyRequests).toEqual([]);
    });
  }
});

test.describe("video facade", () => {
  test("shows a self-hosted poster and loads YouTube only after a click, then plays", async ({
    page,
    thirdPartyRequests,
  }) => {
    await presetConsent(page, "declined");
    await fakeProviders(page, thirdPartyRequests);
    await page.goto(founderPath, { waitUntil: "networkidle" });
    const play = page.getByRole("link", { name: videoEmbed.playLabel });
    await expect(play).toBeVisible();
    const poster = play.locator("img");
    await expect(poster).toHaveAttribute("src", founder.video!.poster.src);
    await expect(poster).toHaveAttribute("width", String(founder.video!.poster.width));
    await expect(page.getByRole("link", { name: videoEmbed.noteLink.label })).toHaveAttribute(
      "href",
      "/datenschutz",
    );
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(thirdPartyRequests).toEqual([]);

    await play.click();
    const player = page
      .getByTitle(founder.video!.title, { exact: true })
      .and(page.locator("iframe"));
    await expect(player).toHaveAttribute("src", `${videoUrl}&autoplay=1`);
    await expect(player).toHaveAttribute("allow", "autoplay; encrypted-media; picture-in-picture");
    await expect(player).toBeFocused();
    await expect.poll(() => thirdPartyRequests).toContain(`${videoUrl}&autoplay=1`);
    expect(
      thirdPartyRequests.every((url) => url.startsWith("https://www.youtube-nocookie.com/")),
    ).toBe(true);
  });

  test("with all cookies accepted the player loads at once, without autoplay", async ({
    page,
    thirdPartyRequests,
  }) => {
    await presetConsent(page, "accepted");
    await fakeProviders(page, thirdPartyRequests);
    await page.goto(founderPath);
    const player = page
      .locator("iframe")
      .and(page.getByTitle(founder.video!.title, { exact: true }));
    await expect(player).toHaveAttribute("src", videoUrl);
    await expect(page.getByRole("link", { name: videoEmbed.playLabel })).toHaveCount(0);
  });
});

test.describe("avatar widget on /kontakt", () => {
  test("after 'Nur essenzielle' it waits behind a placeholder that names HeyGen", async ({
    page,
    thirdPartyRequests,
  }) => {
    await presetConsent(page, "declined");
    await fakeProviders(page, thirdPartyRequests);
    await page.goto("/kontakt", { waitUntil: "networkidle" });
    const placeholder = page.getByRole("complementary", { name: avatarEmbed.title });
    await expect(placeholder).toContainText(site.embeds.avatar!.provider.brand);
    // AI Act Art. 50: the visitor learns before a conversation that it is an AI.
    await expect(placeholder).toContainText(typeset(avatarEmbed.disclosure));
    await expect(placeholder.getByRole("link", { name: "Datenschutz" })).toHaveAttribute(
      "href",
      "/datenschutz",
    );
    await expect(avatarFrame(page)).toHaveCount(0);
    expect(thirdPartyRequests).toEqual([]);

    await placeholder.getByRole("button", { name: /KI-Avatar laden.*HeyGen/ }).click();
    await expect(avatarFrame(page)).toHaveAttribute("src", avatarEmbed.url);
    await expect(placeholder.getByRole("button")).toBeHidden();
    await expect(avatarFrame(page)).toHaveAttribute("allow", "microphone");
    // The fake embed sends "init" from the embed's origin: the circle appears.
    await expect(avatarFrame(page)).toBeVisible();
    expect(thirdPartyRequests).toEqual([avatarEmbed.url]);
  });

  test("follows only its own origin's streaming-embed messages and leaves with the page", async ({
    page,
    thirdPartyRequests,
  }) => {
    await presetConsent(page, "accepted");
    // The embed stays silent here, so every state change below comes from the test.
    await fakeProviders(page, thirdPartyRequests, { avatarAnnounces: false });
    await page.goto("/kontakt", { waitUntil: "networkidle" });

    const frame = avatarFrame(page);
    await expect(frame).toHaveAttribute("src", avatarEmbed.url);
    await expect(frame).toBeHidden();

    await postAs(page, "https://evil.example", { type: "streaming-embed", action: "init" });
    await postAs(page, avatarOrigin, { type: "other-embed", action: "init" });
    await postAs(page, avatarOrigin, "init");
    await page.waitForTimeout(300);
    await expect(frame).toBeHidden();

    await postAs(page, avatarOrigin, { type: "streaming-embed", action: "init" });
    await expect(frame).toBeVisible();
    const viewport = page.viewportSize()!;
    await expect.poll(async () => (await box(page)).width).toBeCloseTo(196, 0);
    let circle = await box(page);
    expect(circle.height).toBeCloseTo(196, 0); // 200 px circle minus its 2 px border
    expect(circle.x).toBeLessThan(60);
    expect(circle.y + circle.height).toBeGreaterThan(viewport.height - 60);
    const radius = await frame.evaluate(
      (element) => getComputedStyle(element.parentElement!).borderTopLeftRadius,
    );
    expect(parseFloat(radius)).toBeGreaterThanOrEqual(100);

    await postAs(page, "https://evil.example", { type: "streaming-embed", action: "show" });
    await page.waitForTimeout(300);
    expect((await box(page)).width).toBeCloseTo(196, 0);

    await postAs(page, avatarOrigin, { type: "streaming-embed", action: "show" });
    await expect.poll(async () => (await box(page)).height).toBeCloseTo(366, 0);
    expect((await box(page)).width).toBeCloseTo((366 * 16) / 9, 0);

    await postAs(page, avatarOrigin, { type: "streaming-embed", action: "hide" });
    await expect.poll(async () => (await box(page)).height).toBeCloseTo(196, 0);
    circle = await box(page);
    expect(circle.width).toBeCloseTo(196, 0);

    await page.getByRole("banner").getByRole("link", { name: "Leistungen" }).click();
    await expect(page).toHaveURL("/leistungen");
    await expect(frame).toHaveCount(0);
    await postAs(page, avatarOrigin, { type: "streaming-embed", action: "show" });
    await expect(frame).toHaveCount(0);
  });

  test.describe("on a phone narrower than 540 px", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("expands to 96 % of the width and 266 px high", async ({ page, thirdPartyRequests }) => {
      await presetConsent(page, "accepted");
      await fakeProviders(page, thirdPartyRequests);
      await page.goto("/kontakt");
      await expect(avatarFrame(page)).toBeVisible();
      await postAs(page, avatarOrigin, { type: "streaming-embed", action: "show" });
      await expect.poll(async () => (await box(page)).height).toBeCloseTo(266, 0);
      const expanded = await box(page);
      expect(expanded.width).toBeCloseTo(375 * 0.96, 0);
      expect(expanded.x).toBeCloseTo((375 - 375 * 0.96) / 2, 0);
    });
  });
});

test.describe("voice agent", () => {
  test("after 'Nur essenzielle' it is imported only when the placeholder is clicked", async ({
    page,
    thirdPartyRequests,
  }) => {
    await presetConsent(page, "declined");
    await fakeProviders(page, thirdPartyRequests);
    await page.goto("/cases", { waitUntil: "networkidle" });
    const placeholder = page.getByRole("complementary", { name: voiceEmbed.title });
    await expect(placeholder).toContainText(site.embeds.voiceAgent!.provider.brand);
    await expect(placeholder).toContainText(typeset(voiceEmbed.disclosure));
    expect(await voiceRegistered(page)).toBe(false);
    await expect(voiceElement(page)).toHaveCount(0);
    expect(thirdPartyRequests).toEqual([]);

    await placeholder.getByRole("button", { name: /Sprachassistent laden.*ElevenLabs/ }).click();
    await expect(voiceElement(page)).toHaveAttribute("agent-id", voiceEmbed.agentId);
    expect(await voiceRegistered(page)).toBe(true);
    await expect(placeholder.getByRole("button")).toBeHidden();
    await expect.poll(() => thirdPartyRequests.length).toBeGreaterThan(0);
    expect(thirdPartyRequests.every((url) => /^https:\/\/[^/]*\.elevenlabs\.io\//.test(url))).toBe(
      true,
    );

    // A click loads it for this page only: the next page asks again.
    await page.getByRole("banner").getByRole("link", { name: "Leistungen" }).click();
    await expect(page).toHaveURL("/leistungen");
    await expect(
      page.getByRole("complementary", { name: voiceEmbed.title }).getByRole("button"),
    ).toBeVisible();
    await expect(voiceElement(page)).toHaveCount(0);
  });

  test("with all cookies accepted it loads on every page; revoking consent unloads all embeds", async ({
    page,
    thirdPartyRequests,
  }) => {
    await presetConsent(page, "accepted");
    await fakeProviders(page, thirdPartyRequests);
    await page.goto("/kontakt");
    await expect(voiceElement(page)).toHaveAttribute("agent-id", voiceEmbed.agentId);
    await expect(avatarFrame(page)).toHaveCount(1);

    await chooseInFooter(page, "Cookies");
    await page.getByRole("button", { name: "Einstellungen ändern" }).click();
    await expect(page.getByRole("region", { name: cookieBanner.title })).toBeVisible();
    await expect(voiceElement(page)).toHaveCount(0);
    expect(await voiceRegistered(page)).toBe(false);

    await page.getByRole("banner").getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL("/kontakt");
    await expect(avatarFrame(page)).toHaveCount(0);
    await expect(voiceElement(page)).toHaveCount(0);
  });
});

/**
 * AI Act Art. 50: the "KI" label and the disclosure stay beside each AI service before
 * consent, after "Alle akzeptieren" and after a click on its launcher, and the running
 * service labels itself too; only the load button goes.
 */
test.describe("AI labels stay visible", () => {
  const services = [
    {
      name: "voice assistant",
      path: "/cases",
      texts: voiceEmbed,
      // The floating widget names itself as AI (its shadow DOM is open to locators).
      running: (page: Page) => voiceElement(page).getByText(voiceEmbed.widgetTexts.main_label),
    },
    {
      name: "avatar",
      path: "/kontakt",
      texts: avatarEmbed,
      running: (page: Page) =>
        page.locator("[data-avatar-frame]").getByText(avatarEmbed.title, { exact: true }),
    },
  ] as const;

  const expectLabelled = async (page: Page, texts: typeof voiceEmbed | typeof avatarEmbed) => {
    const launcher = page.getByRole("complementary", { name: texts.title });
    await expect(launcher.getByText(texts.title, { exact: true })).toBeVisible();
    await expect(launcher).toContainText(typeset(texts.disclosure));
    return launcher;
  };

  for (const { name, path, texts, running } of services) {
    test(`${name}: before consent, after "Alle akzeptieren" and while it runs`, async ({
      page,
      thirdPartyRequests,
    }) => {
      await fakeProviders(page, thirdPartyRequests);
      await page.goto(path);
      const launcher = await expectLabelled(page, texts);
      await expect(launcher.getByRole("button", { name: texts.loadDescription })).toBeVisible();
      expect(thirdPartyRequests).toEqual([]);

      await page.getByRole("button", { name: "Alle akzeptieren" }).click();
      await expect(running(page)).toBeVisible();
      await expectLabelled(page, texts);
      await expect(launcher.getByRole("button")).toBeHidden();

      // Also on the next page view, where it loads at once.
      await page.reload();
      await expect(running(page)).toBeVisible();
      await expectLabelled(page, texts);
    });

    test(`${name}: after a click on its launcher`, async ({ page, thirdPartyRequests }) => {
      await presetConsent(page, "declined");
      await fakeProviders(page, thirdPartyRequests);
      await page.goto(path);
      const launcher = await expectLabelled(page, texts);
      await launcher.getByRole("button", { name: texts.loadDescription }).click();
      await expect(running(page)).toBeVisible();
      await expectLabelled(page, texts);
      await expect(launcher.getByRole("button")).toBeHidden();
    });
  }
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test("the placeholders leave the main call to action free", async ({ page }) => {
    await presetConsent(page, "declined");
    for (const [path, cta] of [
      ["/", /Klarheitsgespräch/],
      ["/nort", /Jetzt Beratung anfragen/],
      ["/kontakt", /Leistungen ansehen/],
    ] as const) {
      await page.goto(path);
      const action = page.getByRole("main").getByRole("link", { name: cta }).first();
      await action.scrollIntoViewIfNeeded();
      const target = (await action.boundingBox())!;
      const floating = page.getByRole("complementary", {
        name: new RegExp(
          `^(${escapeRegExp(voiceEmbed.title)}|${escapeRegExp(avatarEmbed.title)})$`,
        ),
      });
      await expect(floating.first()).toBeVisible();
      for (const item of await floating.all()) {
        const other = (await item.boundingBox())!;
        const overlaps =
          target.x < other.x + other.width &&
          other.x < target.x + target.width &&
          target.y < other.y + other.height &&
          other.y < target.y + target.height;
        expect(overlaps, `${path}: placeholder over the call to action`).toBe(false);
      }
    }
  });
});
