import { type Case, placeholderImage } from "./case";

export const consumerRelaunch: Case = {
  id: "consumer-relaunch",
  slug: "consumer-relaunch",
  title: "Konsumgütermarke: Relaunch",
  subtitle: "Eine traditionsreiche Marke für eine neue Generation von Kunden",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Konsumgüter & E-Commerce",
  services: ["Marke & Narrativ", "Marktforschung & Insights", "Go-to-Market & Growth"],
  timeline: "Mandat · 8 Monate",
  context:
    "Eine traditionsreiche Konsumgütermarke verlor bei jüngeren Zielgruppen an Bedeutung. Der Handel verlangte neue Impulse, intern gab es unterschiedliche Vorstellungen zur Richtung. Ein Relaunch sollte die Marke erneuern, ohne Stammkunden zu verlieren.",
  approach:
    "Wir haben Stammkunden und neue Zielgruppen befragt und die Stärken der Marke herausgearbeitet. Auf dieser Basis entstanden Markenkern, Gestaltungsrichtung und ein Plan für die Einführung. Tests mit Kunden vor dem Start senkten das Risiko.",
  outcomes: [
    "Geschärfter Markenkern mit Bezug zur Herkunft",
    "Neuer Auftritt, der jüngere Zielgruppen anspricht",
    "Mit dem Handel abgestimmter Einführungsplan",
    "Geringeres Risiko durch Tests vor dem Start",
  ],
  metrics: [
    { label: "Befragte Kunden", value: "1.200" },
    { label: "Getestete Gestaltungsrichtungen", value: "3" },
    { label: "Projektdauer", value: "8 Monate" },
  ],
  badges: ["Konsumgüter", "Relaunch", "Marke", "Handel"],
  confidential: true,
  sample: true,
};
