/**
 * The consent banner's texts, from content/settings/cookie-banner.yaml (its
 * shape: app/content/files/settings/cookie-banner.ts), with the providers
 * filled in from the site settings (site.legal) and kept apart from the long
 * legal texts.
 */
import { consentedServices } from "./embeds";
import { readSettings } from "./files/settings";
import { joinAnd, transfersSummary } from "./provider-terms";
import { specStrings } from "./spec-strings";
import type { Cta } from "./types";

const settings = readSettings("cookie-banner");

/**
 * The footer control that forgets the stored choice and asks again; the banner
 * and the legal texts tell visitors to withdraw their consent with it.
 */
export const consentSettingsLabel = settings.settingsLabel;

const services = joinAnd(
  consentedServices.map(({ service, provider }) => `${service} (${provider.brand})`),
);
const transfers = transfersSummary(consentedServices.map(({ provider }) => provider));

/** Texts of the consent banner, shown on every page. */
export const cookieBanner: {
  title: string;
  /** The first layer: two short lines. */
  short: string;
  /** Opens `text`, one tap away. */
  detailsLabel: string;
  /** Every provider, each transfer's basis and the way to withdraw. */
  text: string;
  privacyLink: Cta;
  policyLink: Cta;
  acceptAll: string;
  essentialOnly: string;
} = {
  title: settings.title,
  short: settings.short,
  detailsLabel: settings.detailsLabel,
  // Every provider and each transfer's basis (placeholders are checked by the file's schema).
  text: settings.text
    .replace("{dienste}", () => `${services}${transfers ? `; ${transfers}` : ""}`)
    .replace("{widerruf}", () => consentSettingsLabel),
  privacyLink: { label: settings.privacyLabel, to: "/datenschutz" },
  policyLink: { label: settings.policyLabel, to: "/cookies" },
  // The spec's labels.
  ...specStrings.cookieBanner,
};
