import { fact } from "../sources";
import { offerInText, offerPromises } from "../offers";
import type { ServicePage } from "./service-page";

export const continuousImprovement: ServicePage = {
  slug: "continuous-improvement",
  name: "Kontinuierliche Verbesserung",
  meta: {
    title: "Kontinuierliche Verbesserung, die dauerhaft wirkt",
    description:
      "Verbesserung als fester Teil des Alltags: Ideen aus dem Team aufnehmen, schnell prüfen und umsetzen. Mit festen Routinen, Kennzahlen und Verantwortung.",
  },
  hero: {
    eyebrow: "Prozesse & Qualität",
    title: "Jeden Monat ein Stück besser",
    lead: "Die besten Ideen für bessere Abläufe haben die Menschen, die täglich in ihnen arbeiten. Wir bauen mit Ihnen eine Routine, in der diese Ideen gesammelt, geprüft und umgesetzt werden, und machen den Fortschritt in Kennzahlen sichtbar.",
    primary: { label: "Improvement Setup", to: "/kontakt" },
    secondary: { label: "CI Cases", to: "/cases" },
  },
  challenge: {
    title: "Gute Ideen versanden im Alltag",
    intro:
      "In jedem Team gibt es Ideen, wie es besser ginge. Ohne festen Ablauf kommen sie selten an. Was wir zu Projektbeginn vorfinden und wie wir es ändern:",
    stats: [
      {
        sample: true,
        value: "23 %",
        label:
          "der Verbesserungsvorschläge, die Teams vor unserem Projektbeginn gesammelt hatten, waren tatsächlich umgesetzt",
      },
      {
        value: "4 Wochen",
        label: "dauert ein Zyklus der Verbesserung: sammeln, priorisieren, umsetzen, prüfen",
        source: fact,
      },
      {
        value: "1",
        label: "Kennzahl pro Verbesserung, an der Ihr Team den Erfolg abliest",
        source: fact,
      },
    ],
  },
  approach: {
    title: "So gehen wir vor",
    kind: "steps",
    items: [
      {
        title: "Ausgangslage messen",
        description:
          "Wir erfassen die wichtigsten Abläufe, sammeln Ideen aus dem Team und legen Kennzahlen fest, an denen wir Fortschritt messen.",
      },
      {
        title: "Routine einführen",
        description:
          "Wir führen einen festen Rhythmus ein: Ideen sammeln, bewerten, klein testen, übernehmen oder verwerfen.",
      },
      {
        title: "Verankern",
        description:
          "Wir schulen Verantwortliche, machen Erfolge sichtbar und sorgen dafür, dass die Routine auch ohne uns läuft.",
      },
    ],
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Analyse der wichtigsten Abläufe",
      "Ideenspeicher mit festem Bewertungsverfahren",
      "Fester Rhythmus für regelmäßige Verbesserungen",
      "Kennzahlen für Qualität, Zeit und Kosten",
      "Geschulte Verantwortliche im Team",
      "Übersicht der umgesetzten Verbesserungen",
    ],
  },
  closing: {
    title: "Machen Sie Verbesserung zur Routine",
    text: `Im ${offerInText("strategiegespraech")} finden wir heraus, wo in Ihren Abläufen das größte Potenzial liegt und wie Sie es dauerhaft heben.`,
    primary: { label: "Improvement Setup", to: "/kontakt" },
    secondary: { label: "CI Cases", to: "/cases" },
    promises: offerPromises("strategiegespraech"),
  },
};
