import { fact } from "../sources";
import { offerInText, offerPromises } from "../offers";
import type { ServicePage } from "./service-page";

export const salesEnablement: ServicePage = {
  slug: "sales-enablement",
  name: "Sales Enablement & Revenue Ops",
  meta: {
    title: "Sales Enablement & Revenue Ops",
    description:
      "Mehr Zeit beim Kunden, weniger Suche nach Unterlagen: ein gemeinsamer Verkaufsprozess, Vertriebsmaterial aus einem Guss und Kennzahlen für planbaren Umsatz.",
  },
  hero: {
    eyebrow: "Vertrieb",
    title: "Ein Vertrieb, der mehr verkauft und weniger sucht",
    lead: "Preisliste, Referenzen, aktuelle Präsentation: Wer im Vertrieb sucht, verkauft nicht. Wir machen Ihr Vertriebsteam schneller und sicherer, mit einem festen Verkaufsprozess, den richtigen Unterlagen zur richtigen Zeit und Kennzahlen, die Umsatz planbar machen.",
    primary: { label: "Sales Audit anfragen", to: "/kontakt" },
    secondary: { label: "Revenue Cases", to: "/cases" },
  },
  challenge: {
    title: "Zu viel Zeit geht am Kunden vorbei",
    intro:
      "Vertriebsteams verlieren viel Zeit mit Suchen, Abstimmen und Verwalten. Zwischen Marketing und Vertrieb versickern Anfragen. Was unsere Sales Audits zeigen:",
    stats: [
      {
        sample: true,
        value: "4,2 Stunden",
        label:
          "pro Woche suchten Beschäftigte im Vertrieb in unseren Sales Audits im Schnitt nach Unterlagen, Preisen und Referenzen",
      },
      {
        value: "1",
        label:
          "gemeinsamer Verkaufsprozess mit festen Phasen für Marketing und Vertrieb als Ergebnis",
        source: fact,
      },
      {
        value: "1",
        label: "zentraler Ort für alle Vertriebsunterlagen, Preise und Referenzen",
        source: fact,
      },
    ],
  },
  approach: {
    title: "So gehen wir vor",
    kind: "steps",
    items: [
      {
        title: "Sales Audit",
        description:
          "Wir analysieren Prozess, Werkzeuge, Unterlagen und Zahlen Ihres Vertriebs und zeigen, wo Umsatz verloren geht.",
      },
      {
        title: "Prozess und Material",
        description:
          "Wir definieren feste Phasen im Verkaufsprozess und schaffen Unterlagen, die Ihr Team in jeder Phase sofort findet.",
      },
      {
        title: "Steuerung und Training",
        description:
          "Wir richten Kennzahlen und Berichte ein und trainieren Ihr Team, bis der neue Prozess im Alltag sitzt.",
      },
    ],
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Sales Audit mit konkreten Handlungsfeldern",
      "Verkaufsprozess mit festen Phasen und Übergaben",
      "Regeln für die Übergabe von Marketing an Vertrieb",
      "Zentrale Bibliothek für Vertriebsunterlagen",
      "Gesprächsleitfäden und Antworten auf Einwände",
      "Dashboard mit Vertriebskennzahlen",
      "Training für Ihr Vertriebsteam",
    ],
  },
  closing: {
    title: "Mehr Umsatz mit dem Team, das Sie schon haben",
    text: `Im Sales Audit finden wir die größten Hebel in Ihrem Vertrieb. Im ${offerInText("strategiegespraech")} klären wir, was wir uns gemeinsam ansehen.`,
    primary: { label: "Sales Audit anfragen", to: "/kontakt" },
    secondary: { label: "Revenue Cases", to: "/cases" },
    promises: offerPromises("strategiegespraech"),
  },
};
