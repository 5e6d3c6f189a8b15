import { fact } from "../sources";
import { offerCta, offerInText, offerLength, offerPromises } from "../offers";
import type { ServicePage } from "./service-page";

export const pricingPackaging: ServicePage = {
  slug: "pricing-packaging",
  name: "Pricing & Packaging",
  meta: {
    title: "Pricing & Packaging: Preise nach Kundennutzen",
    description:
      "Preise nach Kundennutzen statt nach Bauchgefühl: Analyse der Zahlungsbereitschaft, verständliche Angebotspakete und feste Rabattregeln für Ihren Vertrieb.",
  },
  hero: {
    eyebrow: "Preise & Angebote",
    title: "Preise, die Ihren Wert zeigen",
    lead: "Der Preis ist der schnellste Hebel für Ihre Marge. Wir entwickeln eine Preislogik und Angebotspakete, die Ihre Kunden verstehen und Ihr Vertrieb sicher vertreten kann.",
    primary: offerCta("strategiegespraech"),
    secondary: { label: "Preis-Cases", to: "/cases" },
  },
  challenge: {
    title: "Viele Unternehmen verschenken Marge",
    intro:
      "Preise entstehen oft aus Kalkulation und Gewohnheit, nicht aus dem Nutzen für den Kunden. Das zeigen auch unsere Preisprojekte:",
    stats: [
      {
        sample: true,
        value: "73 %",
        label:
          "der Preislisten, die wir zu Projektbeginn geprüft haben, beruhten auf Kosten plus Aufschlag statt auf dem Kundennutzen",
      },
      {
        value: "3",
        label:
          "Paketstufen empfehlen wir in der Regel, damit Kunden vergleichen können, ohne sich zu verzetteln",
        source: fact,
      },
      {
        value: offerLength("strategiegespraech"),
        label:
          "dauert das kostenlose Strategiegespräch, in dem wir Ihre aktuelle Preisstruktur ansehen",
        source: fact,
      },
    ],
  },
  approach: {
    title: "So gehen wir vor",
    kind: "steps",
    items: [
      {
        title: "Zahlungsbereitschaft verstehen",
        description:
          "Wir analysieren Kunden, Wettbewerb und Ihre Abschlussdaten und finden heraus, wofür Ihre Kunden wirklich bezahlen.",
      },
      {
        title: "Pakete gestalten",
        description:
          "Wir bündeln Leistungen zu wenigen Paketen und legen eine Preislogik fest, die Wert statt Aufwand abbildet.",
      },
      {
        title: "Einführen und messen",
        description:
          "Wir testen die neuen Preise mit ausgewählten Kunden, schulen den Vertrieb und verfolgen Marge und Abschlussquote.",
      },
    ],
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Analyse der Zahlungsbereitschaft",
      "Preislogik, die sich am Kundennutzen orientiert",
      "Paketarchitektur mit abgegrenzten Stufen",
      "Rabatt- und Freigaberegeln",
      "Preisblatt und Argumentationshilfe für den Vertrieb",
      "Einführungsplan mit Testphase",
      "Kennzahlen für Marge und Abschlussquote",
    ],
  },
  closing: {
    title: "Finden Sie den Preis, den Ihr Angebot verdient",
    text: `Im ${offerInText("strategiegespraech")} prüfen wir Ihre aktuelle Preisstruktur und zeigen Ihnen, wo der größte Hebel liegt.`,
    primary: offerCta("strategiegespraech"),
    secondary: { label: "Preis-Cases", to: "/cases" },
    promises: offerPromises("strategiegespraech"),
  },
};
