import { dates, since } from "../dates";
import { type Case, placeholderImage } from "./case";

export const nortLithiumBatteries: Case = {
  id: "nort-lithium-batteries",
  slug: "nort-lithium-batteries",
  title: "Nort: Marktzugang für Lithium-Batterien",
  subtitle: "Anwendungsfelder, Zielkunden und Go-to-Market für Batterielösungen im B2B-Umfeld",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Energie & Batterietechnik",
  services: [
    "Go-to-Market & Growth",
    "Marktforschung & Insights",
    "Sales Enablement & Revenue Ops",
  ],
  timeline: `Beratungsmandat · ${since(dates.mandates.nort)}`,
  context:
    "Nort bietet Lithium-Batterien und Batteriesysteme an – ein wachsender Markt mit hohen technischen und regulatorischen Anforderungen. Es geht darum, die passenden Anwendungsfelder zu finden und den Marktzugang zu planen. Transport, Sicherheit und Zertifizierung spielen dabei eine große Rolle.",
  approach:
    "Wir haben Anwendungsfelder und Zielkunden nach Bedarf, Wettbewerb und Zugang bewertet. Anforderungen an Sicherheit und Transport flossen früh in die Planung ein. Daraus entstanden eine Zielgruppendefinition und Unterlagen für die ersten Vertriebsgespräche.",
  outcomes: [
    "Priorisierte Anwendungsfelder und Zielkunden",
    "Frühe Berücksichtigung regulatorischer Anforderungen",
    "Plan für den Marktzugang",
    "Vertriebsunterlagen für die ersten Kundengespräche",
  ],
  metrics: [],
  badges: ["Energie", "Batterietechnik", "Go-to-Market", "B2B"],
  confidential: false,
};
