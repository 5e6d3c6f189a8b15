import { type Case, placeholderImage } from "./case";

export const seleneSpa: Case = {
  id: "selene-spa",
  slug: "selene-spa",
  title: "Selene: Innovationsideen für flexible Verpackungen",
  subtitle: "Neue Produktideen nach festen Kriterien bewerten und in einen Fahrplan übersetzen",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Verpackung & Materialien",
  services: [
    "Produkt- & Serviceinnovation",
    "Marktforschung & Insights",
    "Decision Architecture (HexaCore)",
  ],
  timeline: "Beratungsmandat",
  context:
    "Selene ist ein italienisches Industrieunternehmen, das Folien und flexible Verpackungen herstellt. Steigende Anforderungen an Recyclingfähigkeit und Materialeinsatz verändern den Markt. Für die vielen Ideen zu neuen Produkten sollte eine gemeinsame Grundlage zur Bewertung entstehen.",
  approach:
    "Wir haben Kundenanforderungen und Markttrends in einem kompakten Lagebild gebündelt. Die Ideen wurden nach drei Kriterien bewertet: Marktbedarf, technische Machbarkeit und Aufwand. Je Ebene betrachteten wir höchstens sieben Faktoren, damit die Diskussion im Führungskreis fokussiert blieb.",
  outcomes: [
    "Gemeinsames Lagebild von Markt und Anforderungen",
    "Bewertete und priorisierte Innovationsideen",
    "Fahrplan für die nächsten Entwicklungsschritte",
    "Kriterien, die das Team künftig selbst anwendet",
  ],
  metrics: [],
  badges: ["Verpackung", "Innovation", "Nachhaltigkeit", "Italien"],
  confidential: false,
};
