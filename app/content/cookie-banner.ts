import { consentedServices } from "./embeds";
import { joinAnd, transfersSummary } from "./provider-terms";
import type { Cta } from "./types";

/**
 * The footer control that forgets the stored choice and asks again; the banner
 * and the legal texts tell visitors to withdraw their consent with it.
 */
export const consentSettingsLabel = "Cookie-Einstellungen";

const services = joinAnd(
  consentedServices.map(({ service, provider }) => `${service} (${provider.brand})`),
);
const transfers = transfersSummary(consentedServices.map(({ provider }) => provider));

/** Texts of the consent banner, shown on every page (kept apart from the long legal texts). */
export const cookieBanner: {
  title: string;
  text: string;
  privacyLink: Cta;
  policyLink: Cta;
  acceptAll: string;
  essentialOnly: string;
} = {
  title: "Cookies und eingebettete Dienste",
  // Short on purpose (a 360 px phone must keep the page's main button visible), yet the first
  // layer names every provider, each transfer's basis and how to withdraw, so the consent is
  // informed (TDDDG § 25, DSGVO Art. 7 Abs. 3, Art. 13). Providers and bases come from site.legal.
  text: `Wir setzen nur essenzielle Cookies. „Alle akzeptieren“ lädt ${services}${transfers ? `; ${transfers}` : ""}. Widerruf: „${consentSettingsLabel}“ am Seitenende.`,
  privacyLink: { label: "Datenschutzerklärung", to: "/datenschutz" },
  policyLink: { label: "Cookie-Richtlinie", to: "/cookies" },
  acceptAll: "Alle akzeptieren",
  essentialOnly: "Nur essenzielle",
};
