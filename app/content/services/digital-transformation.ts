import { fact } from "../sources";
import { offerInText, offerPromises } from "../offers";
import type { ServicePage } from "./service-page";

export const digitalTransformation: ServicePage = {
  slug: "digital-transformation",
  name: "Digitale Transformation & KI-Integration",
  meta: {
    title: "Digitale Transformation & KI-Integration",
    description:
      "KI und Automatisierung dort einsetzen, wo sie messbar Zeit sparen: Bestandsaufnahme, Prioritäten und eine Umsetzung, die Ihr Team einbindet.",
  },
  hero: {
    eyebrow: "Digitalisierung & KI",
    title: "KI, die im Alltag wirklich hilft",
    lead: "Angebote vorbereiten, Belege prüfen, Anfragen sortieren: In solchen Abläufen sparen Automatisierung und KI messbar Zeit. Wir finden sie in Ihrem Unternehmen und setzen sie sicher und nachvollziehbar um, Schritt für Schritt und gemeinsam mit Ihrem Team.",
    primary: { label: "Digital Assessment", to: "/kontakt" },
    secondary: { label: "Transformation Cases", to: "/cases" },
  },
  challenge: {
    title: "Digitalisierung scheitert selten an der Technik",
    intro:
      "Sie scheitert an ungenauen Zielen, fehlenden Prioritäten und Teams, die nicht mitgenommen werden. Unsere Erfahrung mit Transformationen:",
    stats: [
      {
        sample: true,
        value: "20+",
        label:
          "Transformationen haben wir begleitet, von der Prozessautomatisierung bis zur Einführung von KI",
      },
      {
        value: "12–24 Monate",
        label: "umfasst die Transformations-Roadmap, die wir mit Ihnen aufstellen",
        source: fact,
      },
      {
        value: "3",
        label: "Ansatzpunkte mit dem größten Nutzen zeigt Ihnen die kostenlose Standortbestimmung",
        source: fact,
      },
    ],
  },
  approach: {
    title: "So gehen wir vor",
    kind: "steps",
    items: [
      {
        title: "Digital Assessment",
        description:
          "Wir erfassen Prozesse, Systeme und Daten und bewerten, wo Automatisierung und KI den größten Nutzen bringen.",
      },
      {
        title: "Prioritäten und Leitplanken",
        description:
          "Wir priorisieren die Anwendungsfälle nach Nutzen und Aufwand und legen Regeln für Datenschutz, Sicherheit und Verantwortung fest.",
      },
      {
        title: "Umsetzen und verankern",
        description:
          "Wir setzen die ersten Anwendungsfälle um, messen die Wirkung und befähigen Ihr Team, die Lösungen selbst weiterzuentwickeln.",
      },
    ],
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Digital Assessment mit Analyse des digitalen Reifegrads",
      "Bewertete Liste möglicher KI-Anwendungsfälle",
      "Roadmap für Digitalisierung und Automatisierung",
      "Leitplanken für den sicheren Einsatz von KI",
      "Umgesetzte erste Anwendungsfälle",
      "Kennzahlen zur Messung der Wirkung",
      "Schulung für Ihr Team",
    ],
  },
  closing: {
    title: "Wo spart KI in Ihrem Unternehmen Zeit?",
    text: `In der ${offerInText("standortbestimmung")} gehen wir Ihre Abläufe durch und zeigen die drei vielversprechendsten Ansatzpunkte.`,
    primary: { label: "Digital Assessment", to: "/kontakt" },
    secondary: { label: "Transformation Cases", to: "/cases" },
    promises: offerPromises("standortbestimmung"),
  },
};
