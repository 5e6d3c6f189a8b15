import { type Case, placeholderImage } from "./case";

export const collectTheWorld: Case = {
  id: "collect-the-world",
  slug: "collect-the-world",
  title: "Collect the World: Von der Idee zum testbaren Produkt",
  subtitle: "Geschäftsmodell, Prototyp und Markttest für eine digitale Produktidee",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Start-ups & digitale Geschäftsmodelle",
  services: ["Start-up Readiness Suite", "No-Code-Prototyping", "Pricing & Packaging"],
  timeline: "Projekt · Gründungsphase",
  context:
    "Collect the World startete als Idee mit viel Begeisterung und vielen offenen Fragen. Wer genau ist die Zielgruppe, wofür zahlt sie, und was muss die erste Version wirklich können? Diese Antworten sollten vor der Entwicklung feststehen.",
  approach:
    "Wir haben die wichtigsten Annahmen benannt und in Interviews überprüft. Ein Prototyp ohne Programmierung machte die Idee schnell testbar. Auf dieser Basis entstanden Geschäftsmodell, Preislogik und ein schlanker Plan für den Start.",
  outcomes: [
    "Überprüfte Annahmen statt Bauchgefühl",
    "Testbarer Prototyp ohne teure Entwicklung",
    "Geschäftsmodell mit Preislogik",
    "Fokussierter Umfang für die erste Version",
  ],
  metrics: [],
  badges: ["Start-up", "Prototypen", "Geschäftsmodell", "Markttest"],
  confidential: false,
};
