/**
 * The 30-day guarantee, defined once: what is measured, by when, what the
 * client gets and what is excluded. /zukunftssicher shows the definition
 * (anchor `garantie`); every other mention is a short sentence that links there.
 */
import type { Cta } from "./types";

export const guarantee = {
  id: "garantie",
  title: "Die 30-Tage-Garantie",
  intro:
    "Für das Programm „Zukunftssicher in 30 Tagen“ und die Pakete auf der Leistungsseite. Verbindlich ist die Fassung in Ihrem Angebot; sie sagt dasselbe wie diese Seite.",
  terms: [
    {
      term: "Was gemessen wird",
      text: "Vor dem Start legen wir mit Ihnen schriftlich bis zu drei Ergebnisse fest und für jedes, woran es gemessen wird – zum Beispiel getroffene und dokumentierte Entscheidungen oder ein abgestimmter Umsetzungsplan.",
    },
    {
      term: "Bis wann",
      text: "30 Kalendertage ab dem ersten gemeinsamen Workshop.",
    },
    {
      term: "Was Sie bekommen",
      text: "Ist ein vereinbartes Ergebnis nach 30 Tagen nicht erreicht, arbeiten wir bis zu 30 weitere Tage ohne zusätzliches Honorar daran. Ist es auch dann nicht erreicht, erstatten wir das Honorar für diesen Teil.",
    },
    {
      term: "Ausgenommen",
      text: "Ergebnisse, die von Umsatz, Marktreaktionen oder Entscheidungen Dritter abhängen, und Verzögerungen, weil vereinbarte Zuarbeiten, Termine oder Freigaben Ihrerseits ausbleiben; dann verschiebt sich die Frist entsprechend.",
    },
  ],
} as const;

/** The one sentence other places say, with the link to the definition. */
export const guaranteeMention: { text: string; link: Cta } = {
  text: "Wir geben eine 30-Tage-Garantie: Ist ein vorher schriftlich vereinbartes, messbares Ergebnis nach 30 Tagen nicht erreicht, arbeiten wir ohne zusätzliches Honorar weiter; gelingt es dann nicht, erstatten wir das Honorar für diesen Teil.",
  link: { label: "Alle Bedingungen der Garantie", to: `/zukunftssicher#${guarantee.id}` },
};
