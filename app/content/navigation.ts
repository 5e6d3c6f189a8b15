import { founderPath, site } from "./site";
import type { Cta } from "./types";

/** Main navigation, in the order of the header. */
export const mainNav: readonly Cta[] = [
  { label: "Start", to: "/" },
  { label: `Über ${site.founder.firstName}`, to: founderPath },
  { label: "Leistungen", to: "/leistungen" },
  { label: "Zukunftssicher", to: "/zukunftssicher" },
  { label: "Cases", to: "/cases" },
];

export const contactNav: Cta = { label: "Kontakt", to: "/kontakt" };

export const footerNav: readonly Cta[] = [
  { label: "Impressum", to: "/impressum" },
  { label: "Datenschutz", to: "/datenschutz" },
  { label: "Cookies", to: "/cookies" },
];
