/** Copy of the services overview (/leistungen). The UI numbers the sections 01–08. */
import { guaranteeMention } from "./guarantee";
import { offerCta, offerLength, offerPromises } from "./offers";
import type {
  SampleMarker,
  Cta,
  CtaContent,
  FaqItem,
  HeroContent,
  IconName,
  PageMeta,
  SectionIntro,
  TextCard,
} from "./types";

/** One of the three packaged offers with price. */
export interface Offer {
  id: string;
  icon: IconName;
  title: string;
  /** Duration or phase, e.g. "1–2 Tage". */
  subtitle: string;
  description: string;
  /** What the client takes home. */
  artifacts: string[];
  /** The benefit in one sentence. */
  value: string;
  /** Price text, e.g. "ab 3.500 €". */
  price: string;
  cta: Cta;
}

/** A card linking to a service detail page; `link.label` is always "Mehr erfahren". */
export interface SpecialisedService {
  id: string;
  title: string;
  description: string;
  link: Cta;
}

/** An anonymised project story. */
/** Mirrors an anonymised case; a sample until that case is a real, anonymised mandate. */
export interface SuccessStory extends SampleMarker {
  title: string;
  /** Industry and kind of company, never a company name. */
  industry: string;
  result: string;
  impact: string;
}

/** What one industry taught us and how we apply it elsewhere. */
export interface IndustryPattern {
  industry: string;
  learnings: string[];
  application: string;
}

/** Prices are net and for businesses only (no consumer contracts, so no consumer price rules). */
export const priceTerms = {
  vat: "zzgl. USt.",
  note: "Alle Preise netto zuzüglich der gesetzlichen Umsatzsteuer. Unsere Angebote richten sich ausschließlich an Unternehmen, Selbstständige und Gründungsteams (B2B), nicht an Verbraucher.",
} as const;

export const servicesMeta: PageMeta = {
  title: "Leistungen: Strategie, Innovation & Wachstum",
  description:
    "Workshops, Sprints und Begleitung für Unternehmen, Mittelstand und Start-ups: Decision Architecture ab 3.500 € zzgl. USt., Innovation Sprint und Scale Architecture mit festen Preisen.",
};

export const servicesHero: HeroContent = {
  eyebrow: "Leistungen",
  title: "Beratung, die Entscheidungen möglich macht",
  lead: "Von der ersten Frage bis zum messbaren Ergebnis: Wir strukturieren Ihre Lage, entwickeln tragfähige Optionen und begleiten die Umsetzung. Mit festen Paketen, veröffentlichten Einstiegspreisen und einem Ansprechpartner.",
  primary: offerCta("erstsitzung", "free"),
  secondary: { label: "Cases ansehen", to: "/cases" },
};

export const servicesSections: {
  framework: SectionIntro;
  offers: SectionIntro;
  specialised: SectionIntro;
  stories: SectionIntro;
  patterns: SectionIntro;
  faq: SectionIntro;
} = {
  framework: {
    title: "So arbeiten wir: mit HexaCore",
    intro:
      "Jedes Projekt folgt derselben Logik. Wir reduzieren Komplexität auf das, was ein Team gleichzeitig überblicken kann, und machen Entscheidungen nachvollziehbar.",
  },
  offers: {
    title: "Drei Angebote für drei Phasen",
    intro:
      "Ob Sie eine Entscheidung treffen, eine Idee an den Markt bringen oder ein Geschäft skalieren wollen: Jedes Paket hat einen festen Umfang und einen festen Einstiegspreis.",
  },
  specialised: {
    title: "Spezialisierte Leistungen",
    intro: "Für besondere Situationen gibt es eigene Formate. Drei davon sind besonders gefragt.",
  },
  stories: {
    title: "Erfolgsgeschichten",
    intro:
      "Drei Projekte aus unserer Praxis. Die Namen bleiben vertraulich, die Ergebnisse sprechen für sich.",
  },
  patterns: {
    title: "Muster aus verschiedenen Branchen",
    intro:
      "Was wir in einer Branche lernen, nutzen wir in der nächsten. So profitieren Sie von Lösungen, die sich anderswo schon bewährt haben.",
  },
  faq: {
    title: "Häufige Fragen",
  },
};

export const frameworkPillars: readonly TextCard[] = [
  {
    title: "7±2 Faktoren pro Ebene",
    description:
      "Menschen überblicken nur fünf bis neun Dinge gleichzeitig. Deshalb begrenzen wir jede Ebene einer Entscheidung auf 7±2 Faktoren.",
    detail: "Weniger Überforderung, schnellere Einigung.",
  },
  {
    title: "Sechs Prozessschritte",
    description:
      "Jede Fragestellung durchläuft sechs Schritte: Analyse, Struktur, Visualisierung, Entscheidung, Umsetzung und Iteration. So fehlt nichts Wesentliches, und Unwichtiges bleibt draußen.",
    detail: "Ein vollständiges Bild ohne Datenflut.",
  },
  {
    title: "Sichtbare Entscheidungslogik",
    description:
      "Abhängigkeiten, Optionen und Kriterien stehen auf einer Karte. Jeder im Team sieht, warum eine Entscheidung so gefallen ist.",
    detail: "Nachvollziehbar für Führung, Team und Gesellschafter.",
  },
  {
    title: "Umsetzung und Iteration",
    description:
      "Eine Entscheidung ist erst fertig, wenn sie wirkt. Wir übersetzen sie in Aufgaben und Meilensteine und prüfen die Wirkung in festen Abständen.",
    detail: "Messbare Ergebnisse statt Folien im Schrank.",
  },
];

export const offers: readonly Offer[] = [
  {
    id: "decision-architecture-workshop",
    icon: "compass",
    title: "Decision Architecture Workshop",
    subtitle: "1–2 Tage",
    description:
      "Für eine wichtige Entscheidung, die schon zu lange offen ist. Gemeinsam mit Ihrem Führungsteam strukturieren wir die Frage mit HexaCore und kommen zu einem belastbaren Ergebnis.",
    artifacts: [
      "Entscheidungslandkarte mit 7±2 Faktoren pro Ebene",
      "Bewertete Optionen mit festen Kriterien",
      "Priorisierte Liste der Maßnahmen",
      "Dokumentierte Entscheidungslogik",
    ],
    value: "Eine tragfähige Entscheidung in Tagen statt in Monaten.",
    price: `ab 3.500 € ${priceTerms.vat}`,
    cta: { label: "Workshop anfragen", to: "/kontakt" },
  },
  {
    id: "innovation-sprint",
    icon: "rocket",
    title: "Innovation Sprint",
    subtitle: "Von 0 auf 1 in 30 Tagen",
    description:
      "Für eine neue Produkt- oder Serviceidee, die Sie schnell und günstig prüfen wollen. In 30 Tagen gehen wir vom Problem über den Prototyp bis zum Test mit echten Kunden.",
    artifacts: [
      "Problem- und Zielgruppenanalyse",
      "Anklickbarer Prototyp",
      "Ergebnisse aus Tests mit echten Nutzerinnen und Nutzern",
      "Empfehlung: weitermachen, anpassen oder stoppen",
    ],
    value: "Gewissheit über Ihre Idee, bevor Sie größere Summen investieren.",
    price: `ab 8.500 € ${priceTerms.vat}`,
    cta: { label: "Sprint anfragen", to: "/kontakt" },
  },
  {
    id: "scale-architecture",
    icon: "layers",
    title: "Scale Architecture",
    subtitle: "Von 1 auf n",
    description:
      "Für ein Geschäft, das funktioniert und jetzt wachsen soll. Wir bauen Strukturen, Prozesse und Kennzahlen, mit denen Wachstum nicht im Chaos endet.",
    artifacts: [
      "Wachstumsstrategie mit Prioritäten",
      "Prozess- und Organisationsdesign",
      "Kennzahlensystem mit Zielwerten",
      "Umsetzungsplan mit Meilensteinen",
    ],
    value: "Wachstum, das planbar bleibt und Ihr Team nicht überfordert.",
    price: `ab 12.500 € ${priceTerms.vat}`,
    cta: { label: "Beratung anfragen", to: "/kontakt" },
  },
];

export const specialisedServices: readonly SpecialisedService[] = [
  {
    id: "startup-readiness",
    title: "Start-up Readiness Suite",
    description:
      "Markttest, Pitch-Deck und Finanzplan aus einer Hand. Für Gründungsteams, die Kunden und Investoren überzeugen wollen.",
    link: { label: "Mehr erfahren", to: "/leistungen/startup-readiness" },
  },
  {
    id: "no-code-prototyping",
    title: "No-Code-Prototyping",
    description:
      "Funktionsfähige Prototypen in ein bis zwei Wochen, getestet mit echten Nutzerinnen und Nutzern, bevor Entwicklungskosten anfallen.",
    link: { label: "Mehr erfahren", to: "/leistungen/no-code-prototyping" },
  },
  {
    id: "future-ready",
    title: "Future Ready Program",
    description:
      "Begleitung über 12–36 Monate: Kerngeschäft schützen, Angebot erweitern und neue Geschäftsfelder aufbauen.",
    link: { label: "Mehr erfahren", to: "/leistungen/future-ready" },
  },
];

export const successStories: readonly SuccessStory[] = [
  {
    sample: true,
    title: "Neupositionierung einer B2B-Gruppe",
    industry: "Industrielle Dienstleistungen, Unternehmensgruppe mit mehreren Marken",
    result:
      "Ein gemeinsames Wertversprechen für drei Geschäftsbereiche und eine durchgängige Markenarchitektur.",
    impact:
      "Der Vertrieb spricht mit einer Stimme, Angebote entstehen schneller und wirken geschlossener.",
  },
  {
    sample: true,
    title: "Markenaufbau nach der Series-A-Finanzierung",
    industry: "Software-Start-up, Series A",
    result:
      "Positionierung, Markenkern und Botschaften, die Investoren, Kunden, Bewerberinnen und Bewerber gleichermaßen überzeugen.",
    impact:
      "Das ganze Team erzählt dieselbe Geschichte, und die Marke trägt den nächsten Wachstumsschritt.",
  },
  {
    sample: true,
    title: "Innovationsprozess im Medizintechnik-Mittelstand",
    industry: "Medizintechnik, mittelständischer Hersteller",
    result:
      "Ein Ideenprozess mit festen Entscheidungspunkten, in dem regulatorische Anforderungen von Beginn an berücksichtigt werden.",
    impact:
      "Weniger Projekte versanden, und die Entwicklung konzentriert sich auf die Ideen mit den besten Aussichten.",
  },
];

export const industryPatterns: readonly IndustryPattern[] = [
  {
    industry: "Raumfahrt & Wissenschaft",
    learnings: [
      "Entscheidungen mit ihren Kriterien dokumentieren",
      "Risiken früh und systematisch bewerten",
      "Komplexität in überschaubare Module zerlegen",
    ],
    application:
      "Diese Disziplin übertragen wir auf Produktentscheidungen im Mittelstand, ohne den Aufwand einer Raumfahrtmission.",
  },
  {
    industry: "Logistik & Industrie",
    learnings: [
      "Schnittstellen sind die häufigste Fehlerquelle",
      "Kennzahlen wirken nur, wenn jemand für sie verantwortlich ist",
      "Standards schaffen Freiraum für Ausnahmen",
    ],
    application:
      "Wir gestalten Prozesse und Verantwortlichkeiten so, dass Ihr Unternehmen wachsen kann, ohne an Übergaben zu scheitern.",
  },
  {
    industry: "Konsumgüter & Marken",
    learnings: [
      "Kunden kaufen Geschichten, nicht Eigenschaften",
      "Preis und Verpackung sind Teil des Produkts",
      "Schnelle Tests am Markt schlagen lange Planung",
    ],
    application:
      "Auch im B2B-Geschäft nutzen wir diese Prinzipien, um Angebote verständlicher und Markteinführungen schneller zu machen.",
  },
];

export const servicesFaq: readonly FaqItem[] = [
  {
    question: "Für wen ist Ihre Beratung gedacht?",
    answer:
      "Für Inhaberinnen, Inhaber und Geschäftsführungen mittelständischer Unternehmen, für Gründerinnen, Gründer und Start-ups sowie für Teams, die in größeren Organisationen eine Transformation verantworten. Gemeinsam ist allen: Es steht eine wichtige Entscheidung an, und es fehlt die Zeit, sie allein zu strukturieren.",
  },
  {
    question: "Wie läuft die kostenlose Erstsitzung ab?",
    answer: `In ${offerLength("erstsitzung")} besprechen wir Ihre Ausgangslage und Ihr Ziel. Sie erhalten eine erste Einschätzung und einen Vorschlag für das passende Format. Die Sitzung ist unverbindlich, ein Auftrag folgt nur, wenn beide Seiten überzeugt sind.`,
  },
  {
    question: "Was kostet eine Zusammenarbeit?",
    answer:
      "Unsere Pakete haben feste Einstiegspreise: Decision Architecture Workshop ab 3.500 €, Innovation Sprint ab 8.500 €, Scale Architecture ab 12.500 €, jeweils zuzüglich Umsatzsteuer. Nach der Erstsitzung erhalten Sie ein Angebot mit festem Umfang und Festpreis.",
  },
  {
    question: "Wie schnell können wir starten?",
    answer:
      "Auf Ihre Anfrage antworten wir werktags innerhalb von 24 Stunden mit Umfang, Zeitplan und Starttermin. In der Regel beginnen wir innerhalb von zwei Wochen, vor Ort oder per Video.",
  },
  {
    question: "Was passiert, wenn die Ergebnisse ausbleiben?",
    answer: guaranteeMention.text,
    link: guaranteeMention.link,
  },
];

export const servicesClosingCta: CtaContent = {
  title: "Starten Sie mit einer kostenlosen Erstsitzung",
  text: `In ${offerLength("erstsitzung")} klären wir Ihre Ausgangslage, Ihr Ziel und den passenden Weg dorthin. Sie gehen mit einer ehrlichen Einschätzung aus dem Gespräch, auch wenn wir danach nicht zusammenarbeiten.`,
  primary: offerCta("erstsitzung", "length"),
  secondary: { label: "Cases ansehen", to: "/cases" },
  promises: offerPromises("erstsitzung"),
};

/** Small UI words of the services overview. */
export const servicesLabels = {
  artifacts: "Das erhalten Sie",
  value: "Ihr Nutzen",
  price: "Preis",
  result: "Ergebnis",
  impact: "Wirkung",
  learnings: "Was wir gelernt haben",
  application: "So nutzen wir es für Sie",
  frameworkLink: { label: "HexaCore-Framework entdecken", to: "/hexacore" } satisfies Cta,
} as const;
