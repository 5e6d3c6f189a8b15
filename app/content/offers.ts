/**
 * The free conversation the site offers, defined once: one name, one
 * length, one purpose. Every button, promise line and text that offers one
 * takes its words from here, so a visitor sees which conversation a button
 * leads to. The owner edits them in content/settings/offers.yaml, read at
 * build time (./files/settings.ts). There is one (issue 31): every button
 * leads to it on /kontakt, a service's button with its topic chosen. The buttons say "buchen" only when a booking page is configured
 * (`site.bookingUrl`); otherwise the visitor asks for a date: "anfragen".
 */
import { readSettings } from "./files/settings";
import { site } from "./site";
import type { Cta } from "./types";

interface Offer {
  name: string;
  /** Grammatical gender of `name`, for "kostenloses/kostenlose/kostenloser". */
  gender: "n" | "f" | "m";
  minutes: number;
  /** One sentence: what the conversation is for. */
  purpose: string;
}

const file = readSettings("offers");

/** The conversations of content/settings/offers.yaml by key, in the file's order. */
export const offers: Readonly<Record<string, Offer>> = Object.fromEntries(
  file.conversations.map(({ key, ...offer }) => [key, offer]),
);

export type OfferKey = string;

/** The offer of `key`; a key no conversation has stops the build. */
function offerOf(key: OfferKey): Offer {
  const offer = offers[key];
  if (!offer)
    throw new Error(`Kein Gespräch mit dem Schlüssel „${key}“ in content/settings/offers.yaml`);
  return offer;
}

/** "buchen" with a booking page, else "anfragen": a button promises only what happens. */
export const offerVerb = site.bookingUrl ? "buchen" : "anfragen";

const free = { n: "Kostenloses", f: "Kostenlose", m: "Kostenloser" } as const;

/** "Kostenloses Klarheitsgespräch": the adjective in the offer's gender. */
const freeName = (offer: Offer) => `${free[offer.gender]} ${offer.name}`;

/** "25 Minuten". */
export const offerLength = (key: OfferKey) => `${offerOf(key).minutes} Minuten`;

/** For a sentence, in any case: "Klarheitsgespräch (25 Minuten, kostenlos)". */
export const offerInText = (key: OfferKey) =>
  `${offerOf(key).name} (${offerLength(key)}, kostenlos)`;

type OfferStyle = "plain" | "free" | "length";

/**
 * A button to /kontakt for one offer. Every page says it one way (issue 31: one label for the one
 * free conversation), "Kostenloses Klarheitsgespräch anfragen"; `plain` "Klarheitsgespräch
 * anfragen" and `length` "25-Minuten-Klarheitsgespräch anfragen" (the spec's words on
 * /zukunftssicher). Its `note` holds the promises the label leaves out ("25 Minuten ·
 * Unverbindlich"), for the line under a hero's button.
 */
export function offerCta(key: OfferKey, style: OfferStyle = "free", topic?: string): Cta {
  const offer = offerOf(key);
  const name = {
    plain: offer.name,
    free: freeName(offer),
    length: `${offer.minutes}-Minuten-${offer.name}`,
  }[style];
  const [gratis, binding, length] = offerPromises(key);
  const unsaid = { plain: [gratis, length], free: [length, binding], length: [gratis, binding] }[
    style
  ];
  return {
    label: `${name} ${offerVerb}`,
    to: topicPath(topic),
    note: unsaid.join(" · "),
  };
}

/** The free conversation every page offers: the first of content/settings/offers.yaml. */
export const mainOffer: OfferKey = file.conversations[0]!.key;

/**
 * A button of the file's own words ("Sales Audit anfragen", the spec's labels) that leads to the
 * free conversation: its note says which ("Kostenloses Klarheitsgespräch · 25 Minuten").
 */
export function labelledCta(label: string, topic?: string): Cta {
  const offer = offerOf(mainOffer);
  return {
    label,
    to: topicPath(topic),
    note: `${freeName(offer)} · ${offerLength(mainOffer)}`,
  };
}

/**
 * The three promise labels under a closing call to action that offers a conversation. Under a
 * button of its own words ("Sales Audit anfragen", a paid service) "Kostenlos" alone would
 * price the service: there the first names what is free, "Klarheitsgespräch kostenlos".
 */
export function offerPromises(key: OfferKey, nameFree = false): [string, string, string] {
  return [
    nameFree ? `${offerOf(key).name} kostenlos` : "Kostenlos",
    "Unverbindlich",
    offerLength(key),
  ];
}

/** The section on /kontakt that presents the conversation. */
export const offerList = file.list;

/** The topics the form offers (content/settings/offers.yaml), by key, in the file's order. */
export const topics: readonly { key: string; label: string }[] = file.topics;

/** Where a button for `topic` leads: the form with that topic chosen. */
export const topicPath = (topic?: string) =>
  topic ? `/kontakt?thema=${encodeURIComponent(topic)}` : "/kontakt";
