import { fact } from "../sources";
import { offerInText, offerPromises } from "../offers";
import type { ServicePage } from "./service-page";

export const performanceMonitoring: ServicePage = {
  slug: "performance-monitoring",
  name: "Performance Monitoring",
  meta: {
    title: "Performance Monitoring: Probleme früh erkennen",
    description:
      "Kennzahlen, Warnsignale und Berichte, die Probleme zeigen, bevor Kunden sie bemerken. Monitoring für Prozesse, Systeme und Ziele aus einer Hand.",
  },
  hero: {
    eyebrow: "Überwachung & Steuerung",
    title: "Sehen, was passiert, bevor es teuer wird",
    lead: "Ein Ausfall, den Ihre Kunden vor Ihnen bemerken, kostet doppelt: Umsatz und Vertrauen. Wir richten ein Monitoring ein, das Ihre wichtigsten Prozesse, Systeme und Ziele im Blick behält und rechtzeitig warnt.",
    primary: { label: "Monitoring Setup", to: "/kontakt" },
    secondary: { label: "Monitoring Cases", to: "/cases" },
  },
  challenge: {
    title: "Probleme werden zu spät sichtbar",
    intro:
      "Ohne Kennzahlen und Warnsignale erfahren Unternehmen von Problemen oft erst durch ihre Kunden. Unser Monitoring folgt drei Regeln:",
    stats: [
      {
        value: "7±2",
        label:
          "Kennzahlen pro Ebene der Übersicht, nach der HexaCore-Regel, damit Warnungen auffallen",
        source: fact,
      },
      {
        value: "1",
        label:
          "verantwortliche Person und ein Zielwert für jede Kennzahl, sonst bleibt eine Warnung folgenlos",
        source: fact,
      },
      {
        value: "1",
        label: "Übersicht für Prozesse, Systeme und Ziele statt verstreuter Berichte",
        source: fact,
      },
    ],
  },
  approach: {
    title: "Die Bausteine für Ihr Monitoring",
    kind: "assets",
    items: [
      {
        title: "Kennzahlensystem",
        description:
          "Wenige, genau definierte Kennzahlen mit Zielwerten und Verantwortlichen, abgeleitet aus Ihren Zielen.",
      },
      {
        title: "Dashboards",
        description:
          "Übersichtliche Ansichten für Geschäftsführung, Teams und Technik, die jeweils nur zeigen, was zählt.",
      },
      {
        title: "Warnsignale",
        description:
          "Schwellenwerte und Benachrichtigungen, die rechtzeitig melden, wenn eine Kennzahl aus dem Rahmen fällt.",
      },
      {
        title: "Routinen zur Auswertung",
        description:
          "Feste Termine und Abläufe, in denen Abweichungen besprochen und Maßnahmen beschlossen werden.",
      },
    ],
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Kennzahlensystem mit Zielwerten",
      "Dashboards für Führung und Teams",
      "Warnsignale mit festen Schwellenwerten",
      "Ablauf für die Reaktion auf Störungen",
      "Monatlicher Bericht mit Handlungsempfehlungen",
      "Einweisung für alle Verantwortlichen",
    ],
  },
  closing: {
    title: "Behalten Sie den Überblick",
    text: `Im ${offerInText("strategiegespraech")} klären wir, welche Kennzahlen und Systeme Sie im Blick haben sollten und wie schnell Ihr Monitoring steht.`,
    primary: { label: "Monitoring Setup", to: "/kontakt" },
    secondary: { label: "Monitoring Cases", to: "/cases" },
    promises: offerPromises("strategiegespraech"),
  },
};
