import { fact } from "../sources";
import { offerInText } from "../offers";
import type { ServicePage } from "./service-page";

export const knowledgeTransfer: ServicePage = {
  slug: "knowledge-transfer",
  name: "Wissenstransfer & Enablement",
  meta: {
    title: "Wissenstransfer & Enablement für Ihr Team",
    description:
      "Damit Wissen im Unternehmen bleibt: Trainings, Dokumentation und Begleitung im Alltag, bis Ihr Team selbstständig arbeitet. Drei Monate Begleitung inklusive.",
  },
  hero: {
    eyebrow: "Befähigung",
    title: "Wissen, das im Unternehmen bleibt",
    lead: "Beratung wirkt erst, wenn Ihr Team die Methoden selbst beherrscht. Wir übergeben Wissen so, dass es bleibt: mit Training, Dokumentation und drei Monaten Begleitung nach dem Projekt.",
    primary: { label: "Enablement Programm", to: "/kontakt" },
    secondary: { label: "Transfer Cases", to: "/cases" },
  },
  challenge: {
    title: "Wenn die Beratung geht, geht oft das Wissen",
    intro:
      "Viele Projekte hinterlassen Ergebnisse, aber kein Können. Nach kurzer Zeit fällt das Team in alte Muster zurück. Deshalb planen wir die Übergabe von Anfang an:",
    stats: [
      {
        value: "3 Monate",
        label: "Begleitung nach Projektende, mit festen Terminen für Fragen",
        source: fact,
      },
      {
        value: "100 %",
        label:
          "der Vorlagen und Methoden aus dem Projekt gehören danach Ihrem Team, ohne Lizenzgebühren",
        source: fact,
      },
      {
        value: "1",
        label: "Handbuch je Methode, mit dem Ihr Team ohne uns weiterarbeitet",
        source: fact,
      },
    ],
  },
  approach: {
    title: "So gehen wir vor",
    kind: "steps",
    items: [
      {
        title: "Bedarf klären",
        description:
          "Wir klären, wer im Team welche Fähigkeiten braucht, und legen fest, woran wir erkennen, dass der Transfer gelungen ist.",
      },
      {
        title: "Trainieren und dokumentieren",
        description:
          "Wir trainieren an Ihren echten Aufgaben und halten Methoden, Vorlagen und Entscheidungen in einer leicht zugänglichen Dokumentation fest.",
      },
      {
        title: "Begleiten und loslassen",
        description:
          "Drei Monate lang begleiten wir Ihr Team im Alltag, beantworten Fragen und ziehen uns Schritt für Schritt zurück.",
      },
    ],
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Analyse des Schulungsbedarfs",
      "Trainings an echten Aufgaben Ihres Teams",
      "Dokumentation von Methoden und Vorlagen",
      "Ansprechpartner im Team für jede Methode",
      "3 Monate Nachbetreuung",
      "Feste Sprechstunden für Fragen",
      "Abschlussbewertung des Transfers",
    ],
  },
  closing: {
    title: "Machen Sie Ihr Team unabhängig",
    text: `Im ${offerInText("strategiegespraech")} klären wir, welches Wissen Ihr Team braucht und wie ein Enablement Programm für Sie aussehen kann.`,
    primary: { label: "Enablement Programm", to: "/kontakt" },
    secondary: { label: "Transfer Cases", to: "/cases" },
    promises: ["Kostenlos", "Unverbindlich", "3 Monate Begleitung"],
  },
};
