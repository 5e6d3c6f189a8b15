/**
 * The free conversations the site offers, each defined once: one name, one
 * length, one purpose. Every button, promise line and text that offers one
 * takes its words from here, so a visitor sees which conversation a button
 * leads to. All of them start with a message or a booking on /kontakt, which
 * lists them. The buttons say "buchen" only when a booking page is configured
 * (`site.bookingUrl`); otherwise the visitor asks for a date: "anfragen".
 */
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

export const offers = {
  klarheitsgespraech: {
    name: "Klarheitsgespräch",
    gender: "n",
    minutes: 25,
    purpose:
      "Wir ordnen Ihre wichtigste Frage und klären, ob und wie wir helfen können – auch ob das 30-Tage-Programm zu Ihrer Lage passt.",
  },
  kennenlerngespraech: {
    name: "Kennenlerngespräch",
    gender: "n",
    minutes: 30,
    purpose:
      "Sie lernen den Berater kennen und schildern Ihr Vorhaben; wir sagen ehrlich, ob es passt.",
  },
  strategiegespraech: {
    name: "Strategiegespräch",
    gender: "n",
    minutes: 30,
    purpose:
      "Wir klären für eine Leistung den Rahmen: Ziel, Umfang, Zeitplan und den sinnvollen ersten Schritt.",
  },
  startupCheck: {
    name: "Start-up-Check",
    gender: "m",
    minutes: 45,
    purpose:
      "Wir prüfen mit Gründerinnen und Gründern, wo ihr Vorhaben steht und was als Nächstes zählt.",
  },
  erstsitzung: {
    name: "Erstsitzung",
    gender: "f",
    minutes: 60,
    purpose:
      "Wir strukturieren mit Ihrem Team eine echte Entscheidung und schlagen das passende Format vor.",
  },
  standortbestimmung: {
    name: "Standortbestimmung",
    gender: "f",
    minutes: 60,
    purpose:
      "Wir gehen Ihre Abläufe und Systeme durch und zeigen die vielversprechendsten Ansatzpunkte für Digitalisierung und Transformation.",
  },
} as const satisfies Record<string, Offer>;

export type OfferKey = keyof typeof offers;

/** "buchen" with a booking page, else "anfragen": a button promises only what happens. */
export const offerVerb = site.bookingUrl ? "buchen" : "anfragen";

const free = { n: "Kostenloses", f: "Kostenlose", m: "Kostenloser" } as const;

/** "25 Minuten". */
export const offerLength = (key: OfferKey) => `${offers[key].minutes} Minuten`;

/** For a sentence, in any case: "Klarheitsgespräch (25 Minuten, kostenlos)". */
export const offerInText = (key: OfferKey) =>
  `${offers[key].name} (${offerLength(key)}, kostenlos)`;

/**
 * A button to /kontakt for one offer: "Klarheitsgespräch anfragen", with
 * `free` "Kostenloses Klarheitsgespräch anfragen", with `length`
 * "25-Minuten-Klarheitsgespräch anfragen".
 */
export function offerCta(key: OfferKey, style: "plain" | "free" | "length" = "plain"): Cta {
  const offer = offers[key];
  const name = {
    plain: offer.name,
    free: [free[offer.gender], offer.name].join(" "),
    length: `${offer.minutes}-Minuten-${offer.name}`,
  }[style];
  // Joined, not templated: the build's typography pass reads "} $" as a number and a unit.
  return { label: [name, offerVerb].join(" "), to: "/kontakt" };
}

/** The three promise labels under a closing call to action that offers a conversation. */
export function offerPromises(key: OfferKey): [string, string, string] {
  return ["Kostenlos", "Unverbindlich", offerLength(key)];
}

/** The section on /kontakt that lists every offer. */
export const offerList = {
  title: "Welches Gespräch passt?",
  intro:
    "Alle Gespräche sind kostenlos und unverbindlich, per Video oder vor Ort. Schreiben Sie uns, welches Sie möchten – oder lassen Sie es offen, wir schlagen eines vor.",
} as const;
