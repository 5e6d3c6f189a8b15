/**
 * Copy of the studio page (/ueber-uns): principles, the founder, working style
 * and the partner network. Identity strings come from `./site`.
 */
import { offerCta, offerInText } from "./offers";
import { companyName, founderPath, site } from "./site";
import type {
  Cta,
  CtaContent,
  HeroContent,
  PageMeta,
  SampleMarker,
  SectionIntro,
  TextCard,
} from "./types";

/**
 * A role in the partner network. Until the owner enters real partners (with
 * their consent), `name` holds the field of expertise, not a person, and the
 * entry is marked as a sample.
 */
export interface Partner extends SampleMarker {
  /** A real partner's full name; for a role without a named person, the field of expertise. */
  name: string;
  role: string;
  /** Shown in the avatar circle instead of a photo. */
  initials: string;
}

const { firstName, fullName } = site.founder;
const city = site.address.city;

export const aboutMeta: PageMeta = {
  title: `Über uns – Studio für Strategie und Innovation in ${city}`,
  description: `${companyName} ist ein unabhängiges Studio für Strategie, Produkt und Innovation: ein Gründer, ein Netzwerk für fünf Fachgebiete und feste Prinzipien für den Mittelstand.`,
};

export const aboutHero: HeroContent = {
  eyebrow: "Über uns",
  title: "Klein aufgestellt. Genau im Denken. Nah an der Umsetzung.",
  lead: `${companyName} ist ein unabhängiges Studio für Strategie, Produkt und Innovation in ${city}. ${firstName} leitet jedes Mandat selbst. Wo ein Vorhaben zusätzliche Tiefe braucht, kommen Fachleute aus seinem Netzwerk dazu.`,
  primary: offerCta("klarheitsgespraech", "free"),
  secondary: { label: "Cases ansehen", to: "/cases" },
};

export const aboutSections: {
  principles: SectionIntro;
  founder: SectionIntro;
  workingStyle: SectionIntro;
  partners: SectionIntro;
} = {
  principles: {
    title: "Unsere Prinzipien",
    intro:
      "Vier Grundsätze leiten jedes Projekt. Sie bestimmen, wie wir denken, entscheiden und mit Ihnen zusammenarbeiten.",
  },
  founder: {
    title: `Der Gründer: ${fullName}`,
  },
  workingStyle: {
    title: "So arbeiten wir",
    intro:
      "Keine großen Apparate, keine Folienberge. Sondern kurze Wege und Ergebnisse, mit denen Sie arbeiten können.",
  },
  partners: {
    title: "Unser Partnernetzwerk",
    intro:
      "Für fünf Fachgebiete ziehen wir bei Bedarf Fachleute aus unserem Netzwerk hinzu. Sie kommen dazu, wenn Ihr Vorhaben es verlangt, und nur dann; wer das ist, erfahren Sie vor Projektbeginn.",
  },
};

export const principles: readonly TextCard[] = [
  {
    title: "Überblick vor Aktionismus",
    description:
      "Bevor wir handeln, finden wir heraus, worum es wirklich geht. Wir verdichten die Lage auf 7±2 Faktoren, die den Unterschied machen.",
    detail: "Weniger Rauschen, bessere Entscheidungen.",
  },
  {
    title: "Entscheidungen statt Folien",
    description:
      "Ein Projekt ist erst fertig, wenn eine Entscheidung getroffen ist. Analysen sind Mittel zum Zweck, nicht das Ergebnis.",
    detail: "Jeder Workshop endet mit vereinbarten nächsten Schritten.",
  },
  {
    title: "Ehrlich, auch wenn es unbequem ist",
    description:
      "Wir sagen, was wir sehen. Wenn eine Idee nicht trägt, erfahren Sie es früh, solange Kurskorrekturen noch günstig sind.",
    detail: "Offene Worte sparen Zeit und Geld.",
  },
  {
    title: "Wirkung wird gemessen",
    description:
      "Wir legen vorab fest, woran wir Erfolg erkennen. Frühe Kennzahlen zeigen nach wenigen Wochen, ob die Richtung stimmt.",
    detail: "Was zählt, wird sichtbar.",
  },
];

export const founderIntro: { paragraphs: readonly string[]; photoAlt: string; link: Cta } = {
  paragraphs: [
    `${fullName} hat ${companyName} gegründet, um Unternehmen bei den Entscheidungen zu helfen, die über ihre Zukunft bestimmen. Seit mehr als 15 Jahren arbeitet er an der Schnittstelle von Strategie, Produkt und Markt.`,
    "Seine Stationen reichen von Softwareprojekten für die Raumfahrt über Innovationsvorhaben in Industrie und Logistik bis zum Aufbau von Konsumgütermarken. Heute begleitet er mittelständische Unternehmen, Gründerinnen, Gründer und Teams in Veränderungsprozessen.",
    `Aus dieser Erfahrung ist HexaCore entstanden: eine Methode, die komplexe Lagen auf das Wesentliche reduziert. ${firstName} verbindet analytische Schärfe mit einem pragmatischen Blick auf die Umsetzung.`,
  ],
  photoAlt: `Porträt von ${fullName}, ${site.founder.role} bei ${companyName}`,
  link: { label: `Mehr über ${firstName}`, to: founderPath },
};

export const workingStyle: readonly TextCard[] = [
  {
    title: "Ein fester Ansprechpartner",
    description: `${firstName} führt jedes Mandat persönlich. Sie sprechen vom ersten Gespräch bis zum Abschluss mit derselben Person.`,
  },
  {
    title: "Kleine Teams, kurze Wege",
    description:
      "Braucht ein Vorhaben mehr als eine Person, holen wir gezielt Fachleute aus dem Netzwerk dazu. Entscheidungen fallen schnell, Abstimmungen bleiben schlank.",
  },
  {
    title: "Remote und vor Ort",
    description: `Wir arbeiten digital, wo es effizient ist, und kommen zu Ihnen, wo es den Unterschied macht. Von ${city} aus im ganzen deutschsprachigen Raum.`,
  },
  {
    title: "Wissen bleibt bei Ihnen",
    description:
      "Methoden, Vorlagen und Entscheidungen dokumentieren wir so, dass Ihr Team ohne uns weiterarbeiten kann.",
  },
];

/**
 * The five fields the network covers, shown as roles: no person is named until
 * the owner enters real partners who agreed to appear (then drop `sample`).
 */
export const partners: readonly Partner[] = [
  {
    sample: true,
    name: "Nutzerforschung",
    role: "Interviews, Umfragen und Nutzertests",
    initials: "NF",
  },
  {
    sample: true,
    name: "Daten und KI",
    role: "Datenanalyse, KI und Automatisierung",
    initials: "DK",
  },
  {
    sample: true,
    name: "Finanzen",
    role: "Businessplan, Finanzierung und Fördermittel",
    initials: "FI",
  },
  { sample: true, name: "Markendesign", role: "Gestaltung und Kommunikation", initials: "MD" },
  {
    sample: true,
    name: "Regulatorik",
    role: "Zulassung und regulatorische Anforderungen in der Medizintechnik",
    initials: "RG",
  },
];

export const aboutCta: CtaContent = {
  title: "Lernen wir uns kennen",
  text: `Erzählen Sie uns von Ihrem Vorhaben. Im ${offerInText("klarheitsgespraech")} klären wir, wo Sie stehen und welcher nächste Schritt sinnvoll ist.`,
  primary: offerCta("klarheitsgespraech", "free"),
  secondary: { label: "Leistungen ansehen", to: "/leistungen" },
  promises: ["Kostenlos", "Unverbindlich", "Antwort werktags in 24 Stunden"],
};
