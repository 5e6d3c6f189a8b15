import { fact } from "../sources";
import { offerCta, offerInText, offers } from "../offers";
import type { ServicePage } from "./service-page";

export const gtmGrowth: ServicePage = {
  slug: "gtm-growth",
  name: "Go-to-Market & Growth",
  meta: {
    title: "Go-to-Market & Growth: planbar wachsen",
    description:
      "Markteintritt mit Plan: Zielgruppen, Kanäle, Botschaften und Kennzahlen aus einem Guss. Der GTM-Readiness Check liefert Ihre Strategie in zwei Wochen.",
  },
  hero: {
    eyebrow: "Markteintritt & Wachstum",
    title: "Vom Produkt zum Markterfolg",
    lead: "Welche Zielgruppe zuerst, über welchen Kanal, mit welcher Botschaft? Wir entwickeln mit Ihnen einen Go-to-Market-Plan, der diese drei Fragen gemeinsam beantwortet, und machen Wachstum messbar.",
    primary: offerCta("strategiegespraech"),
    secondary: { label: "Wachstums-Cases", to: "/cases" },
  },
  challenge: {
    title: "Wachstum ist kein Zufall",
    intro:
      "Viele Markteinführungen scheitern nicht am Produkt, sondern an der Frage, wen man wie erreicht. Der GTM-Readiness Check beantwortet sie vor dem Start:",
    stats: [
      {
        sample: true,
        value: "42 %",
        label:
          "der Produkte, die uns Kunden für den Markteintritt vorgelegt haben, hatten noch keine festgelegte Zielgruppe",
      },
      {
        value: "2 Wochen",
        label: "bis zur Go-to-Market-Strategie im GTM-Readiness Check",
        source: fact,
      },
      {
        value: "3",
        label:
          "Kennzahlen je Kanal legen wir vor dem Start fest: Reichweite, Konversion und Kosten pro Neukunde",
        source: fact,
      },
    ],
  },
  approach: {
    title: "So gehen wir vor",
    kind: "steps",
    items: [
      {
        title: "GTM-Readiness Check",
        description:
          "In zwei Wochen prüfen wir Produkt, Zielgruppen, Angebot und Vertrieb und entwickeln daraus Ihre Go-to-Market-Strategie.",
      },
      {
        title: "Kanäle und Botschaften",
        description:
          "Wir wählen die Kanäle, die Ihre Zielgruppe wirklich nutzt, und entwickeln Botschaften für jede Phase der Kaufentscheidung.",
      },
      {
        title: "Wachstum steuern",
        description:
          "Wir legen Kennzahlen fest, starten erste Experimente und bauen einen Rhythmus, in dem Sie Wachstum regelmäßig überprüfen.",
      },
    ],
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Go-to-Market-Strategie in zwei Wochen",
      "Profile Ihrer wichtigsten Zielgruppen",
      "Kanalplan mit Budgetverteilung",
      "Botschaften für jede Phase der Kaufentscheidung",
      "Plan für die ersten 90 Tage",
      "Kennzahlen und Zielwerte für Ihr Wachstum",
      "Vorlagen für Experimente im Markt",
    ],
  },
  closing: {
    title: "Wie bereit ist Ihr Produkt für den Markt?",
    text: `Mit dem GTM-Readiness Check erhalten Sie in zwei Wochen eine Strategie für Ihren Markteintritt. Im ${offerInText("strategiegespraech")} klären wir den Rahmen.`,
    primary: { label: "GTM-Readiness Check", to: "/kontakt" },
    secondary: { label: "Growth Erfolge", to: "/cases" },
    promises: [
      `${offers.strategiegespraech.name} kostenlos`,
      "Strategie in 2 Wochen",
      "Messbare Ziele",
    ],
  },
};
