import { offerInText } from "./offers";
import { type Citation, citations } from "./sources";
import type { CtaContent, HeroContent, PageMeta, SectionIntro, TextCard } from "./types";

/** A research finding and how HexaCore applies it. */
export interface Foundation {
  title: string;
  finding: string;
  application: string;
  source: Citation;
}

/** One step of the HexaCore method. */
export interface MethodStep {
  title: string;
  description: string;
}

export const hexacoreMeta: PageMeta = {
  title: "HexaCore: Methode für tragfähige Entscheidungen",
  description:
    "HexaCore gliedert komplexe Entscheidungen in Ebenen mit 7±2 Faktoren – gestützt auf Forschung zum Kurzzeitgedächtnis. Jetzt Zugang zur Beta anfragen.",
};

export const hexacoreHero: HeroContent & { badge: string } = {
  badge: "Beta",
  eyebrow: "Entscheidungsarchitektur",
  title: "HexaCore: Komplexe Entscheidungen strukturieren",
  lead: "HexaCore ordnet jede Entscheidung in Ebenen mit 7±2 Faktoren. So sieht Ihr Team Zusammenhänge statt langer Listen und kommt schneller zu Entscheidungen, die alle mittragen. Die Methode ist in Entwicklung – in der Beta arbeiten wir mit ausgewählten Teams.",
  primary: { label: "Beta-Zugang anfragen", to: "/kontakt" },
  secondary: {
    label: "Leistung Decision Architecture",
    to: "/leistungen/decision-architecture",
  },
};

export const hexacoreSections: {
  problems: SectionIntro;
  method: SectionIntro;
  foundations: SectionIntro;
} = {
  problems: {
    title: "Woran Entscheidungen scheitern",
    intro:
      "Selten fehlt es an Wissen oder Daten. Meist ist es zu viel auf einmal – und zu wenig Struktur.",
  },
  method: {
    title: "In drei Phasen zur Entscheidung",
    intro:
      "HexaCore besteht aus sechs Prozessschritten: Analyse, Struktur, Visualisierung, Entscheidung, Umsetzung und Iteration. In der Praxis fassen wir je zwei davon zu einer Phase zusammen.",
  },
  foundations: {
    title: "Wissenschaftliche Grundlagen",
    intro:
      "HexaCore baut auf gut belegten Erkenntnissen der kognitiven Psychologie auf. Diese Studien erklären, warum die Methode mit festen Grenzen arbeitet.",
  },
};

/** Problem cards; `detail` is the impact. */
export const hexacoreProblems: readonly TextCard[] = [
  {
    title: "Zu viele Faktoren auf einmal",
    description:
      "Wenn zwanzig Punkte auf einer Folie stehen, wird über alles gesprochen und nichts entschieden.",
    detail: "Entscheidungen werden vertagt, die Zahl der Meetings wächst.",
  },
  {
    title: "Unsichtbare Zusammenhänge",
    description:
      "Listen und Tabellen zeigen Faktoren nebeneinander, aber nicht, wie sie sich gegenseitig beeinflussen.",
    detail: "Maßnahmen wirken gegeneinander, Risiken fallen erst spät auf.",
  },
  {
    title: "Zu viele Optionen",
    description:
      "Je mehr gleichwertige Optionen auf dem Tisch liegen, desto eher wird am Ende gar nicht entschieden. Wir verdichten deshalb schon ab vier.",
    detail: "Der Status quo setzt sich durch, obwohl alle Veränderung wollen.",
  },
  {
    title: "Beschlüsse ohne Umsetzung",
    description:
      "Entscheidungen bleiben im Protokoll stehen, weil Verantwortung und nächste Schritte fehlen.",
    detail: "Das Vertrauen in Entscheidungen sinkt, Teams warten lieber ab.",
  },
];

/** The six process steps shown in the hexagon, in order (export name kept for the components). */
export const hexacoreCoreFactors: readonly string[] = [
  "Analyse",
  "Struktur",
  "Visualisierung",
  "Entscheidung",
  "Umsetzung",
  "Iteration",
];

export const hexacoreMethod: readonly MethodStep[] = [
  {
    title: "Analysieren und strukturieren",
    description:
      "Wir sammeln alle Faktoren, die für Ihre Entscheidung zählen, und ordnen sie in Ebenen. Faktoren sind die Einflussgrößen einer Entscheidung, etwa Kosten, Zeitplan oder Kundenbedarf; im Entscheidungsbaum steht jeder Faktor als Knoten. Pro Ebene betrachten wir 7±2 Faktoren und zeigen höchstens sieben Knoten, verwandte Faktoren fassen wir zu einem Knoten zusammen. So wird aus einer langen Liste ein überschaubares Bild.",
  },
  {
    title: "Visualisieren und entscheiden",
    description:
      "Der Entscheidungsbaum macht Zusammenhänge und Abhängigkeiten sichtbar. Optionen verdichten wir auf wenige echte Alternativen und bewerten sie nach denselben Kriterien. Am Ende steht eine Entscheidung, die alle Beteiligten nachvollziehen können.",
  },
  {
    title: "Umsetzen und verbessern",
    description:
      "Jede Entscheidung bekommt Verantwortliche, nächste Schritte und messbare Frühindikatoren. In kurzen Reviews prüfen wir, was wirkt. Ändert sich die Lage, passen wir den Entscheidungsbaum an.",
  },
];

/** Research behind the method. Only real, verifiable publications. */
export const hexacoreFoundations: readonly Foundation[] = [
  {
    title: "Die Grenze von 7±2",
    finding:
      "Das Kurzzeitgedächtnis kann nur eine begrenzte Zahl von Einheiten gleichzeitig halten. Miller beschrieb diese Spanne als etwa sieben, plus oder minus zwei.",
    application:
      "HexaCore begrenzt jede Ebene auf 7±2, also fünf bis neun Faktoren. Was darüber hinausgeht, wird gebündelt oder auf eine tiefere Ebene verschoben.",
    source: citations.miller1956,
  },
  {
    title: "Eher vier als sieben",
    finding:
      "Spätere Forschung zeigt: Ohne Hilfen wie Wiederholen oder Gruppieren liegt die Kapazität des Kurzzeitgedächtnisses eher bei etwa vier Einheiten.",
    application:
      "Der Entscheidungsbaum zeigt deshalb höchstens sieben Knoten pro Ebene und fasst verwandte Faktoren zu Gruppen zusammen. So bleibt jede Ebene auf einen Blick erfassbar.",
    source: citations.cowan2001,
  },
  {
    title: "Wenn Auswahl lähmt",
    finding:
      "In einem Feldversuch im Supermarkt kauften Kunden deutlich häufiger eine Marmelade, wenn 6 statt 24 Sorten zur Probe standen. Die größere Auswahl weckte mehr Interesse, führte aber seltener zu einer Entscheidung.",
    application:
      "Die Studie nennt keine feste Grenze. Unsere Faustregel daraus: Ab vier gleichwertigen Optionen verdichten wir auf wenige echte Alternativen und bewerten jede nach denselben Kriterien, bevor entschieden wird.",
    source: citations.iyengarLepper2000,
  },
  {
    title: "Bilder entlasten das Denken",
    finding:
      "Diagramme ordnen Informationen räumlich. Was zusammengehört, liegt beieinander und muss nicht gesucht oder im Kopf verknüpft werden.",
    application:
      "HexaCore arbeitet deshalb mit einem sichtbaren Entscheidungsbaum statt mit langen Listen. Abhängigkeiten werden gezeigt, nicht nur beschrieben.",
    source: citations.larkinSimon1987,
  },
];

export const hexacoreBetaCta: CtaContent = {
  title: "Beta-Zugang für Ihr Team",
  text: `Sie stehen vor einer Entscheidung mit vielen Faktoren? In der Beta wenden wir HexaCore gemeinsam mit Ihnen auf eine echte Fragestellung an. Nach der ${offerInText("erstsitzung")} starten wir werktags innerhalb von 48 Stunden.`,
  primary: { label: "Beta-Zugang anfragen", to: "/kontakt" },
  secondary: { label: "Cases ansehen", to: "/cases" },
  promises: [
    "Start werktags in 48 Stunden",
    "Echte Fragestellung statt Übung",
    "Persönliche Begleitung",
  ],
};

/** UI words of /hexacore. */
export const hexacoreLabels = {
  /** Accessible name of the diagram's list of the six process steps. */
  diagram: "Die sechs Prozessschritte von HexaCore",
  diagramCenter: "HexaCore",
  diagramCaption: "7±2 Faktoren je Ebene",
  impact: "Folge",
  finding: "Erkenntnis",
  application: "So nutzt HexaCore das",
  source: "Quelle",
} as const;
