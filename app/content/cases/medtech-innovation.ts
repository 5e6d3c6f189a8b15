import { type Case, placeholderImage } from "./case";

export const medtechInnovation: Case = {
  id: "medtech-innovation",
  slug: "medtech-innovation",
  title: "Medizintechnik: Innovationsprozess",
  subtitle: "Produktideen früh bewerten – mit Blick auf Zulassung, Anwender und Markt",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Medizintechnik & Gesundheit",
  services: [
    "Produkt- & Serviceinnovation",
    "Decision Architecture (HexaCore)",
    "Marktforschung & Insights",
  ],
  timeline: "Mandat · 9 Monate",
  context:
    "Ein mittelständischer Hersteller von Medizintechnik hatte viele Produktideen, aber lange Entwicklungszeiten. Anforderungen der Zulassung wurden oft erst spät geprüft. Das kostete Zeit und band Ressourcen in Projekten mit geringen Erfolgsaussichten.",
  approach:
    "Wir haben einen schlanken Innovationsprozess mit festen Entscheidungspunkten eingeführt. Zulassung, Nutzen für Anwender und Marktpotenzial werden seitdem früh und gemeinsam bewertet. Ein Entscheidungsbaum mit höchstens sieben Knoten je Ebene macht jede Bewertung nachvollziehbar.",
  outcomes: [
    "Innovationsprozess mit festen Entscheidungspunkten",
    "Frühe Prüfung der Anforderungen an die Zulassung",
    "Ressourcen gebündelt auf aussichtsreiche Projekte",
    "Nachvollziehbare Entscheidungen für Geschäftsführung und Team",
  ],
  metrics: [
    { label: "Bewertete Produktideen", value: "27" },
    { label: "Entscheidungspunkte im Prozess", value: "4" },
    { label: "Knoten je Ebene im Entscheidungsbaum", value: "max. 7" },
  ],
  badges: ["Medizintechnik", "Zulassung", "Innovation", "Mittelstand"],
  confidential: true,
  sample: true,
};
