import { isSwitchedOff } from "./optional-pages";
import { founderPath, site } from "./site";
import type { Cta } from "./types";

/** Only the pages that are on (a page the owner switched off has no link). */
const on = (links: readonly Cta[]) => links.filter((link) => !isSwitchedOff(link.to));

/** Main navigation, in the order of the header. */
export const mainNav: readonly Cta[] = on([
  { label: "Start", to: "/" },
  { label: `Über ${site.founder.firstName}`, to: founderPath },
  { label: "Leistungen", to: "/leistungen" },
  { label: "Zukunftssicher", to: "/zukunftssicher" },
  { label: "Cases", to: "/cases" },
]);

export const contactNav: Cta = { label: "Kontakt", to: "/kontakt" };

/**
 * Pages the header does not list (its links are fixed by the spec), offered
 * in the footer beside the main pages so every page is reachable.
 */
export const footerSiteNav: readonly Cta[] = on([
  ...mainNav.slice(2),
  { label: "Über uns", to: "/ueber-uns" },
  { label: `Profil ${site.founder.fullName}`, to: "/nort" },
  contactNav,
]);

/**
 * Sections whose sub-pages the header marks as "you are here" (visually
 * only; `aria-current` stays on the exact page): a service under Leistungen,
 * a case under Cases.
 */
export const sectionPrefixes: Readonly<Record<string, string>> = {
  "/leistungen": "/leistungen/",
  "/cases": "/case",
};

/** Headings of the footer's columns (the contact column takes the navigation's label). */
export const footerColumnLabels = { pages: "Seiten", legal: "Rechtliches" } as const;

export const footerNav: readonly Cta[] = [
  { label: "Impressum", to: "/impressum" },
  { label: "Datenschutz", to: "/datenschutz" },
  { label: "Cookies", to: "/cookies" },
];
