/**
 * Evidence for the site's claims (UWG § 5: what is claimed must be provable).
 * Every figure or result statement carries one: a published study, the
 * owner's own evaluation with its year, or the offer itself (a duration, a
 * scope, a rule of the method). A claim without one is listed by the launch
 * check and, while it is a sample, shown as "Beispielwert". The studies and
 * these words are in content/settings/sources.yaml.
 */
import { readSettings } from "./files/settings";

/** A published study or article. */
export interface Citation {
  /** Authors in citation form, e.g. "Miller, G. A.". */
  authors: string;
  year: number;
  title: string;
  /** Journal with volume and issue, e.g. "Psychological Review, 63(2)". */
  publication: string;
  /** Where to read it (the DOI link). */
  url: string;
}

export type Source =
  | ({ kind: "citation" } & Citation)
  /** The owner's own records, e.g. "Auswertung der Sales Audits 2021–2025". */
  | { kind: "own"; basis: string; year: number }
  /** A term of the offer or a rule of the method: provable by the offer itself. */
  | { kind: "fact" };

/** A claim: a figure or a result with what it means. */
export interface Claim {
  source?: Source;
  /** Set while the figure is invented (launch check lists it; the page says "Beispielwert"). */
  sample?: true;
}

export const fact: Source = { kind: "fact" };

const file = readSettings("sources");

/** The studies of content/settings/sources.yaml by key; figures name them in their `source`. */
export const citations: Readonly<Record<string, Citation>> = Object.fromEntries(
  file.citations.map(({ key, published, ...citation }) => [key, { ...citation, year: published }]),
);

/** A citation as the source of a claim. */
export const cited = (citation: Citation): Source => ({ kind: "citation", ...citation });

/** The words under a figure: "Quelle", and "Beispielwert" for a figure that stands in for the owner's own. */
export const claimLabels = {
  source: file.labels.sourceLabel,
  sample: file.labels.sampleLabel,
  /** Under a band whose figures are all invented: one note instead of one per figure. */
  sampleBand: file.labels.sampleBandLabel,
  fact: file.labels.factLabel,
};
