import { guaranteeMention } from "./guarantee";
import { type Claim, fact } from "./sources";
import { offerCta, offerInText, offerLength } from "./offers";
import { founderPath, site } from "./site";
import type { CtaContent, FaqItem, HeroContent, PageMeta, SectionIntro, TextCard } from "./types";

/** A headline figure of the programme, e.g. "30 Tage". */
export interface KeyFigure extends Claim {
  metric: string;
  description: string;
}

/** One week of the 30-day programme. */
export interface ProgrammeWeek {
  week: 1 | 2 | 3 | 4;
  title: string;
  goal: string;
  description: string;
  deliverables: readonly string[];
  methods: readonly string[];
}

/** A target group with its typical pain point. */
export interface AudienceCard {
  title: string;
  description: string;
  pain: string;
}

export const programmeMeta: PageMeta = {
  title: "Zukunftssicher in 30 Tagen: das Programm",
  description:
    "In vier Wochen vom Lagebild zu 3–5 klaren Entscheidungen: das 30-Tage-Programm für Mittelstand, Gründerinnen, Gründer und Transformationsteams. Messbar ab Tag 30.",
};

export const programmeHero: HeroContent = {
  eyebrow: "30-Tage-Programm",
  title: "Zukunftssicher in 30 Tagen",
  lead: "In vier Wochen vom Bauchgefühl zu 3–5 klaren Entscheidungen. Mit einem gemeinsamen Lagebild, einem Plan, den Ihr Team trägt, und ersten messbaren Ergebnissen.",
  primary: offerCta("klarheitsgespraech", "length"),
  secondary: { label: "Cases ansehen", to: "/cases" },
};

export const programmeSections: {
  problems: SectionIntro;
  framework: SectionIntro;
  weeks: SectionIntro;
  audiences: SectionIntro;
  criteria: SectionIntro;
  faq: SectionIntro;
} = {
  problems: {
    title: "Kommt Ihnen das bekannt vor?",
    intro:
      "Die meisten Unternehmen haben kein Ideenproblem. Sie haben ein Problem mit Prioritäten.",
  },
  framework: {
    title: "So funktioniert das Programm",
    intro:
      "Vier Prinzipien sorgen dafür, dass aus 30 Tagen Arbeit echte Entscheidungen und sichtbare Fortschritte werden.",
  },
  weeks: {
    title: "Vier Wochen, ein fester Ablauf",
    intro:
      "Jede Woche hat ein Ziel und greifbare Ergebnisse. Sie wissen jederzeit, wo Sie stehen und was als Nächstes kommt.",
  },
  audiences: {
    title: "Für wen das Programm gemacht ist",
    intro:
      "Das Programm passt überall dort, wo viel auf dem Spiel steht und wenig Zeit für lange Strategieprozesse bleibt.",
  },
  criteria: {
    title: "Woran Sie den Erfolg erkennen",
    intro:
      "Nach 30 Tagen zählt nicht die Zahl der Folien, sondern was sich verändert hat. Drei Kriterien machen das überprüfbar.",
  },
  faq: {
    title: "Häufige Fragen",
    intro: "Was Kundinnen und Kunden vor dem Start am häufigsten wissen wollen.",
  },
};

export const keyFigures: readonly KeyFigure[] = [
  {
    metric: "30 Tage",
    description: "vom Lagebild bis zu den ersten umgesetzten Maßnahmen",
    source: fact,
  },
  {
    metric: "3–5 Entscheidungen",
    description: "getroffen, dokumentiert und mit Verantwortlichen versehen",
    source: fact,
  },
  {
    metric: "100 % Alignment",
    description:
      "das Ziel: ein gemeinsames Bild im ganzen Führungsteam statt vieler Einzelmeinungen",
    source: fact,
  },
  {
    // The spec's "ROI+" was a figure without a number: now what is really measured.
    metric: "3 Frühindikatoren",
    description:
      "vorher schriftlich vereinbart und nach 30 Tagen gemessen, statt eines pauschal versprochenen ROI",
    source: fact,
  },
];

/** Problem cards; `detail` is the impact. */
export const programmeProblems: readonly TextCard[] = [
  {
    title: "Zu viele Baustellen gleichzeitig",
    description:
      "Digitalisierung, Fachkräfte, Preise, neue Wettbewerber: Alles wirkt gleich dringend.",
    detail: "Das Team arbeitet viel, kommt aber bei keinem Thema richtig voran.",
  },
  {
    title: "Unterschiedliche Bilder im Führungsteam",
    description: "Jeder sieht die Lage aus seiner Perspektive. Gemeinsame Fakten fehlen.",
    detail: "Diskussionen drehen sich im Kreis, Entscheidungen werden vertagt.",
  },
  {
    title: "Strategie ohne Umsetzung",
    description: "Es gibt Papiere und Workshops, doch im Alltag ändert sich wenig.",
    detail: "Das Vertrauen in neue Initiativen sinkt, gute Leute verlieren die Geduld.",
  },
  {
    title: "Fortschritt ist nicht messbar",
    description: "Ob eine Maßnahme wirkt, zeigt sich oft erst nach vielen Monaten.",
    detail: "Budgets werden gebunden, ohne dass früh erkennbar ist, was funktioniert.",
  },
];

/** The principles of the programme; `detail` names the result. */
export const programmeFramework: readonly TextCard[] = [
  {
    title: "Klarheit vor Aktion",
    description:
      "Erst ein gemeinsames Lagebild, dann Entscheidungen. So arbeitet Ihr Team an den richtigen Themen.",
    detail: "Grundlage: Interviews, Zahlen und ein kompakter Workshop",
  },
  {
    title: "Entscheiden mit HexaCore",
    description:
      "Wir ordnen Ihre Kernfragen in einem Entscheidungsbaum mit 7±2 Faktoren pro Ebene. Zusammenhänge werden sichtbar, Optionen vergleichbar.",
    detail: "Ergebnis: 3–5 klare Entscheidungen",
  },
  {
    title: "Wenige Prioritäten statt vieler Projekte",
    description:
      "Jede Entscheidung wird zu wenigen Maßnahmen mit benannten Verantwortlichen. Was nicht dazugehört, wird bewusst zurückgestellt.",
    detail: "Ergebnis: ein Plan, den Ihr Team trägt",
  },
  {
    title: "Messbar ab Tag 30",
    description:
      "Für jede Maßnahme legen wir Frühindikatoren fest. So sehen Sie früh, ob Sie auf dem richtigen Weg sind.",
    detail: "Ergebnis: erste messbare Signale nach 30 Tagen",
  },
];

export const programmeWeeks: readonly ProgrammeWeek[] = [
  {
    week: 1,
    title: "Lagebild",
    goal: "Ein gemeinsames, ehrliches Bild der Ausgangslage",
    description:
      "Wir sprechen mit Führung und Schlüsselpersonen, sichten Zahlen und Unterlagen und bündeln alles in einem kompakten Lagebild. Stärken, Engpässe und offene Fragen werden sichtbar.",
    deliverables: [
      "Interviews mit Schlüsselpersonen",
      "Kompaktes Lagebild",
      "Liste der offenen Kernfragen",
    ],
    methods: ["Interviews", "Datenanalyse", "Marktanalyse"],
  },
  {
    week: 2,
    title: "Entscheidungsbaum",
    goal: "Kernfragen strukturieren und Optionen bewerten",
    description:
      "Mit HexaCore ordnen wir die Kernfragen in Ebenen mit jeweils 7±2 Faktoren. Für jede Frage entwickeln wir wenige echte Optionen und bewerten sie nach vorab vereinbarten Kriterien.",
    deliverables: [
      "HexaCore-Entscheidungsbaum",
      "Bewertete Optionen je Kernfrage",
      "Entscheidungsvorlage für das Führungsteam",
    ],
    methods: ["HexaCore", "Szenarien", "Bewertungsmatrix"],
  },
  {
    week: 3,
    title: "Prioritäten & Plan",
    goal: "3–5 Entscheidungen treffen und in einen Plan übersetzen",
    description:
      "Im Entscheidungsworkshop legt das Führungsteam 3–5 Entscheidungen fest. Wir übersetzen sie in Maßnahmen mit Verantwortlichen, Terminen und Frühindikatoren.",
    deliverables: [
      "3–5 dokumentierte Entscheidungen",
      "Plan mit Maßnahmen und Verantwortlichen",
      "Frühindikatoren je Maßnahme",
    ],
    methods: ["Entscheidungsworkshop", "OKR", "Priorisierung nach Wirkung"],
  },
  {
    week: 4,
    title: "Umsetzung & Review",
    goal: "Erste Maßnahmen starten und ihre Wirkung prüfen",
    description:
      "Die ersten Maßnahmen laufen an. Im Review am Ende der Woche prüfen wir die Frühindikatoren, räumen Hindernisse aus dem Weg und legen fest, wie es weitergeht.",
    deliverables: [
      "Gestartete erste Maßnahmen",
      "Review mit Auswertung der Frühindikatoren",
      "Empfehlung für die nächsten Schritte",
    ],
    methods: ["Wöchentliche Abstimmung", "Retrospektive", "Kennzahlenübersicht"],
  },
];

export const audiences: readonly AudienceCard[] = [
  {
    title: "Inhaberinnen, Inhaber und Geschäftsführung im Mittelstand",
    description:
      "Sie führen ein gewachsenes Unternehmen und wollen es für die nächsten Jahre gut aufstellen.",
    pain: "Das Tagesgeschäft lässt kaum Zeit für strategische Fragen.",
  },
  {
    title: "Gründerinnen und Gründer",
    description:
      "Sie haben ein Produkt und erste Kunden und müssen entscheiden, wohin die Reise geht.",
    pain: "Viele Optionen, knappe Mittel und wenig Spielraum für Fehlversuche.",
  },
  {
    title: "Start-ups nach der Finanzierung",
    description: "Sie wachsen schnell und brauchen Prioritäten, die das ganze Team versteht.",
    pain: "Wachstum erzeugt Tempo, aber nicht automatisch eine Richtung.",
  },
  {
    title: "Transformationsteams",
    description: "Sie sollen Veränderung voranbringen – oft neben dem Tagesgeschäft.",
    pain: "Viele Initiativen konkurrieren um dieselben Menschen und Budgets.",
  },
];

export const successCriteria: readonly string[] = [
  "Ihr Führungsteam teilt ein gemeinsames Bild der Lage und der Prioritäten.",
  "3–5 Entscheidungen sind getroffen, dokumentiert und mit Verantwortlichen versehen.",
  "Nach 30 Tagen zeigen messbare Frühindikatoren, ob die Maßnahmen wirken.",
];

export const programmeFaq: readonly FaqItem[] = [
  {
    question: "Wie viel Zeit muss unser Team einplanen?",
    answer:
      "Der Aufwand ist bewusst begrenzt: Interviews in der ersten Woche, ein Entscheidungsworkshop in der dritten und kurze Abstimmungen dazwischen. Vorbereitung, Auswertung und Dokumentation übernehmen wir.",
  },
  {
    question: "Was kostet das Programm?",
    answer: `Der Preis hängt von der Größe Ihres Unternehmens und der Fragestellung ab. Im ${offerInText("klarheitsgespraech")} klären wir den Rahmen; danach erhalten Sie ein schriftliches Angebot mit Umfang, Zeitplan und Starttermin. Auf Anfragen antworten wir werktags innerhalb von 24 Stunden.`,
  },
  {
    question: "Was passiert, wenn nach 30 Tagen keine Ergebnisse messbar sind?",
    answer: guaranteeMention.text,
    link: guaranteeMention.link,
  },
  {
    question: "Arbeiten Sie vor Ort oder per Video?",
    answer: `Beides ist möglich. Wir sitzen in ${site.address.city} und kommen für Workshops gern zu Ihnen. Interviews und Reviews laufen auf Wunsch auch per Video.`,
  },
  {
    question: "Wie geht es nach den 30 Tagen weiter?",
    answer:
      "Das entscheiden Sie. Manche Teams setzen den Plan selbstständig um, andere möchten Begleitung. Dann unterstützen wir die Umsetzung weiter – mit regelmäßigen Reviews oder im Rahmen unseres Future Ready Program über 12–36 Monate.",
  },
  {
    question: "Eignet sich das Programm auch für kleine Unternehmen?",
    answer:
      "Ja. Gerade in kleinen Teams zählt jede Entscheidung doppelt. Wir passen Umfang und Zahl der Interviews an Ihre Größe an, der Ablauf in vier Wochen bleibt gleich.",
  },
];

export const programmeNextStep: CtaContent = {
  title: `Der erste Schritt dauert ${offerLength("klarheitsgespraech")}`,
  text: "Im kostenlosen Klarheitsgespräch klären wir, ob das Programm zu Ihrer Lage passt. Sie bekommen eine ehrliche Einschätzung – auch wenn die Antwort lautet, dass Sie uns dafür nicht brauchen.",
  primary: offerCta("klarheitsgespraech", "length"),
  secondary: { label: `Mehr über ${site.founder.firstName}`, to: founderPath },
  promises: ["Kostenlos", "Unverbindlich", "Antwort werktags in 24 Stunden"],
};

/** UI words of /zukunftssicher. */
export const programmeLabels = {
  keyFigures: "Das Programm in Zahlen",
  impact: "Folge",
  week: "Woche",
  goal: "Ziel",
  deliverables: "Ergebnisse",
  methods: "Methoden",
  pain: "Typische Hürde",
} as const;
