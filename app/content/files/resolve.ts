/** Turns the references of a content file into what the pages show. */
import { labelledCta, offerCta, offerPromises, type OfferKey } from "../offers";
import { type Claim, citations, cited, fact } from "../sources";
import type { Cta, Stat } from "../types";
import type { ActionFile, ClaimFile } from "./schema";

/** The evidence fields of a figure in a file (`source`, `basis`, `year`, `sample`). */
export type EvidenceFile = Pick<ClaimFile, "source" | "basis" | "year" | "sample">;

/** `figure` with its evidence resolved; `sample` only while true (the launch check looks for it). */
export function withEvidence<Figure extends object>(
  figure: Figure,
  { source, basis, year, sample }: EvidenceFile,
): Figure & Claim {
  const claim: Figure & Claim = { ...figure };
  if (sample) claim.sample = true;
  if (source === "fact") claim.source = fact;
  else if (source === "own") claim.source = { kind: "own", basis: basis!, year: year! };
  else if (source) claim.source = cited(citations[source]!);
  return claim;
}

/** A figure with its evidence resolved. */
export function claimOf({ value, label, ...evidence }: ClaimFile): Stat {
  return withEvidence({ value, label }, evidence);
}

/** A button to /kontakt: the conversation's own words (content/settings/offers.yaml) or the file's label. */
export function actionOf({ offer, style, label, topic }: ActionFile): Cta {
  return offer ? offerCta(offer, style, topic) : labelledCta(label!, topic);
}

/**
 * The three promises under a closing button: a conversation's, or the file's own three. Under a
 * button of the file's own words (`primary` without a conversation) the first says what is free.
 */
export function promisesOf(
  promises: { offer?: OfferKey | ""; items?: string[] },
  primary: ActionFile,
): [string, string, string] {
  if (promises.offer) return offerPromises(promises.offer, !primary.offer);
  const [first = "", second = "", third = ""] = promises.items ?? [];
  return [first, second, third];
}
