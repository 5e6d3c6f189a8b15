import routes from "#app/routes";
import { caseFilters } from "./case-filters";
import { cases } from "./cases";
import { serviceSlugs } from "./services";

/**
 * The values of each route parameter, from the content that owns them: adding a case or a
 * service adds its page. A route with parameters missing here stops the build.
 */
const routeParams: Record<string, readonly Record<string, string>[]> = {
  "leistungen/:slug": serviceSlugs.map((slug) => ({ slug })),
  "case/:slug": cases.map(({ slug }) => ({ slug })),
  "cases/:kind/:slug": caseFilters.map(({ kind, slug }) => ({ kind, slug })),
};

/** Every path of the route table (app/routes.ts), parameters filled in from the content. */
function routePaths(): string[] {
  return routes.flatMap(({ path }) => {
    if (path === undefined) return ["/"];
    if (path === "*") return [];
    if (!path.includes(":")) return [`/${path}`];
    const values = routeParams[path];
    if (!values) throw new Error(`No content names the values of the route /${path}.`);
    return values.map((value) => `/${path.replace(/:(\w+)/g, (_, name: string) => value[name]!)}`);
  });
}

/** Where the enquiry server sends a form posted without JavaScript (see server/). */
export const enquiryResultPaths = ["/kontakt/danke", "/kontakt/fehler"] as const;

/** Pages that ask search engines not to index them. */
export const noindexPaths: readonly string[] = ["/impressum", ...enquiryResultPaths];

/**
 * The not-found page is prerendered at this path and moved to `404.html`
 * after the build, where static hosts look for it.
 */
export const notFoundPrerenderPath = "/404";

/** The narrowed case lists repeat /cases: prerendered, but not pages of their own. */
const isCaseFilter = (path: string) => caseFilters.some((view) => view.path === path);
const isEnquiryResult = (path: string) => (enquiryResultPaths as readonly string[]).includes(path);

/** The site's pages: what the sitemap lists (less `noindexPaths`) and the page-wide tests visit. */
export function sitePaths(): string[] {
  return routePaths().filter((path) => !isCaseFilter(path) && !isEnquiryResult(path));
}

/** Everything the build renders to static HTML. */
export function prerenderPaths(): string[] {
  return [...routePaths(), notFoundPrerenderPath];
}
