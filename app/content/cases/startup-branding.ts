import { type Case, placeholderImage } from "./case";

export const startupBranding: Case = {
  id: "startup-branding",
  slug: "startup-branding",
  title: "Series-A-Start-up: Markenaufbau",
  subtitle: "Eine Marke, die mit dem Unternehmen wachsen kann",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Start-ups & digitale Geschäftsmodelle",
  services: ["Marke & Narrativ", "Strategie & Positionierung", "Start-up Readiness Suite"],
  timeline: "Projekt · 3 Monate",
  context:
    "Nach der Series-A-Finanzierung stand ein Software-Start-up vor starkem Wachstum. Der Auftritt stammte noch aus der Gründungszeit und passte nicht mehr zu Kunden, Investoren und neuen Mitarbeitenden. Neue Märkte und viele Einstellungen verlangten eine Geschichte, die alle erzählen können.",
  approach:
    "Wir haben mit Gründerinnen, Gründern, Team und Kunden herausgearbeitet, wofür das Unternehmen steht. In einem zweitägigen Markenworkshop entstanden Markenkern, Narrativ und eine eigene Sprache. Ein kompaktes Markenhandbuch sorgt dafür, dass das wachsende Team die Marke einheitlich nutzt.",
  outcomes: [
    "Greifbarer Markenkern und überzeugendes Narrativ",
    "Einheitlicher Auftritt gegenüber Kunden und Investoren",
    "Markenhandbuch für das wachsende Team",
    "Stärkere Arbeitgebermarke für neue Einstellungen",
  ],
  metrics: [
    { label: "Interviews mit Kunden und Team", value: "15" },
    { label: "Markenworkshop", value: "2 Tage" },
    { label: "Markencheck nach", value: "6 Monaten" },
  ],
  badges: ["Start-up", "Series A", "Marke", "Narrativ"],
  confidential: true,
  sample: true,
};
