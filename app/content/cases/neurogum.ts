import { dates, formatPeriod } from "../dates";
import { site } from "../site";
import { type Case, placeholderImage } from "./case";

export const neurogum: Case = {
  id: "neurogum",
  slug: "neurogum",
  title: "Neurogum: Markteintritt für funktionalen Kaugummi",
  subtitle: "Positionierung und Go-to-Market für ein erklärungsbedürftiges Produkt",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Lebensmittel & Genuss",
  services: ["Positionierung", "Markteintritt", "Zielgruppenanalyse"],
  timeline: `Station in einer Interim-Rolle bei Neurogum · ${formatPeriod(dates.stations.interim)}`,
  station: {
    role: "Interim-Verantwortlicher für die Markteinführung",
    employer: "Neurogum",
    period: formatPeriod(dates.stations.interim),
  },
  context:
    "Neurogum bietet Kaugummis und weitere Produkte mit funktionalen Inhaltsstoffen an. Ein neuer Markt bringt eigene Kaufgewohnheiten, andere Vertriebswege und strenge Regeln für Aussagen über Lebensmittel mit sich. Gefragt war ein Weg, das Produkt verständlich und glaubwürdig zu positionieren.",
  approach: `Vor der Gründung von ${site.brand} hat ${site.founder.firstName} in einer Interim-Rolle Zielgruppen und Nutzungsanlässe untersucht – vom konzentrierten Arbeiten bis zum Sport. Daraus entstand eine Positionierung, die ohne Übertreibung auskommt. Kanäle und Reihenfolge des Markteintritts wurden nach Aufwand und Potenzial priorisiert.`,
  outcomes: [
    "Positionierung für den Markteintritt",
    "Botschaften, die den Nutzen ohne Übertreibung vermitteln",
    "Priorisierte Vertriebskanäle und Startreihenfolge",
    "Entscheidungsgrundlage für Budget und Zeitplan",
  ],
  metrics: [],
  badges: ["Station vor der Gründung", "Lebensmittel", "Go-to-Market", "Positionierung"],
  confidential: false,
};
