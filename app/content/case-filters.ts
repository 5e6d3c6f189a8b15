/**
 * Narrowed views of the case list, derived from the cases themselves: one per
 * sector (the chips on /cases) and one per service that cases name (the
 * "… Cases" button of a service page). Each is a prerendered page, so the
 * filter works without JavaScript.
 */
import { cases, type Case } from "./cases";
import { sectors } from "./sectors";
import { servicePages, type ServiceSlug } from "./services";

export type CaseFilterKind = "branche" | "leistung";

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
 * One view per service, also while no case names it yet: its "… Cases" button
 * leads there and the view says so honestly instead of showing every case.
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

/** Where a service page's "… Cases" buttons lead: the case list narrowed to that service. */
export function casesPathFor(service: ServiceSlug): string {
  return `/cases/leistung/${service}`;
}

/** UI words of the narrowed views. */
export const caseFilterLabels = {
  all: "Alle Cases",
  /** Heading of a narrowed grid: "3 Cases: Logistik & Schifffahrt". */
  heading: (view: CaseFilter) =>
    `${view.cases.length === 0 ? "Noch keine" : view.cases.length} ${view.cases.length === 1 ? "Case" : "Cases"}: ${view.label}`,
  metaTitle: (view: CaseFilter) => `Cases: ${view.label}`,
  metaDescription: (view: CaseFilter) =>
    `${view.kind === "branche" ? "Projekte aus der Branche" : "Projekte mit der Leistung"} ${view.label}: Ausgangslage, Vorgehen und Ergebnisse im Überblick.`,
  serviceIntro: "Projekte, in denen diese Leistung eine Rolle gespielt hat.",
  /** A service no published case names yet. */
  none: (view: CaseFilter) =>
    `Zu „${view.label}“ gibt es noch keinen veröffentlichten Case. Vergleichbare Projekte schildern wir Ihnen gern im Gespräch – oder sehen Sie sich alle Cases an.`,
  sectorIntro: "Projekte aus dieser Branche.",
} as const;
