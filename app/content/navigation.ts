import { readSettings } from "./files/settings";
import { isSwitchedOff } from "./optional-pages";
import { founderPath, site } from "./site";
import { specStrings } from "./spec-strings";
import type { Cta } from "./types";

/** The words the spec leaves open: content/settings/navigation.yaml. */
const words = readSettings("navigation");
const { nav, footer } = specStrings;

/** Only the pages that are on (a page the owner switched off has no link). */
const on = (links: readonly Cta[]) => links.filter((link) => !isSwitchedOff(link.to));

/** The header's links after home (the spec's), each defined once for header and footer. */
const founderLink: Cta = {
  label: `${nav.founderPrefix} ${site.founder.firstName}`,
  to: founderPath,
};
const servicesLink: Cta = { label: nav.services, to: "/leistungen" };
const programmeLink: Cta = { label: nav.programme, to: "/zukunftssicher" };
const casesLink: Cta = { label: nav.cases, to: "/cases" };

/** Main navigation, in the order of the header (the spec's links). */
export const mainNav: readonly Cta[] = on([
  { label: nav.start, to: "/" },
  founderLink,
  servicesLink,
  programmeLink,
  casesLink,
]);

export const contactNav: Cta = { label: nav.contact, to: "/kontakt" };

/**
 * The footer's pages: the header's after home and the pages it does not list (its links are
 * fixed by the spec), so every page is reachable; the three pages about who advises stand
 * together (round 24: the founder's page was missing there), his two pages first.
 */
export const footerSiteNav: readonly Cta[] = on([
  servicesLink,
  programmeLink,
  casesLink,
  founderLink,
  { label: words.profile.replace("{name}", site.founder.fullName), to: "/nort" },
  { label: words.about, to: "/ueber-uns" },
  contactNav,
]);

/**
 * Sections whose other pages the header marks as "you are here" (visually
 * only; `aria-current` stays on the exact page), by the start of their paths:
 * a service under Leistungen, a case under Cases, his profile under the
 * founder. The firm's page marks none: "Über Jonas" lit on "Über uns" read as
 * the wrong page (rounds 24 and 26).
 */
export const sectionPrefixes: Readonly<Record<string, readonly string[]>> = {
  "/leistungen": ["/leistungen/"],
  "/cases": ["/case"],
  [founderPath]: ["/nort"],
};

/** Headings of the footer's columns (the contact column takes the navigation's label). */
export const footerColumnLabels = { pages: words.footerPages, legal: words.footerLegal } as const;

/** The phone menu's button, closed and open. */
export const menuLabels = { closed: words.menuOpen, open: words.menuClose } as const;

/** The skip link, the header's navigations' names and a service page's breadcrumb trail's. */
export const navLabels = {
  skipLink: words.skipLink,
  main: words.mainLabel,
  mobile: words.mobileLabel,
  breadcrumb: words.breadcrumbLabel,
} as const;

/** The theme toggle's name and its tooltip in either theme. */
export const themeLabels = words.theme;

export const footerNav: readonly Cta[] = [
  { label: footer.imprint, to: "/impressum" },
  { label: footer.privacy, to: "/datenschutz" },
  { label: footer.cookies, to: "/cookies" },
];
