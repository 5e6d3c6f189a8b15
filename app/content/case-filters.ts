/**
 * Narrowed views of the case list, derived from the cases themselves: one per
 * sector (the chips on /cases) and one per service that cases name (the
 * "… Cases" button of a service page). Each is a prerendered page, so the
 * filter works without JavaScript.
 */
import { cases, type Case } from "./cases";
import { sectors } from "./sectors";
import { servicePages, type ServiceSlug } from "./services";

type CaseFilterKind = "branche" | "leistung";

export interface CaseFilter {
  kind: CaseFilterKind;
  slug: string;
  /** The sector or the service's name. */
  label: string;
  path: string;
  cases: readonly Case[];
}

function filter(
  kind: CaseFilterKind,
  slug: string,
  label: string,
  matches: (item: Case) => boolean,
): CaseFilter {
  return { kind, slug, label, path: `/cases/${kind}/${slug}`, cases: cases.filter(matches) };
}

/** One view per sector, in the order of `sectors` (a sector may have no case yet). */
export const sectorFilters: readonly CaseFilter[] = Object.entries(sectors).map(([sector, name]) =>
  filter("branche", sector, name, (item) => item.sector === sector),
);

/**
 * One view per service, also while no case names it yet: the view says so honestly
 * (its address stays valid), though the service page's buttons then lead to all cases.
 */
export const serviceFilters: readonly CaseFilter[] = servicePages.map((service) =>
  filter("leistung", service.slug, service.name, (item) => item.services.includes(service.slug)),
);

/** The pages that exist: every service view, the sector views with at least one case. */
export const caseFilters: readonly CaseFilter[] = [
  ...sectorFilters.filter((view) => view.cases.length > 0),
  ...serviceFilters,
];

export function findCaseFilter(kind: string | undefined, slug: string | undefined) {
  return caseFilters.find((view) => view.kind === kind && view.slug === slug);
}

/** The cases that name a service, in the list's order (its view's cases). */
const casesOfService = (service: ServiceSlug): readonly Case[] =>
  serviceFilters.find((view) => view.slug === service)?.cases ?? [];

/**
 * Up to `count` of `cases`, one of each sketch kind, in the content's order: cards side by side
 * that draw the same kind read as one picture twice (rounds 33 and 34: two market grids on a
 * service page). Two kinds make a row of two; a kind repeats only where there are fewer than two.
 */
export function variedCases(cases: readonly Case[], count: number): readonly Case[] {
  const kinds = new Set<string>();
  const first: Case[] = [];
  for (const item of cases) {
    if (kinds.has(item.sketch)) continue;
    kinds.add(item.sketch);
    first.push(item);
  }
  if (first.length >= 2) return first.slice(0, count);
  return [...first, ...cases.filter((item) => !first.includes(item))].slice(0, count);
}

/** A service page's cases: up to three, where it has two or more (one alone left a row empty). */
export function relatedCases(service: ServiceSlug): readonly Case[] {
  const related = variedCases(casesOfService(service), 3);
  return related.length >= 2 ? related : [];
}

/**
 * The case beside each service's hero: one of its cases that no other service shows there, so a
 * visitor moving from service to service meets different proof (two services led with the same
 * case once all did, round 35); its first where all are taken. The services with the fewest
 * cases choose first, and among equals the more specialised, later in the list (sales before
 * go-to-market, whose own case the sales mandate is not).
 */
const heroCases: ReadonlyMap<string, Case> = (() => {
  const shown = new Map<string, Case>();
  const choosing = servicePages
    .map((service, index) => ({ slug: service.slug, index, related: relatedCases(service.slug) }))
    .filter((service) => service.related.length > 0)
    .sort((a, b) => a.related.length - b.related.length || b.index - a.index);
  for (const { slug, related } of choosing) {
    const taken = new Set(shown.values());
    shown.set(slug, related.find((item) => !taken.has(item)) ?? related[0]!);
  }
  return shown;
})();

export const heroCaseOf = (service: ServiceSlug): Case | undefined => heroCases.get(service);

/**
 * Where a service page's cases buttons lead: the case list narrowed to that service, or all
 * cases while none names it (a button should not lead to "noch kein Case").
 */
export function casesPathFor(service: ServiceSlug): string {
  return casesOfService(service).length > 0 ? `/cases/leistung/${service}` : "/cases";
}

/** The narrowed views' words: content/pages/case-list.yaml. */
export { caseViewLabels as caseFilterLabels } from "./cases";
