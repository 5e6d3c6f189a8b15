import { fact } from "../sources";
import { offerInText, offerPromises } from "../offers";
import type { ServicePage } from "./service-page";

export const researchInsights: ServicePage = {
  slug: "research-insights",
  name: "Marktforschung & Insights",
  meta: {
    title: "Marktforschung & Insights für Mittelstand und Start-ups",
    description:
      "Interviews, Wettbewerbsanalyse und Marktdaten statt Bauchgefühl: Sie erhalten einen Forschungsbericht mit 30–50 Seiten auf Basis von 15+ Interviews.",
  },
  hero: {
    eyebrow: "Forschung & Erkenntnisse",
    title: "Wissen, was Ihre Kunden wirklich brauchen",
    lead: "Warum kaufen Ihre Kunden, und warum kaufen andere bei der Konkurrenz? Wir führen mindestens 15 Interviews mit Ihren Zielkunden, analysieren den Wettbewerb und übersetzen die Ergebnisse in Empfehlungen, über die Sie entscheiden können.",
    primary: { label: "Forschungsfrage besprechen", to: "/kontakt" },
    secondary: { label: "Forschungs-Cases", to: "/cases" },
  },
  challenge: {
    title: "Annahmen sind keine Marktkenntnis",
    intro:
      "Viele Entscheidungen beruhen auf dem, was ein Team über seine Kunden zu wissen glaubt. Das wird teuer, wenn sich die Annahmen erst nach dem Start als falsch erweisen. Unsere Zahlen dazu:",
    stats: [
      {
        sample: true,
        value: "200+",
        label:
          "Recherchen, Interview-Reihen und Marktanalysen haben wir in unseren Projekten durchgeführt",
      },
      {
        sample: true,
        value: "87 %",
        label:
          "der Produktideen, die uns Kunden zur Prüfung vorgelegt haben, stützten sich zu Beginn auf Annahmen statt auf Kundengespräche",
      },
      {
        value: "15+",
        label:
          "Interviews mit Zielkunden gehören zu jeder Marktstudie; der Bericht fasst sie auf 30–50 Seiten zusammen",
        source: fact,
      },
    ],
  },
  approach: {
    title: "So gehen wir vor",
    kind: "steps",
    items: [
      {
        title: "Fragen schärfen",
        description:
          "Gemeinsam legen wir fest, welche Entscheidung die Forschung stützen soll. Daraus leiten wir Forschungsfragen, Zielgruppen und Methoden ab.",
      },
      {
        title: "Forschen",
        description:
          "Wir führen 15+ strukturierte Interviews mit Kunden, Nichtkunden und Fachleuten und ergänzen sie um Wettbewerbs- und Marktdaten.",
      },
      {
        title: "Verdichten und empfehlen",
        description:
          "Wir werten die Ergebnisse aus, erkennen Muster und leiten konkrete Empfehlungen für Produkt, Angebot und Vertrieb ab.",
      },
    ],
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Forschungsbericht mit 30–50 Seiten",
      "15+ strukturierte Interviews mit Zusammenfassungen",
      "Wettbewerbslandkarte mit Stärken und Lücken",
      "Kundenprofile mit Kaufmotiven und Einwänden",
      "Marktgröße und Segmente im Überblick",
      "Priorisierte Handlungsempfehlungen",
      "Präsentation der Ergebnisse für Ihr Führungsteam",
    ],
  },
  closing: {
    title: "Entscheiden Sie auf Basis von Fakten",
    text: `Schildern Sie uns Ihre Fragestellung. Im ${offerInText("strategiegespraech")} klären wir, welche Forschung Sie wirklich brauchen und was sie kostet.`,
    primary: { label: "Forschungsfrage besprechen", to: "/kontakt" },
    secondary: { label: "Forschungs-Cases", to: "/cases" },
    promises: offerPromises("strategiegespraech"),
  },
};
