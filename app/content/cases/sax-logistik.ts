import { site } from "../site";
import { type Case, placeholderImage } from "./case";

export const saxLogistik: Case = {
  id: "sax-logistik",
  slug: "sax-logistik",
  title: "Sax Logistik: Prioritäten und Prozesse im Wachstum",
  subtitle: "Eine Reihenfolge für Verbesserungen bei einem Dienstleister in der Logistik",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Logistik & Schifffahrt",
  services: [
    "Strategie & Positionierung",
    "Digitale Transformation & KI-Integration",
    "Performance Monitoring",
  ],
  timeline: "Beratungsmandat",
  context:
    "Logistik lebt von verlässlichen Abläufen und knappen Margen. Sax Logistik wächst, und mit dem Wachstum steigen die Anforderungen von Kunden und Märkten. Für die vielen Ideen zur Verbesserung sollte eine Reihenfolge entstehen.",
  approach: `${site.founder.firstName} hat Abläufe und Kennzahlen gemeinsam mit dem Team aufgenommen und Engpässe sichtbar gemacht. Die Maßnahmen wurden nach Wirkung und Aufwand priorisiert. Ein schlankes Kennzahlensystem macht den Fortschritt regelmäßig sichtbar.`,
  outcomes: [
    "Transparenz über Abläufe und Engpässe",
    "Priorisierte Maßnahmen statt Einzelaktionen",
    "Schlankes Kennzahlensystem für die Steuerung",
    "Festgelegte Verantwortlichkeiten im Team",
  ],
  metrics: [],
  badges: ["Logistik", "Prozesse", "Kennzahlen", "Mittelstand"],
  confidential: false,
};
