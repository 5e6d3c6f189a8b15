import { fact } from "../sources";
import { offerInText, offerPromises } from "../offers";
import type { ServicePage } from "./service-page";

export const brandNarrative: ServicePage = {
  slug: "brand-narrative",
  name: "Marke & Narrativ",
  meta: {
    title: "Marke & Narrativ: eine Geschichte, die verkauft",
    description:
      "Eine Marke mit eigener Geschichte: zweitägiger Markenworkshop, Markenkern, Botschaften für alle Kanäle und ein Markencheck nach sechs Monaten.",
  },
  hero: {
    eyebrow: "Marke",
    title: "Eine Geschichte, die man sich merkt",
    lead: "Gute Produkte brauchen eine Geschichte, die erklärt, warum es sie gibt. Wir entwickeln mit Ihnen Markenkern und Botschaften, die Kunden, Mitarbeitende und Partner verstehen.",
    primary: { label: "Markenworkshop anfragen", to: "/kontakt" },
    secondary: { label: "Marken-Cases", to: "/cases" },
  },
  challenge: {
    title: "Austauschbar ist teuer",
    intro:
      "Wer klingt wie alle anderen, konkurriert am Ende nur noch über den Preis. So gehen wir dagegen vor:",
    stats: [
      {
        sample: true,
        value: "45 %",
        label:
          "der Testpersonen, die wir zu Beginn eines Markenprojekts befragen, können nach dem Besuch der Website nicht sagen, was das Unternehmen besonders macht",
      },
      {
        value: "2 Tage",
        label: "Markenworkshop mit Ihrem Team; danach stehen Markenkern, Narrativ und Botschaften",
        source: fact,
      },
      {
        value: "6 Monate",
        label: "nach dem Start prüfen wir im Markencheck, ob die Marke wirkt",
        source: fact,
      },
    ],
  },
  approach: {
    title: "So gehen wir vor",
    kind: "steps",
    items: [
      {
        title: "Markenworkshop",
        description:
          "In zwei Tagen erarbeiten wir mit Ihnen Markenkern, Haltung und Versprechen, gestützt auf Kundenstimmen und Wettbewerbsanalyse.",
      },
      {
        title: "Narrativ und Botschaften",
        description:
          "Wir formulieren Ihre Geschichte und leiten Botschaften für Website, Vertrieb, Bewerberinnen, Bewerber und Investoren ab.",
      },
      {
        title: "Einführen und prüfen",
        description:
          "Wir begleiten die Einführung im Team und prüfen nach sechs Monaten mit einem Markencheck, wie die Marke wirkt.",
      },
    ],
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Zweitägiger Markenworkshop",
      "Markenkern mit Haltung und Versprechen",
      "Ihre Markengeschichte in kurzer und langer Fassung",
      "Botschaften für jede Zielgruppe",
      "Leitfaden für Sprache und Tonalität",
      "Briefing für Design und Agenturen",
      "Markencheck nach sechs Monaten",
    ],
  },
  closing: {
    title: "Geben Sie Ihrer Marke eine Stimme",
    text: `Im ${offerInText("strategiegespraech")} hören wir uns an, wie Sie Ihr Unternehmen heute beschreiben, und zeigen, wo Ihre Geschichte mehr Kraft entfalten kann.`,
    primary: { label: "Markenworkshop anfragen", to: "/kontakt" },
    secondary: { label: "Marken-Cases", to: "/cases" },
    promises: offerPromises("strategiegespraech"),
  },
};
