import { caseFilters } from "./case-filters";
import { cases } from "./cases";
import { serviceSlugs } from "./services";
import { founderPath } from "./site";

/** Pages with a fixed path. Paths with a slug come from their content modules. */
export const staticPaths = [
  "/",
  "/leistungen",
  "/zukunftssicher",
  "/cases",
  "/hexacore",
  "/nort",
  "/ueber-uns",
  founderPath,
  "/kontakt",
  "/impressum",
  "/datenschutz",
  "/cookies",
] as const;

/** Where the enquiry server sends a form posted without JavaScript (see server/). */
export const enquiryResultPaths = ["/kontakt/danke", "/kontakt/fehler"] as const;

/** Pages that ask search engines not to index them. */
export const noindexPaths: readonly string[] = ["/impressum", ...enquiryResultPaths];

/**
 * The not-found page is prerendered at this path and moved to `404.html`
 * after the build, where static hosts look for it.
 */
export const notFoundPrerenderPath = "/404";

/** Every page of the site, each prerendered to static HTML. */
export function sitePaths(): string[] {
  return [
    ...staticPaths,
    ...serviceSlugs.map((slug) => `/leistungen/${slug}`),
    ...cases.map((item) => `/case/${item.slug}`),
  ];
}

/** The narrowed case lists (./case-filters): prerendered, but not in the sitemap (they repeat /cases). */
export function caseFilterPaths(): string[] {
  return caseFilters.map((view) => view.path);
}

export function prerenderPaths(): string[] {
  return [...sitePaths(), ...caseFilterPaths(), ...enquiryResultPaths, notFoundPrerenderPath];
}
