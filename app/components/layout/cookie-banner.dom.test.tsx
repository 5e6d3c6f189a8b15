import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { consentSettingsLabel, cookieBanner } from "#app/content/cookie-banner";
import { site } from "#app/content/site";
import { CookieBanner } from "./cookie-banner";

describe("CookieBanner", () => {
  beforeEach(() => {
    render(
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>,
    );
  });
  const banner = () => screen.getByRole("region", { name: cookieBanner.title });

  it("links to the privacy policy and the cookie policy", () => {
    expect(screen.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
      "href",
      "/datenschutz",
    );
    expect(screen.getByRole("link", { name: "Cookie-Richtlinie" })).toHaveAttribute(
      "href",
      "/cookies",
    );
  });

  it("says how to withdraw consent: the footer's control", () => {
    expect(banner()).toHaveTextContent(`Widerruf: „${consentSettingsLabel}“ am Seitenende`);
  });

  it("names each provider and the basis of each transfer, from the legal config", () => {
    const { voiceAgent, avatar, video } = site.embeds;
    for (const service of [voiceAgent, avatar, video]) {
      expect(banner()).toHaveTextContent(service!.provider.brand);
    }
    expect(banner()).toHaveTextContent(
      "Daten gehen in die USA (ElevenLabs, HeyGen: Standardvertragsklauseln; Google: EU-US Data Privacy Framework)",
    );
    expect(banner()).not.toHaveTextContent(/können .* gelangen/);
  });

  it("shows two short lines first; one tap shows the providers, the transfers and the withdrawal", async () => {
    const summary = banner().querySelector("summary")!;
    expect(summary).toHaveTextContent(`${cookieBanner.short} ${cookieBanner.detailsLabel}`);
    expect(cookieBanner.short.length).toBeLessThanOrEqual(100);
    const details = summary.closest("details")!;
    expect(details.open).toBe(false);
    expect(details).toHaveTextContent(cookieBanner.text);
    summary.click();
    expect(details.open).toBe(true);
  });
});
