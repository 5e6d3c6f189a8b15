/**
 * Copy of the studio page (/ueber-uns): principles, the founder, working style
 * and the partner network. Identity strings come from `./site`.
 */
import { companyName, founderPath, site } from "./site";
import type { Cta, CtaContent, HeroContent, PageMeta, SectionIntro, TextCard } from "./types";

/** A member of the partner network. The persons are fictional examples of the expertise on call. */
export interface Partner {
  name: string;
  role: string;
  /** Shown in the avatar circle instead of a photo. */
  initials: string;
}

const { firstName, fullName } = site.founder;
const city = site.address.city;

export const aboutMeta: PageMeta = {
  title: `Über uns – Studio für Strategie und Innovation in ${city}`,
  description: `${companyName} ist ein unabhängiges Studio für Strategie, Produkt und Innovation: ein Gründer, fünf Partner und klare Prinzipien für den Mittelstand.`,
};

export const aboutHero: HeroContent = {
  eyebrow: "Über uns",
  title: "Klein aufgestellt. Klar im Denken. Nah an der Umsetzung.",
  lead: `${companyName} ist ein unabhängiges Studio für Strategie, Produkt und Innovation in ${city}. ${firstName} leitet jedes Mandat selbst. Ein Netzwerk erfahrener Partner ergänzt ihn dort, wo ein Vorhaben zusätzliche Tiefe braucht.`,
  primary: { label: "Kostenloses Klarheitsgespräch buchen", to: "/kontakt" },
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
      "Fünf Spezialistinnen und Spezialisten ergänzen unser Studio. Sie kommen dazu, wenn Ihr Vorhaben es verlangt, und nur dann.",
  },
};

export const principles: readonly TextCard[] = [
  {
    title: "Klarheit vor Aktionismus",
    description:
      "Bevor wir handeln, klären wir, worum es wirklich geht. Wir verdichten die Lage auf fünf bis neun Faktoren, die den Unterschied machen.",
    detail: "Weniger Rauschen, bessere Entscheidungen.",
  },
  {
    title: "Entscheidungen statt Folien",
    description:
      "Ein Projekt ist erst fertig, wenn eine Entscheidung getroffen ist. Analysen sind Mittel zum Zweck, nicht das Ergebnis.",
    detail: "Jeder Workshop endet mit klaren nächsten Schritten.",
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
    "Seine Stationen reichen von Softwareprojekten für die Raumfahrt über Innovationsvorhaben in Industrie und Logistik bis zum Aufbau von Konsumgütermarken. Heute begleitet er mittelständische Unternehmen, Gründer und Teams in Veränderungsprozessen.",
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
      "Wir stellen für jedes Vorhaben ein passendes Team zusammen. Entscheidungen fallen schnell, Abstimmungen bleiben schlank.",
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

export const partners: readonly Partner[] = [
  { name: "Lena Hartmann", role: "Nutzerforschung und Interviews", initials: "LH" },
  { name: "Malte Jensen", role: "Daten, KI und Automatisierung", initials: "MJ" },
  { name: "Sophie Brandt", role: "Finanzen, Businessplan und Fördermittel", initials: "SB" },
  { name: "Niklas Berger", role: "Markendesign und Kommunikation", initials: "NB" },
  {
    name: "Katrin Vogel",
    role: "Zulassung und regulatorische Anforderungen in der Medizintechnik",
    initials: "KV",
  },
];

export const aboutCta: CtaContent = {
  title: "Lernen wir uns kennen",
  text: "Erzählen Sie uns von Ihrem Vorhaben. In 30 Minuten klären wir, wo Sie stehen und welcher nächste Schritt sinnvoll ist.",
  primary: { label: "Kostenloses Klarheitsgespräch buchen", to: "/kontakt" },
  secondary: { label: "Leistungen ansehen", to: "/leistungen" },
  promises: ["Kostenlos", "Unverbindlich", "Antwort in 24 Stunden"],
};
