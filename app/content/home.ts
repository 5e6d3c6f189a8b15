/** Copy of the home page (/). */
import type { Claim } from "./sources";
import { offerCta, offerLength, offerPromises, offers } from "./offers";
import { dates, formatPeriod } from "./dates";
import { companyName, founderPath, site } from "./site";
import type { Cta, CtaContent, PageMeta, SampleMarker, SectionIntro } from "./types";

/** A sector the consultancy has worked in, with organisations and one lesson learned there. */
export interface ExperienceCard {
  sector: string;
  /** Organisations from the case list, or anonymised descriptions of a company kind. */
  companies: string[];
  /** One line: what was learned in this sector. */
  insight: string;
}

/** One of the five focus areas; `link.label` is always "Details ansehen". */
export interface FocusArea {
  title: string;
  description: string;
  /** What the client has at the end. */
  outcome: string;
  link: Cta;
}

/** An animated counter, counting from 0 to `target`, shown as `${target}${suffix}`. */
export interface Counter extends Claim {
  target: number;
  suffix: string;
  label: string;
}

/**
 * A client quote; never attributed to a named real person. Marked as a sample
 * until the owner enters a real, approved quote.
 */
export interface Testimonial extends SampleMarker {
  quote: string;
  /** A role, not a name (e.g. "Geschäftsführerin"). */
  author: string;
  /** Anonymised kind of company and region. */
  role: string;
}

export const homeMeta: PageMeta = {
  title: `Strategie, Produkt & Innovation aus ${site.address.city}`,
  description: `Unabhängige Beratung für Mittelstand, Gründerinnen, Gründer und Start-ups: tragfähige Entscheidungen mit HexaCore, vom Markt bis zur Umsetzung. Jetzt ${offerCta("klarheitsgespraech").label}.`,
};

export const homeHero: { title: string; statement: string; portraitAlt: string; cta: Cta } = {
  title: "Muster erkennen, wo andere Chaos sehen.",
  // Kept short: on a 360 px phone the button below it must stay clear of the cookie banner.
  statement: `Unabhängige Beratung für Strategie, Produkt und Innovation aus ${site.address.city}: Wir machen Entscheidungen sichtbar und begleiten die Umsetzung, bis Ergebnisse messbar sind.`,
  portraitAlt: `Porträt von ${site.founder.fullName}, ${site.founder.role} bei ${companyName}`,
  cta: offerCta("klarheitsgespraech", "free"),
};

export const experienceIntro: SectionIntro = {
  title: "Erfahrung aus mehr als 15 Branchen",
  intro:
    "Von der Raumfahrt bis ins Supermarktregal: Was in einer Branche funktioniert, löst oft die Probleme einer anderen. Diese Muster bringen wir in Ihr Projekt mit.",
};

export const experienceCards: readonly ExperienceCard[] = [
  {
    sector: "Raumfahrt & Wissenschaft",
    companies: [
      `SCISYS (Station ${formatPeriod(dates.stations.scisys)})`,
      "Forschungseinrichtungen als Auftraggeber",
    ],
    insight:
      "Wo Fehler teuer sind, schlagen saubere Entscheidungsgrundlagen jede schnelle Meinung.",
  },
  {
    sector: "Industrie & Maschinenbau",
    companies: [
      "Paglierani",
      "Selene",
      `Panasonic (Station ${formatPeriod(dates.stations.consulting)})`,
      "Nort",
    ],
    insight:
      "Prozesse skalieren erst, wenn die Schnittstellen zwischen Technik, Vertrieb und Service geklärt sind.",
  },
  {
    sector: "Medizintechnik & Regulierung",
    companies: [
      "Medizintechnik-Hersteller aus dem Mittelstand (NDA)",
      "Nort: Batterien als Gefahrgut",
    ],
    insight: "Regulierung bremst nicht, wenn sie von Anfang an Teil der Produktentscheidung ist.",
  },
  {
    sector: "Konsumgüter & Marken",
    companies: ["Knabberteller", "Neurogum", "AstroPlants", "Green Cocoon"],
    insight: "Marken wachsen, wenn Produkt, Preis und Geschichte dasselbe Versprechen geben.",
  },
];

export const hexacoreTeaser: { title: string; intro: string; nodes: readonly string[]; cta: Cta } =
  {
    title: "HexaCore: unsere Methode für tragfähige Entscheidungen",
    intro:
      "Menschen behalten nur etwa 7±2 Dinge gleichzeitig im Blick. HexaCore führt jede Entscheidung durch sechs Prozessschritte und begrenzt jede Ebene des Entscheidungsbaums auf 7±2 Faktoren. So bleibt das Bild vollständig und trotzdem lesbar: von der ersten Analyse bis zur nächsten Iteration.",
    nodes: ["Analyse", "Struktur", "Visualisierung", "Entscheidung", "Umsetzung", "Iteration"],
    cta: { label: "HexaCore-Framework entdecken", to: "/hexacore" },
  };

export const focusIntro: SectionIntro = {
  title: "Fünf Schwerpunkte",
  intro:
    "Wir arbeiten dort, wo Strategie, Produkt und Umsetzung zusammenkommen. Jeder Schwerpunkt endet mit einem greifbaren Ergebnis.",
};

export const focusAreas: readonly FocusArea[] = [
  {
    title: "Decision Architecture & Strategy",
    description:
      "Wir strukturieren komplexe Entscheidungen, machen Optionen vergleichbar und legen Prioritäten fest, die Ihr ganzes Team mitträgt.",
    outcome: "Eine begründete Entscheidung mit Verantwortlichen und nächsten Schritten.",
    link: { label: "Details ansehen", to: "/leistungen/decision-architecture" },
  },
  {
    title: "Innovation & Ideenmanagement",
    description:
      "Markt- und Nutzerforschung, die Ideen früh prüft: Interviews, Wettbewerbsanalysen und belastbare Erkenntnisse statt Bauchgefühl.",
    outcome: "Ein priorisiertes Ideenportfolio, gestützt auf echte Kundenstimmen.",
    link: { label: "Details ansehen", to: "/leistungen/research-insights" },
  },
  {
    title: "Produktentwicklung & Markenaufbau",
    description:
      "Vom Problem zum testbaren Produkt: mit Prototypen, Nutzertests und einer Markengeschichte, die Ihre Kunden sofort verstehen.",
    outcome: "Ein geprüftes Produktkonzept und eine Positionierung, die trägt.",
    link: { label: "Details ansehen", to: "/leistungen/product-innovation" },
  },
  {
    title: "Growth & Business Design",
    description:
      "Geschäftsmodell, Preise und Markteintritt werden so aufeinander abgestimmt, dass Wachstum planbar wird.",
    outcome: "Ein Go-to-Market-Plan mit Zielgruppen, Kanälen und Kennzahlen.",
    link: { label: "Details ansehen", to: "/leistungen/gtm-growth" },
  },
  {
    title: "Automatisierung & KI-Prozesse",
    description:
      "Wir automatisieren wiederkehrende Abläufe und setzen KI dort ein, wo sie messbar Zeit spart: sicher, nachvollziehbar und gemeinsam mit Ihrem Team.",
    outcome: "Schlankere Prozesse und mehr Zeit für die Arbeit, die Wert schafft.",
    link: { label: "Details ansehen", to: "/leistungen/digital-transformation" },
  },
];

export const resultsIntro: SectionIntro = {
  title: "Ergebnisse, die zählen",
  intro:
    "Erfahrung aus Konzernen, Mittelstand und Start-ups, gebündelt in einer Beratung. Die Zahlen umfassen auch die Stationen vor der Gründung.",
};

// Samples until the owner has counted them from their own records and named that as the source.
export const counters: readonly Counter[] = [
  { sample: true, target: 15, suffix: "+", label: "Jahre Erfahrung" },
  { sample: true, target: 50, suffix: "+", label: "Projekte begleitet" },
  { sample: true, target: 50, suffix: "+", label: "Optimierte Prozesse" },
  { sample: true, target: 15, suffix: "+", label: "Branchen" },
];

// Sample: stands in for a real quote the owner has permission to publish.
export const homeTestimonial: Testimonial = {
  sample: true,
  quote:
    "Nach zwei Workshops hatten wir, was uns lange gefehlt hat: eine gemeinsame Sicht auf das Geschäft und drei feste Prioritäten. Seitdem entscheiden wir schneller und diskutieren weniger im Kreis.",
  author: "Geschäftsführung",
  role: "Mittelständischer Medizintechnik-Hersteller",
};

export const homeClosingCta: CtaContent = {
  title: "Wo hakt Ihre wichtigste Entscheidung?",
  text: `Im ${offers.klarheitsgespraech.name} ordnen wir in ${offerLength("klarheitsgespraech")} Ihre wichtigste Frage und besprechen, ob und wie wir helfen können. Kostenlos, unverbindlich und ohne Verkaufsdruck.`,
  primary: offerCta("klarheitsgespraech", "free"),
  secondary: { label: `Mehr über ${site.founder.firstName}`, to: founderPath },
  promises: offerPromises("klarheitsgespraech"),
};

/** Small UI words of the home page. */
export const homeLabels = {
  companies: "Stationen",
  insight: "Erkenntnis",
  outcome: "Ergebnis",
  diagram: "Die sechs Prozessschritte von HexaCore als Kreislauf",
  diagramCenter: "HexaCore",
  diagramCaption: "7±2 Faktoren pro Ebene",
  counters: "Ergebnisse in Zahlen",
} as const;
