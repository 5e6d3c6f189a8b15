import { fact } from "../sources";
import { offerCta, offerInText, offerPromises } from "../offers";
import type { ServicePage } from "./service-page";

export const strategyPositioning: ServicePage = {
  slug: "strategy-positioning",
  name: "Strategie & Positionierung",
  meta: {
    title: "Strategie & Positionierung mit 18-Monats-Roadmap",
    description:
      "Eine Positionierung in einem Satz und eine Strategie, die im Alltag ankommt: dreitägiger Strategieworkshop mit Ihrem Führungsteam und eine 18-Monats-Roadmap.",
  },
  hero: {
    eyebrow: "Strategie",
    title: "Eine Strategie, die im Alltag ankommt",
    lead: "Wofür steht Ihr Unternehmen, und wohin soll es gehen? Wir entwickeln mit Ihnen eine Positionierung, die sich in einem Satz erklären lässt, und einen Plan, der im Tagesgeschäft trägt.",
    primary: offerCta("strategiegespraech"),
    secondary: { label: "Strategie-Cases", to: "/cases" },
  },
  challenge: {
    title: "Strategien scheitern selten am Papier",
    intro:
      "Sie scheitern daran, dass niemand sie im Alltag nutzt. Zwischen Klausur und Umsetzung geht zu viel verloren. Deshalb endet unsere Arbeit nicht beim Papier:",
    stats: [
      {
        sample: true,
        value: "50+",
        label: "Strategien und Positionierungen haben wir in unseren Projekten erarbeitet",
      },
      {
        sample: true,
        value: "70 %",
        label:
          "der Strategiepapiere, die uns Kunden zu Projektbeginn gezeigt haben, wurden nach der Klausur kaum noch genutzt",
      },
      {
        value: "18 Monate",
        label:
          "umfasst die Roadmap aus dem dreitägigen Strategie-Workshop: lang genug für Wirkung, kurz genug zum Steuern",
        source: fact,
      },
    ],
  },
  approach: {
    title: "So gehen wir vor",
    kind: "steps",
    items: [
      {
        title: "Standort bestimmen",
        description:
          "Wir analysieren Markt, Wettbewerb und Ihre Stärken. Interviews mit Kunden und Team zeigen, wo Sie heute wirklich stehen.",
      },
      {
        title: "Strategieworkshop",
        description:
          "In drei Tagen erarbeiten wir mit Ihrem Führungsteam Positionierung, Ziele und strategische Stoßrichtungen, jede mit messbaren Kriterien.",
      },
      {
        title: "Roadmap und Umsetzung",
        description:
          "Wir übersetzen die Strategie in eine 18-Monats-Roadmap mit Meilensteinen, Verantwortlichen und Kennzahlen.",
      },
    ],
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Dreitägiger Strategieworkshop mit Ihrem Führungsteam",
      "Positionierung in einem Satz",
      "Zielgruppen- und Wettbewerbsanalyse",
      "Strategische Stoßrichtungen mit Prioritäten",
      "18-Monats-Roadmap mit Meilensteinen",
      "Kennzahlen zur Erfolgsmessung",
      "Unterlagen, um die Strategie im Team zu vermitteln",
    ],
  },
  closing: {
    title: "Geben Sie Ihrem Unternehmen eine Richtung",
    text: `Im ${offerInText("strategiegespraech")} klären wir, wo Sie stehen und welcher nächste Schritt sinnvoll ist.`,
    primary: offerCta("strategiegespraech"),
    secondary: { label: "Strategie-Cases", to: "/cases" },
    promises: offerPromises("strategiegespraech"),
  },
};
