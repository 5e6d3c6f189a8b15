import { fact } from "../sources";
import { offerInText, offerPromises } from "../offers";
import type { ServicePage } from "./service-page";

export const noCodePrototyping: ServicePage = {
  slug: "no-code-prototyping",
  name: "No-Code-Prototyping",
  meta: {
    title: "No-Code-Prototyping in 1–2 Wochen",
    description:
      "Funktionsfähige Prototypen in ein bis zwei Wochen, ohne eigene Programmierung. Testen Sie Ihre Idee, bevor Sie Software beauftragen.",
  },
  hero: {
    eyebrow: "Prototyping",
    title: "Erst testen, dann programmieren",
    lead: "Ein Klickdummy überzeugt niemanden, ein Lastenheft auch nicht. Mit No-Code-Werkzeugen bauen wir in ein bis zwei Wochen einen Prototyp, den Ihre Kundinnen und Kunden wirklich benutzen, und lernen aus ihrem Verhalten, bevor Entwicklungskosten anfallen.",
    primary: { label: "Prototyp besprechen", to: "/kontakt" },
    secondary: { label: "Prototyp-Cases", to: "/cases" },
  },
  challenge: {
    title: "Software wird oft zu früh gebaut",
    intro:
      "Viele digitale Vorhaben starten mit einem Lastenheft, bevor eine einzige Person aus der Zielgruppe die Idee gesehen hat. Ein Prototyp dreht die Reihenfolge um:",
    stats: [
      {
        value: "1–2 Wochen",
        label: "bis zum funktionsfähigen Prototyp aus No-Code-Werkzeugen",
        source: fact,
      },
      {
        sample: true,
        value: "67 %",
        label:
          "der Funktionen, die Kunden vor unseren Nutzertests für unverzichtbar hielten, wurden danach gestrichen oder vereinfacht",
      },
      {
        value: "0",
        label:
          "Zeilen eigener Programmcode, bis echte Nutzerinnen und Nutzer die Idee getestet haben",
        source: fact,
      },
    ],
  },
  approach: {
    title: "So gehen wir vor",
    kind: "steps",
    items: [
      {
        title: "Kern definieren",
        description:
          "Wir klären, welche Frage der Prototyp beantworten soll, und beschränken ihn auf die wenigen Funktionen, auf die es ankommt.",
      },
      {
        title: "Bauen im Sprint",
        description:
          "In ein bis zwei Wochen entsteht ein funktionsfähiger Prototyp mit erprobten No-Code-Werkzeugen, mit echten Daten statt Attrappen.",
      },
      {
        title: "Testen und übergeben",
        description:
          "Wir testen mit Ihren Nutzerinnen und Nutzern, werten die Ergebnisse aus und übergeben eine Grundlage für die weitere Entwicklung.",
      },
    ],
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Funktionsfähiger Prototyp in 1–2 Wochen",
      "Kostenvergleich: Prototyp gegenüber klassischer Entwicklung für Ihr Vorhaben",
      "Nutzertests mit Auswertung",
      "Priorisierte Liste der Funktionen",
      "Empfehlung für Werkzeuge und Technik",
      "Übergabe an Ihr Team oder Ihren Dienstleister",
    ],
  },
  closing: {
    title: "Ihre Idee als Prototyp, in wenigen Tagen",
    text: `Im ${offerInText("strategiegespraech")} klären wir, was Ihr Prototyp können muss und wie schnell er stehen kann.`,
    primary: { label: "Prototyp besprechen", to: "/kontakt" },
    secondary: { label: "Prototyp-Cases", to: "/cases" },
    promises: offerPromises("strategiegespraech"),
  },
};
