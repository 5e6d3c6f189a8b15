import { citations, cited, fact } from "../sources";
import { offerCta, offerInText, offerLength } from "../offers";
import type { ServicePage } from "./service-page";

export const decisionArchitecture: ServicePage = {
  slug: "decision-architecture",
  name: "Decision Architecture (HexaCore)",
  meta: {
    title: "Decision Architecture mit HexaCore",
    description:
      "Komplexe Entscheidungen strukturieren: HexaCore begrenzt jede Ebene auf 7±2 Faktoren und macht Optionen vergleichbar. Erstsitzung kostenlos.",
  },
  hero: {
    eyebrow: "HexaCore Decision Architecture",
    title: "Komplexe Entscheidungen greifbar machen",
    lead: "Zwanzig Punkte auf einer Folie, fünf Meinungen im Raum und keine Entscheidung? Mit HexaCore ordnen wir Ihre Entscheidung auf 7±2 Faktoren pro Ebene. So sieht Ihr Team dasselbe Bild und kann entscheiden.",
    primary: offerCta("erstsitzung"),
    secondary: { label: "Cases ansehen", to: "/cases" },
  },
  challenge: {
    title: "Warum gute Teams schlecht entscheiden",
    intro:
      "Mehr Information führt nicht automatisch zu besseren Entscheidungen. Zu viele gleichwertige Optionen lähmen: Teams vertagen, drehen sich im Kreis oder folgen der lautesten Stimme. HexaCore verdichtet deshalb schon ab vier Optionen und setzt hier an:",
    stats: [
      {
        value: "7±2",
        label:
          "Einheiten kann das Kurzzeitgedächtnis etwa gleichzeitig halten; daher die Grenze pro Ebene",
        source: cited(citations.miller1956),
      },
      {
        sample: true,
        value: "68 %",
        label:
          "der Führungsrunden, mit denen wir ein Mandat begonnen haben, hatten für ihre strategische Frage vorab keine Kriterien festgelegt",
      },
      {
        value: offerLength("erstsitzung"),
        label:
          "dauert die kostenlose Erstsitzung, in der wir eine echte Entscheidung Ihres Teams strukturieren",
        source: fact,
      },
    ],
  },
  approach: {
    title: "So gehen wir vor",
    intro:
      "HexaCore verbindet Erkenntnisse der Entscheidungspsychologie mit einer übersichtlichen Visualisierung.",
    kind: "steps",
    items: [
      {
        title: "Faktoren erfassen",
        description:
          "Wir sammeln alle Einflussgrößen und verdichten sie auf 7±2 Faktoren pro Ebene. Das ist der erste der sechs HexaCore-Prozessschritte: die Analyse.",
      },
      {
        title: "Architektur sichtbar machen",
        description:
          "Jeder Faktor wird ein Knoten auf einer Karte, höchstens sieben pro Ebene. Optionen werden vergleichbar, Zielkonflikte werden sichtbar.",
      },
      {
        title: "Entscheiden und umsetzen",
        description:
          "Sie entscheiden anhand vereinbarter Kriterien. Wir übersetzen das Ergebnis in Verantwortlichkeiten, Meilensteine und feste Termine zur Überprüfung.",
      },
    ],
    link: { label: "HexaCore-Framework ansehen", to: "/hexacore" },
  },
  deliverables: {
    title: "Was Sie erhalten",
    items: [
      "Entscheidungslandkarte mit bis zu sieben Knoten pro Ebene",
      "Modell mit 7±2 Faktoren pro Ebene",
      "Bewertungsmatrix für alle Optionen",
      "Dokumentierte Entscheidungslogik zum Nachlesen",
      "Priorisierte Liste der Maßnahmen",
      "Verantwortlichkeiten und Meilensteine",
      "Termin zur Überprüfung der Wirkung",
    ],
  },
  closing: {
    title: "Ihre nächste große Entscheidung, sauber strukturiert",
    text: `In der ${offerInText("erstsitzung")} nehmen wir eine konkrete Entscheidung unter die Lupe. Wenn es passt, starten wir werktags innerhalb von 48 Stunden.`,
    primary: offerCta("erstsitzung"),
    secondary: { label: "Cases ansehen", to: "/cases" },
    promises: ["Kostenlos", offerLength("erstsitzung"), "Start werktags in 48 Stunden"],
  },
};
