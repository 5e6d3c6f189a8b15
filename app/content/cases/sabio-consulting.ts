import { type Case, placeholderImage } from "./case";

export const sabioConsulting: Case = {
  id: "sabio-consulting",
  slug: "sabio-consulting",
  title: "Sabio Consulting: Positionierung eines Beratungshauses",
  subtitle: "Ein geschärftes Leistungsportfolio und eine gemeinsame Kernbotschaft",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Beratung & Dienstleistungen",
  services: ["Strategie & Positionierung", "Marke & Narrativ", "Pricing & Packaging"],
  timeline: "Projekt · Positionierung",
  context:
    "Sabio Consulting bietet ein breites Spektrum an Beratungsleistungen an. Ziel war, auf einen Blick zu zeigen, wofür das Haus steht und womit Interessenten am besten beginnen.",
  approach:
    "Wir haben bestehende Mandate und Rückmeldungen von Kunden ausgewertet und daraus die eigentlichen Stärken abgeleitet. Das Portfolio wurde in wenige, genau beschriebene Pakete gegliedert. Eine gemeinsame Kernbotschaft verbindet nun Website, Angebote und Gespräche.",
  outcomes: [
    "Positionierung mit eindeutigem Kernversprechen",
    "Übersichtliche Leistungspakete mit definiertem Einstieg",
    "Einheitliche Botschaft über alle Kanäle",
    "Kürzere Wege vom Erstkontakt zum Angebot",
  ],
  metrics: [],
  badges: ["Positionierung", "Beratung", "Portfolio", "Marke"],
  confidential: false,
};
