import { fact } from "../sources";
import { offerInText } from "../offers";
import type { ServicePage } from "./service-page";

export const analyticsOkrs: ServicePage = {
  slug: "analytics-okrs",
  name: "Analytics, OKRs & Experimentation",
  meta: {
    title: "Analytics, OKRs & Experimente",
    description:
      "Weniger Berichte, bessere Entscheidungen: ein Messkonzept in drei Wochen, OKRs, die im Alltag wirken, und Experimente, aus denen Ihr Team wirklich lernt.",
  },
  hero: {
    eyebrow: "Daten & Ziele",
    title: "Messen, was zählt, und daraus lernen",
    lead: "Welche Kennzahl hat Ihre letzte wichtige Entscheidung tatsächlich beeinflusst? Wir bauen ein Messkonzept, das genau solche Fragen beantwortet, Ziele, die Ihr Team trägt, und Experimente, die zeigen, was wirklich wirkt.",
    primary: { label: "Analytics Setup anfragen", to: "/kontakt" },
    secondary: { label: "Data Cases", to: "/cases" },
  },
  challenge: {
    title: "Viele Daten, wenig Erkenntnis",
    intro:
      "Die meisten Unternehmen haben keinen Mangel an Zahlen, sondern an Zahlen, die eine Entscheidung stützen. Aus unseren Analytics-Projekten:",
    stats: [
      {
        sample: true,
        value: "4,5 Tage",
        label:
          "pro Monat verbrachten Führungsteams in unseren Analytics-Projekten zu Beginn im Schnitt damit, Zahlen für Berichte zusammenzutragen",
      },
      { value: "3 Wochen", label: "bis zum Messkonzept im Analytics-Health-Check", source: fact },
      {
        value: "3–5",
        label: "Ziele pro Quartal empfehlen wir bei OKRs, damit der Fokus erhalten bleibt",
        source: fact,
      },
    ],
  },
  approach: {
    title: "So gehen wir vor",
    kind: "steps",
    items: [
      {
        title: "Analytics-Health-Check",
        description:
          "Wir prüfen Datenquellen, Werkzeuge und Berichte und entwickeln in drei Wochen ein Messkonzept, das Ihre wichtigsten Fragen beantwortet.",
      },
      {
        title: "Ziele und OKRs",
        description:
          "Wir leiten aus Ihrer Strategie wenige, messbare Ziele ab und führen OKRs in einem Rhythmus ein, der zu Ihrem Unternehmen passt.",
      },
      {
        title: "Experimentieren",
        description:
          "Wir etablieren einen einfachen Ablauf für Experimente: Hypothese, Test, Auswertung, Entscheidung.",
      },
    ],
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Analytics-Health-Check Ihrer Datenlandschaft",
      "Messkonzept in drei Wochen",
      "Dashboard mit den Kennzahlen, die zählen",
      "OKRs für das nächste Quartal",
      "Leitfaden für Planung und Rückblick mit OKRs",
      "Vorlage für Experimente mit Hypothese und Auswertung",
      "Schulung für Führungskräfte und Team",
    ],
  },
  closing: {
    title: "Machen Sie Ihre Zahlen zu Entscheidungen",
    text: `Im ${offerInText("strategiegespraech")} sehen wir uns an, wie Sie heute messen und steuern, und zeigen den schnellsten Weg zu Zahlen, die Entscheidungen stützen.`,
    primary: { label: "Analytics Setup anfragen", to: "/kontakt" },
    secondary: { label: "Data Cases", to: "/cases" },
    promises: ["Kostenlos", "Unverbindlich", "Messkonzept in 3 Wochen"],
  },
};
