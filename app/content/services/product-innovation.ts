import { fact } from "../sources";
import { offerInText, offerPromises } from "../offers";
import type { ServicePage } from "./service-page";

export const productInnovation: ServicePage = {
  slug: "product-innovation",
  name: "Produkt- & Serviceinnovation",
  meta: {
    title: "Produkt- & Serviceinnovation im Innovation Sprint",
    description:
      "Neue Produkte und Services in vier Wochen prüfen: vom Kundenproblem über Ideen und Prototyp bis zum Test mit echten Nutzerinnen und Nutzern. Für Mittelstand und Start-ups.",
  },
  hero: {
    eyebrow: "Innovation",
    title: "Neue Produkte, die Kunden wirklich wollen",
    lead: "Im Innovation Sprint gehen wir in vier Wochen vom Kundenproblem zum getesteten Prototyp. So wissen Sie früh, welche Idee sich lohnt, und investieren gezielt.",
    primary: { label: "Innovation Sprint anfragen", to: "/kontakt" },
    secondary: { label: "Innovations-Cases", to: "/cases" },
  },
  challenge: {
    title: "Ideen gibt es genug",
    intro:
      "Woran es fehlt, ist ein Weg, sie schnell und günstig zu prüfen. Ohne diesen Weg bleiben gute Ideen liegen, und schwache werden zu lange verfolgt. Unser Weg in Zahlen:",
    stats: [
      {
        sample: true,
        value: "50+",
        label:
          "Produkt- und Markteinführungen haben wir begleitet, die Stationen vor der Gründung eingeschlossen",
      },
      {
        sample: true,
        value: "60 %",
        label:
          "der Innovationsvorhaben, die wir übernommen haben, starteten ohne getestete Annahme über den Kundennutzen",
      },
      {
        value: "4 Wochen",
        label: "dauert ein Innovation Sprint vom Kundenproblem bis zum getesteten Prototyp",
        source: fact,
      },
    ],
  },
  approach: {
    title: "Der Innovation Sprint in vier Wochen",
    kind: "steps",
    items: [
      {
        title: "Problem verstehen",
        description:
          "In Woche 1 sprechen wir mit Kunden, sammeln Daten und formulieren das Problem, das es wirklich zu lösen gilt.",
      },
      {
        title: "Ideen und Prototyp",
        description:
          "In Woche 2 und 3 entwickeln wir Lösungsideen, wählen die stärkste aus und bauen einen Prototyp, den man anfassen oder anklicken kann.",
      },
      {
        title: "Testen und entscheiden",
        description:
          "In Woche 4 testen wir mit echten Nutzerinnen und Nutzern. Danach entscheiden Sie auf Basis von Ergebnissen: weitermachen, anpassen oder stoppen.",
      },
    ],
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Präzise formuliertes Kundenproblem",
      "Ideenlandkarte mit bewerteten Ansätzen",
      "Prototyp der stärksten Idee",
      "Ergebnisse aus Tests mit echten Nutzerinnen und Nutzern",
      "Geschäftsmodell auf einer Seite",
      "Empfehlung mit nächsten Schritten",
    ],
  },
  closing: {
    title: "Prüfen Sie Ihre Idee, bevor Sie investieren",
    text: `Erzählen Sie uns von Ihrer Idee. Im ${offerInText("strategiegespraech")} klären wir, ob ein Innovation Sprint der richtige Weg ist.`,
    primary: { label: "Innovation Sprint anfragen", to: "/kontakt" },
    secondary: { label: "Innovations-Cases", to: "/cases" },
    promises: offerPromises("strategiegespraech"),
  },
};
