import { dates, formatPeriod } from "../dates";
import { site } from "../site";
import { type Case, placeholderImage } from "./case";

export const greenCocoonCeo: Case = {
  id: "green-cocoon-ceo",
  slug: "green-cocoon-ceo",
  title: "Green Cocoon: Interim-CEO in der Aufbauphase",
  subtitle: "Führung, Fokus und Struktur für eine junge Konsumgütermarke mit nachhaltigem Anspruch",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Nachhaltigkeit & Kreislaufwirtschaft",
  services: ["Geschäftsführung auf Zeit", "Zielsystem mit Kennzahlen", "Vertriebsfokus"],
  timeline: `Station als Interim-CEO bei Green Cocoon · ${formatPeriod(dates.stations.interim)}`,
  station: {
    role: "Interim-CEO",
    employer: "Green Cocoon",
    period: formatPeriod(dates.stations.interim),
  },
  context:
    "Green Cocoon stand vor dem Schritt von der Gründungsidee zum tragfähigen Unternehmen. Für diese Aufbauphase wurde die Geschäftsführung auf Zeit besetzt, um Prioritäten, Abläufe und Führung zusammenzuführen.",
  approach: `Vor der Gründung von ${site.brand} hat ${site.founder.firstName} als Interim-CEO die Geschäftsführung übernommen und zuerst ein ehrliches Lagebild erstellt. Daraus entstanden wenige Ziele mit messbaren Kennzahlen. Wöchentliche Reviews sorgten dafür, dass Entscheidungen auch umgesetzt wurden.`,
  outcomes: [
    "Gemeinsame Prioritäten für Team und Gesellschafter",
    "Feste Routinen für Führung und Reviews",
    "Geschärftes Angebot und gezieltere Ansprache der Zielkunden",
    "Geordnete Übergabe an die dauerhafte Führung",
  ],
  metrics: [],
  badges: ["Station vor der Gründung", "Interim-CEO", "Nachhaltigkeit", "Führung"],
  confidential: false,
};
