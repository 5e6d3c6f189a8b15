/**
 * The case studies (/case/{slug}), one file per case in content/cases.
 * The slugs, the pages, the filtered views and the sitemap follow from the files.
 */
import { clientMention, clients } from "../clients";
import { readCases, readPage } from "../files/collections";
import { sectors } from "../sectors";
import { servicePages } from "../services";
import type { Case } from "./case";

export * from "./case";
export {
  labelledMarks,
  numberedKinds,
  sketchKinds,
  type SketchKind,
  type SketchMark,
} from "./sketch";

/** All case studies, one file each in content/cases, ordered by their `order` field. */
export const cases: readonly Case[] = readCases(servicePages);

/** The names of the industry sectors listed on /cases (content/settings/sectors.yaml). */
export const industrySectors: readonly string[] = Object.values(sectors);

/** /cases and the words of the case pages: content/pages/case-list.yaml. */
const casesPage = readPage("case-list");

export const casesMeta = casesPage.meta;
export const casesHero = casesPage.hero;
export const casesSections = { sectors: casesPage.sectors, grid: casesPage.grid };
export const casesClosingCta = casesPage.closing;
/** The words of the case list and the case pages (the spec's among them). */
export const caseLabels = casesPage.labels;
/** The narrowed views' words (../case-filters.ts). */
export const caseViewLabels = casesPage.views;

/** Title and description of a case page. */
export const caseMeta = (item: Case) => casesPage.caseMeta(item);

/** The case with this slug, or undefined for an unknown or missing slug. */
export function findCase(slug: string | undefined): Case | undefined {
  if (slug === undefined) return undefined;
  return cases.find((item) => item.slug === slug);
}

/** The case after `slug`, wrapping from the last to the first. */
export function nextCase(slug: string): Case {
  const index = cases.findIndex((item) => item.slug === slug);
  const next = cases[(index + 1) % cases.length];
  if (next === undefined) throw new Error("The case list is empty.");
  return next;
}

/**
 * A firm's case by how the texts name it ("Selene (Platzhalter)", from {kunde:selene}): home's
 * sector list links each firm that has a case to it. The first case of a firm wins.
 */
export const caseByClientName: ReadonlyMap<string, Case> = new Map(
  cases
    .toReversed()
    .flatMap((item) =>
      item.client ? [[clientMention(clients[item.client]!), item] as const] : [],
    ),
);
