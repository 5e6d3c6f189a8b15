import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { consentSettingsLabel } from "#app/content/cookie-banner";
import { voiceEmbed } from "#app/content/embeds";
import { companyName } from "#app/content/site";
import { Footer } from "./footer";

const renderFooter = () =>
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );

describe("Footer", () => {
  it("dates the copyright line with the year of the build, not the spec's 2024", () => {
    renderFooter();
    const year = new Date().getFullYear();
    expect(
      screen.getByText(`© ${year} ${companyName}. Alle Rechte vorbehalten.`),
    ).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).not.toHaveTextContent("© 2024");
  });

  it("offers the control that withdraws cookie consent beside the legal links", () => {
    renderFooter();
    const legal = screen.getByRole("navigation", { name: "Rechtliches" });
    const settings = within(legal).getByRole("button", { name: consentSettingsLabel });
    // The inline head script forgets the choice and reloads on a click (app/shell/head.js).
    expect(settings).toHaveAttribute("data-consent-reset");
  });

  it("labels the voice assistant as AI and says it is not a person", () => {
    renderFooter();
    // The shipped settings have the voice agent on.
    const texts = voiceEmbed!;
    const launcher = screen.getByRole("complementary", { name: texts.title });
    expect(launcher).toHaveTextContent(texts.title);
    expect(launcher).toHaveTextContent(texts.disclosure);
    expect(launcher).toHaveAttribute("id", texts.anchor);
  });
});
