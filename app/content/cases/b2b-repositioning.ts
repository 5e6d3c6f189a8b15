import { type Case, placeholderImage } from "./case";

export const b2bRepositioning: Case = {
  id: "b2b-repositioning",
  slug: "b2b-repositioning",
  title: "B2B-Konzern: Neupositionierung",
  subtitle: "Vom austauschbaren Anbieter zum erkennbaren Lösungspartner",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Maschinen- & Anlagenbau",
  services: ["Strategie & Positionierung", "Marke & Narrativ", "Sales Enablement & Revenue Ops"],
  timeline: "Mandat · 6 Monate",
  context:
    "Ein international tätiger Industriekonzern wurde von Kunden vor allem über den Preis verglichen. Die Geschäftsbereiche traten mit eigenen Botschaften auf, eine gemeinsame Linie fehlte. Der Vorstand wollte eine Positionierung, die über alle Bereiche trägt.",
  approach:
    "Wir haben Kunden, Vertrieb und Führungskräfte befragt und die Ergebnisse in einem Lagebild gebündelt. In Workshops mit dem Führungskreis wurden drei Optionen zur Positionierung entwickelt und bewertet. Die gewählte Option haben wir in Botschaften, Vertriebsunterlagen und Schulungen übersetzt.",
  outcomes: [
    "Eine Positionierung für alle Geschäftsbereiche",
    "Botschaften zum Kundennutzen statt Preisdiskussion",
    "Geschulter Vertrieb mit einheitlichen Unterlagen",
    "Eine Entscheidung, die der Vorstand geschlossen trägt",
  ],
  metrics: [
    { label: "Geführte Interviews", value: "24" },
    { label: "Bewertete Optionen zur Positionierung", value: "3" },
    { label: "Kernbotschaften", value: "von 12 auf 3" },
  ],
  badges: ["B2B", "Positionierung", "Konzern", "Vertrieb"],
  confidential: true,
  sample: true,
};
