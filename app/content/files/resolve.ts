/** Turns the references of a content file into what the pages show. */
import { offerCta, offerPromises, type OfferKey } from "../offers";
import { citations, cited, fact } from "../sources";
import type { Cta, Stat } from "../types";
import type { ActionFile, ClaimFile } from "./schema";

/** A figure with its evidence resolved; `sample` only while true (the launch check looks for it). */
export function claimOf({ value, label, source, basis, year, sample }: ClaimFile): Stat {
  const claim: Stat = { value, label };
  if (sample) claim.sample = true;
  if (source === "fact") claim.source = fact;
  else if (source === "own") claim.source = { kind: "own", basis: basis!, year: year! };
  else if (source) claim.source = cited(citations[source]);
  return claim;
}

/** A button to /kontakt: the conversation's own words (app/content/offers.ts) or the file's label. */
export function actionOf({ offer, style, label }: ActionFile): Cta {
  return offer ? offerCta(offer, style) : { label: label!, to: "/kontakt" };
}

/** The three promises under a closing button: a conversation's, or the file's own three. */
export function promisesOf(promises: {
  offer?: OfferKey | "";
  items?: string[];
}): [string, string, string] {
  if (promises.offer) return offerPromises(promises.offer);
  const [first = "", second = "", third = ""] = promises.items ?? [];
  return [first, second, third];
}
