/**
 * The case studies (/case/{slug}), one file per case in content/cases.
 * The slugs, the pages, the filtered views and the sitemap follow from the files.
 */
import { readCases } from "../files/collections";
import { offerCta, offerPromises } from "../offers";
import { sectors } from "../sectors";
import { servicePages } from "../services";
import { companyName, site } from "../site";
import type { CtaContent, HeroContent, PageMeta, SectionIntro } from "../types";
import type { Case } from "./case";

export * from "./case";

/** All case studies, one file each in content/cases, ordered by their `order` field. */
export const cases: readonly Case[] = readCases(servicePages);

/** The names of the industry sectors listed on /cases (content/settings/sectors.yaml). */
export const industrySectors: readonly string[] = Object.values(sectors);

export const casesMeta: PageMeta = {
  title: "Cases: Strategie, Produkt und Innovation",
  description:
    "Projekte aus Raumfahrt, Maschinenbau, Logistik, Medizintechnik und Konsumgütern: Ausgangslage, Vorgehen und Ergebnisse im Überblick.",
};

export const casesHero: HeroContent = {
  eyebrow: "Cases",
  title: "Aus der Praxis: Entscheidungen, die in Ergebnisse münden",
  lead: "Vom Maschinenbauer bis zum Start-up: Diese Projekte zeigen, wie aus komplexen Fragen Entscheidungen und sichtbare Fortschritte werden. Vertrauliche Mandate sind anonymisiert; Stationen vor der Gründung sind als solche gekennzeichnet.",
  primary: offerCta("klarheitsgespraech", "free"),
  secondary: { label: "Leistungen ansehen", to: "/leistungen" },
};

export const casesSections: { sectors: SectionIntro; grid: SectionIntro } = {
  sectors: {
    // One industry count site-wide (15+, the home counter); the list groups those industries.
    title: `${industrySectors.length} Branchenfelder, ein Prinzip`,
    intro: `Unsere Erfahrung aus mehr als 15 Branchen fassen wir hier in ${industrySectors.length} Branchenfeldern zusammen. Die Märkte sind verschieden, die Muster oft ähnlich: zu viele Optionen, offene Prioritäten, Entscheidungen ohne Umsetzung. Erfahrungen aus einer Branche helfen in der nächsten.`,
  },
  grid: {
    title: `Alle ${cases.length} Cases`,
    intro:
      "Jeder Case zeigt Ausgangslage, Vorgehen und Ergebnisse. Vertrauliche Projekte sind mit NDA gekennzeichnet und ohne Namen beschrieben.",
  },
};

export const casesClosingCta: CtaContent = {
  title: "Ihr Vorhaben könnte der nächste Case sein",
  text: "Erzählen Sie uns, wo Sie gerade stehen. Im kostenlosen Klarheitsgespräch klären wir, welche Entscheidungen jetzt wichtig sind und wie ein sinnvoller erster Schritt aussieht.",
  primary: offerCta("klarheitsgespraech", "free"),
  secondary: { label: "Leistungen ansehen", to: "/leistungen" },
  promises: offerPromises("klarheitsgespraech"),
};

/** UI words of the case list and the case pages. */
export const caseLabels = {
  sectorsList: "Branchenfelder",
  outcomes: "Ausgewählte Ergebnisse",
  badges: "Schwerpunkte",
  details: "Details",
  /** Visually hidden after "Details", followed by the case title. */
  detailsFor: "zum Case",
  nda: "NDA",
  public: "Public",
  backToList: "Zurück zu allen Cases",
  industry: "Branche",
  type: "Typ",
  services: "Services",
  status: "Status",
  context: "Kontext & Ausgangslage",
  approach: "Unser Vorgehen",
  /** For a station of the founder's career: the work was his, not the firm's. */
  stationApproach: "Die Rolle damals",
  stationNote: (station: NonNullable<Case["station"]>) =>
    `Eine Station aus der Laufbahn von ${site.founder.fullName} vor der Gründung von ${companyName}: ${station.role} bei ${station.employer}, ${station.period}. Kein Mandat von ${companyName}.`,
  results: "Ergebnisse & Outcomes",
  metrics: "Kennzahlen",
  gallery: "Einblicke ins Projekt",
  testimonial: "Stimme aus dem Projekt",
  nextCase: "Nächster Case",
  moreCases: "Weitere Cases",
} as const;

/** Title and description of a case page. */
export function caseMeta(item: Case): PageMeta {
  return {
    title: `Case: ${item.title}`,
    description: `${item.subtitle}. ${caseLabels.industry}: ${item.industry}. Ausgangslage, Vorgehen und Ergebnisse im Überblick.`,
  };
}

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
