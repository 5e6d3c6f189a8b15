import { fact } from "../sources";
import { offerInText, offerPromises } from "../offers";
import type { ServicePage } from "./service-page";

export const futureReady: ServicePage = {
  slug: "future-ready",
  name: "Future Ready Program",
  meta: {
    title: "Future Ready Program: Transformation in 12–36 Monaten",
    description:
      "Begleitung über 12–36 Monate in drei Horizonten: Kerngeschäft schützen, Angebot erweitern, Neues schaffen. Mit Roadmap und schnellen Einstiegspaketen.",
  },
  hero: {
    eyebrow: "Langfristige Transformation",
    title: "Heute stark, morgen zukunftsfähig",
    lead: "Das Future Ready Program begleitet Ihr Unternehmen über 12–36 Monate. Wir sichern das Kerngeschäft, erweitern Ihr Angebot und bauen neue Geschäftsfelder auf, in drei Horizonten.",
    primary: { label: "Transformation Assessment", to: "/kontakt" },
    secondary: { label: "Transformation Cases", to: "/cases" },
  },
  challenge: {
    title: "Das Tagesgeschäft frisst die Zukunft",
    intro:
      "Wer nur das Heute optimiert, merkt oft zu spät, dass sich Markt und Technik verschoben haben. Das Programm gibt der Zukunft feste Zeit:",
    stats: [
      {
        value: "12–36 Monate",
        label: "begleitet das Future Ready Program Ihr Unternehmen",
        source: fact,
      },
      {
        value: "3",
        label:
          "Horizonte: Kerngeschäft sichern (Protect), Angebot erweitern (Extend), Neues schaffen (Create)",
        source: fact,
      },
      {
        value: "10 Tage",
        label: "dauert der Einstieg mit dem Future Readiness Sprint",
        source: fact,
      },
    ],
  },
  approach: {
    title: "Drei Horizonte",
    intro:
      "Wir arbeiten gleichzeitig auf drei Zeitebenen, damit die Zukunft nicht auf Kosten der Gegenwart geht.",
    kind: "steps",
    items: [
      {
        title: "Protect: Kerngeschäft schützen",
        description:
          "Wir stärken, was heute Umsatz bringt: effizientere Prozesse, stabile Kundenbeziehungen und aussagekräftige Kennzahlen.",
      },
      {
        title: "Extend: Angebot erweitern",
        description:
          "Wir entwickeln neue Leistungen, Kundengruppen und Vertriebswege, die auf Ihren bestehenden Stärken aufbauen.",
      },
      {
        title: "Create: Neues schaffen",
        description:
          "Wir erkunden neue Geschäftsfelder, testen sie mit kleinen Einsätzen und bauen die vielversprechendsten gezielt aus.",
      },
    ],
    link: { label: "Das 30-Tage-Programm ansehen", to: "/zukunftssicher" },
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Transformation Assessment zum Start",
      "Roadmap für die Transformation über 12–24 Monate",
      "Portfolio aus Vorhaben für alle drei Horizonte",
      "Feste Termine zur Steuerung mit der Geschäftsführung",
      "Future Readiness Sprint (10 Tage) als schneller Einstieg",
      "AI Guardrails Pack (2 Wochen) für den sicheren Einsatz von KI",
      "Kennzahlen für Fortschritt und Wirkung",
    ],
  },
  closing: {
    title: "Machen Sie Ihr Unternehmen zukunftssicher",
    text: `In der ${offerInText("standortbestimmung")} klären wir, wo Ihr Unternehmen steht und welcher Horizont zuerst Aufmerksamkeit braucht.`,
    primary: { label: "Transformation Assessment", to: "/kontakt" },
    secondary: { label: "Transformation Cases", to: "/cases" },
    promises: offerPromises("standortbestimmung"),
  },
};
