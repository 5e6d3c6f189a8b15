import { type Case, placeholderImage } from "./case";

export const takeMeHome: Case = {
  id: "take-me-home",
  slug: "take-me-home",
  title: "Take me home: Markenaufbau für ein neues Produkt",
  subtitle: "Zielgruppe, Markengeschichte und Vertriebsstart aus einem Guss",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Konsumgüter & E-Commerce",
  services: ["Marke & Narrativ", "Produkt- & Serviceinnovation", "Go-to-Market & Growth"],
  timeline: "Projekt · Markteinführung",
  context:
    "Take me home wollte ein neues Konsumprodukt auf den Markt bringen. Zielgruppe, Botschaft und Vertriebsweg sollten vor dem Start festgelegt werden.",
  approach:
    "Wir haben Zielgruppe und Kaufmotive geschärft und daraus die Markengeschichte entwickelt. Produktauftritt, Verpackung und Botschaft wurden aufeinander abgestimmt. Für den Vertrieb haben wir Kanäle verglichen und einen realistischen Startplan erarbeitet.",
  outcomes: [
    "Geschärfte Zielgruppe mit benannten Kaufmotiven",
    "Markengeschichte, die im Regal und online trägt",
    "Abgestimmter Auftritt von Produkt bis Verpackung",
    "Realistischer Plan für den Vertriebsstart",
  ],
  metrics: [],
  badges: ["Konsumgüter", "Marke", "Markteintritt", "Start-up"],
  confidential: false,
};
