import { dates, since } from "../dates";
import { type Case, placeholderImage } from "./case";

export const paglierani2023: Case = {
  id: "paglierani-2023",
  slug: "paglierani-2023",
  title: "Paglierani: Marktstrategie für den deutschsprachigen Raum",
  subtitle: "Zielbranchen und Argumente zum Kundennutzen für Abfüll- und Verpackungsanlagen",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Maschinen- & Anlagenbau",
  services: [
    "Strategie & Positionierung",
    "Go-to-Market & Growth",
    "Sales Enablement & Revenue Ops",
  ],
  timeline: `Beratungsmandat · ${since(dates.mandates.paglierani)}`,
  context:
    "Paglierani entwickelt und baut Anlagen, die Pulver, Granulate und andere lose Güter dosieren, abfüllen und verpacken. Für den deutschsprachigen Raum sollte der Vertrieb den Nutzen der Anlagen je Anwendung noch deutlicher zeigen und neue Kunden gezielt ansprechen.",
  approach:
    "Wir haben die Anwendungsfelder nach Produktart geordnet – vom Pulver bis zum Feststoff – und nach Potenzial und Passung bewertet. Daraus entstanden Argumente zum Kundennutzen je Zielbranche. Gemeinsam mit dem Vertrieb haben wir Gesprächsleitfäden und Unterlagen für die Ansprache neuer Kunden erarbeitet.",
  outcomes: [
    "Priorisierte Zielbranchen statt Streuverlust",
    "Argumente zum Kundennutzen, die der Vertrieb selbst vertritt",
    "Einheitliche Unterlagen für Messen und Kundentermine",
    "Entscheidungsgrundlage für den weiteren Marktausbau",
  ],
  metrics: [],
  badges: ["Maschinenbau", "Go-to-Market", "B2B", "International"],
  confidential: false,
};
