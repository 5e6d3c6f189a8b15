/**
 * Texts of the not-found page (status 404). The spec fixes "404" and the English
 * "Oops! Page not found" (rendered with lang="en"); everything else is German.
 */
import { footerSiteNav, mainNav } from "./navigation";
import { companyName } from "./site";
import type { Cta } from "./types";

export const notFound = {
  title: `Seite nicht gefunden (404) – ${companyName}`,
  code: "404",
  heading: "Oops! Page not found",
  text: "Diese Seite gibt es nicht (mehr). Vielleicht hilft Ihnen der Weg zurück zur Startseite.",
  home: { label: "Zur Startseite", to: "/" } satisfies Cta,
  destinationsLabel: "Oder direkt zu",
  /** Every main page except home, which has its own button. */
  destinations: [...mainNav.slice(1, 2), ...footerSiteNav] as readonly Cta[],
} as const;
