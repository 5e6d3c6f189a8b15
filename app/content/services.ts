/** Copy of the 17 service detail pages (/leistungen/{slug}). */
import type { Cta, PageMeta, Stat, TextCard } from "./types";

/** The fixed slugs, in the order of the specification. */
export const serviceSlugs = [
  "decision-architecture",
  "research-insights",
  "strategy-positioning",
  "pricing-packaging",
  "startup-readiness",
  "product-innovation",
  "no-code-prototyping",
  "brand-narrative",
  "gtm-growth",
  "sales-enablement",
  "analytics-okrs",
  "digital-transformation",
  "future-ready",
  "performance-monitoring",
  "knowledge-transfer",
  "continuous-improvement",
  "maintenance-support",
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

/** One service detail page. All pages share the same layout. */
export interface ServicePage {
  slug: ServiceSlug;
  /** Short German name, e.g. "Sales Enablement & Revenue Ops" (used in breadcrumbs and cards). */
  name: string;
  meta: PageMeta;
  /** `primary.to` is "/kontakt", `secondary.to` is "/cases". */
  hero: { eyebrow: string; title: string; lead: string; primary: Cta; secondary: Cta };
  /** Three figures observed in practice, each with a label saying what it measures. */
  challenge: { title: string; intro: string; stats: readonly [Stat, Stat, Stat] };
  /** "steps": three numbered steps; "assets": a list of assets/deliverables instead (some pages). */
  approach: {
    title: string;
    intro?: string;
    kind: "steps" | "assets";
    items: readonly TextCard[];
    link?: Cta;
  };
  /** 6–8 items, shown in two columns. */
  deliverables: { title: string; items: readonly string[] };
  closing: {
    title: string;
    text: string;
    primary: Cta;
    secondary?: Cta;
    promises: readonly [string, string, string];
  };
}

export const servicePages: readonly ServicePage[] = [
  {
    slug: "decision-architecture",
    name: "Decision Architecture (HexaCore)",
    meta: {
      title: "Decision Architecture mit HexaCore",
      description:
        "Komplexe Entscheidungen klar strukturieren: HexaCore begrenzt jede Ebene auf 7±2 Faktoren und macht Optionen vergleichbar. Erstsitzung kostenlos.",
    },
    hero: {
      eyebrow: "HexaCore Decision Architecture",
      title: "Komplexe Entscheidungen klar strukturieren",
      lead: "Zu viele Faktoren, zu viele Meinungen, zu wenig Zeit? Mit HexaCore ordnen wir Ihre Entscheidung auf 7±2 Faktoren pro Ebene. So sieht Ihr Team dasselbe Bild und kann entscheiden.",
      primary: { label: "Erstsitzung buchen", to: "/kontakt" },
      secondary: { label: "Cases ansehen", to: "/cases" },
    },
    challenge: {
      title: "Warum gute Teams schlecht entscheiden",
      intro:
        "Mehr Information führt nicht automatisch zu besseren Entscheidungen. Schon ab vier Optionen setzt Entscheidungsüberlastung ein: Teams vertagen, drehen sich im Kreis oder folgen der lautesten Stimme. Das beobachten wir in Projekten immer wieder:",
      stats: [
        {
          value: "68 %",
          label:
            "der Führungsteams im Mittelstand entscheiden strategische Fragen ohne vorher festgelegte Kriterien",
        },
        {
          value: "4,5 Tage",
          label:
            "pro Monat verbringt ein Führungsteam in Besprechungen, die ohne Entscheidung enden",
        },
        {
          value: "42 %",
          label:
            "der vertagten Entscheidungen kommen mit denselben offenen Fragen zurück auf den Tisch",
        },
      ],
    },
    approach: {
      title: "So gehen wir vor",
      intro:
        "HexaCore verbindet Erkenntnisse der Entscheidungspsychologie mit einer klaren Visualisierung.",
      kind: "steps",
      items: [
        {
          title: "Faktoren erfassen",
          description:
            "Wir sammeln alle Einflussgrößen und verdichten sie auf 7±2 Faktoren pro Ebene, geordnet nach sechs Kernfaktoren.",
        },
        {
          title: "Architektur sichtbar machen",
          description:
            "Wir bilden Abhängigkeiten auf einer Karte mit höchstens sieben Knoten pro Ebene ab. Optionen werden vergleichbar, Zielkonflikte werden sichtbar.",
        },
        {
          title: "Entscheiden und umsetzen",
          description:
            "Sie entscheiden anhand klarer Kriterien. Wir übersetzen das Ergebnis in Verantwortlichkeiten, Meilensteine und feste Termine zur Überprüfung.",
        },
      ],
      link: { label: "HexaCore-Framework ansehen", to: "/hexacore" },
    },
    deliverables: {
      title: "Was Sie erhalten",
      items: [
        "Entscheidungslandkarte mit bis zu sieben Knoten pro Ebene",
        "Modell mit 7±2 Einflussgrößen pro Ebene",
        "Bewertungsmatrix für alle Optionen",
        "Dokumentierte Entscheidungslogik zum Nachlesen",
        "Priorisierte Liste der Maßnahmen",
        "Verantwortlichkeiten und Meilensteine",
        "Termin zur Überprüfung der Wirkung",
      ],
    },
    closing: {
      title: "Ihre nächste große Entscheidung, klar strukturiert",
      text: "In der kostenlosen Erstsitzung von 60 Minuten nehmen wir eine konkrete Entscheidung unter die Lupe. Wenn es passt, starten wir innerhalb von 48 Stunden.",
      primary: { label: "Erstsitzung buchen", to: "/kontakt" },
      secondary: { label: "Cases ansehen", to: "/cases" },
      promises: ["Kostenlos", "60 Minuten", "Start in 48 Stunden"],
    },
  },
  {
    slug: "research-insights",
    name: "Marktforschung & Insights",
    meta: {
      title: "Marktforschung & Insights für Mittelstand und Start-ups",
      description:
        "Interviews, Wettbewerbsanalyse und Marktdaten statt Bauchgefühl: Sie erhalten einen Forschungsbericht mit 30–50 Seiten auf Basis von 15+ Interviews.",
    },
    hero: {
      eyebrow: "Forschung & Erkenntnisse",
      title: "Wissen, was Ihre Kunden wirklich brauchen",
      lead: "Bevor Sie investieren, sollten Sie Ihren Markt kennen. Wir sprechen mit Ihren Zielkunden, analysieren den Wettbewerb und übersetzen die Ergebnisse in klare Empfehlungen.",
      primary: { label: "Forschungsfrage besprechen", to: "/kontakt" },
      secondary: { label: "Research Cases", to: "/cases" },
    },
    challenge: {
      title: "Annahmen sind keine Marktkenntnis",
      intro:
        "Viele Entscheidungen beruhen auf dem, was ein Team über seine Kunden zu wissen glaubt. Das wird teuer, wenn sich die Annahmen erst nach dem Start als falsch erweisen. Was wir in der Praxis sehen:",
      stats: [
        {
          value: "87 %",
          label:
            "der Produktideen, die wir prüfen, beruhen auf Annahmen statt auf Kundengesprächen",
        },
        {
          value: "60 %",
          label:
            "der Marktanalysen beschreiben den Markt, erklären aber nicht, warum Kunden kaufen",
        },
        {
          value: "23 %",
          label:
            "der Teams sprechen mit mehr als fünf Zielkunden, bevor sie mit der Entwicklung beginnen",
        },
      ],
    },
    approach: {
      title: "So gehen wir vor",
      kind: "steps",
      items: [
        {
          title: "Fragen schärfen",
          description:
            "Gemeinsam legen wir fest, welche Entscheidung die Forschung stützen soll. Daraus leiten wir Forschungsfragen, Zielgruppen und Methoden ab.",
        },
        {
          title: "Forschen",
          description:
            "Wir führen 15+ strukturierte Interviews mit Kunden, Nichtkunden und Fachleuten und ergänzen sie um Wettbewerbs- und Marktdaten.",
        },
        {
          title: "Verdichten und empfehlen",
          description:
            "Wir werten die Ergebnisse aus, erkennen Muster und leiten konkrete Empfehlungen für Produkt, Angebot und Vertrieb ab.",
        },
      ],
    },
    deliverables: {
      title: "Was Sie erhalten",
      items: [
        "Forschungsbericht mit 30–50 Seiten",
        "15+ strukturierte Interviews mit Zusammenfassungen",
        "Wettbewerbslandkarte mit Stärken und Lücken",
        "Kundenprofile mit Kaufmotiven und Einwänden",
        "Marktgröße und Segmente im Überblick",
        "Priorisierte Handlungsempfehlungen",
        "Präsentation der Ergebnisse für Ihr Führungsteam",
      ],
    },
    closing: {
      title: "Entscheiden Sie auf Basis von Fakten",
      text: "Schildern Sie uns Ihre Fragestellung. Im kostenlosen Gespräch klären wir, welche Forschung Sie wirklich brauchen und was sie kostet.",
      primary: { label: "Forschungsfrage besprechen", to: "/kontakt" },
      secondary: { label: "Research Cases", to: "/cases" },
      promises: ["Kostenlos", "Unverbindlich", "30 Minuten"],
    },
  },
  {
    slug: "strategy-positioning",
    name: "Strategie & Positionierung",
    meta: {
      title: "Strategie & Positionierung mit 18-Monats-Roadmap",
      description:
        "Klare Positionierung und eine Strategie, die im Alltag ankommt: dreitägiger Strategieworkshop mit Ihrem Führungsteam und eine 18-Monats-Roadmap.",
    },
    hero: {
      eyebrow: "Strategie",
      title: "Eine Strategie, die im Alltag ankommt",
      lead: "Wofür steht Ihr Unternehmen, und wohin soll es gehen? Wir entwickeln mit Ihnen eine Positionierung, die sich in einem Satz erklären lässt, und einen Plan, der im Tagesgeschäft trägt.",
      primary: { label: "Strategiegespräch buchen", to: "/kontakt" },
      secondary: { label: "Strategie-Cases", to: "/cases" },
    },
    challenge: {
      title: "Strategien scheitern selten am Papier",
      intro:
        "Sie scheitern daran, dass niemand sie im Alltag nutzt. Zwischen Klausur und Umsetzung geht zu viel verloren. Was wir häufig erleben:",
      stats: [
        {
          value: "18 Monate",
          label: "dauert es oft, bis eine neue Strategie im Tagesgeschäft spürbar wird",
        },
        {
          value: "70 %",
          label: "der Strategiepapiere im Mittelstand werden nach der Klausur kaum noch genutzt",
        },
        {
          value: "45 %",
          label:
            "der Mitarbeitenden können die Positionierung ihres Unternehmens nicht in einem Satz erklären",
        },
      ],
    },
    approach: {
      title: "So gehen wir vor",
      kind: "steps",
      items: [
        {
          title: "Standort bestimmen",
          description:
            "Wir analysieren Markt, Wettbewerb und Ihre Stärken. Interviews mit Kunden und Team zeigen, wo Sie heute wirklich stehen.",
        },
        {
          title: "Strategieworkshop",
          description:
            "In drei Tagen erarbeiten wir mit Ihrem Führungsteam Positionierung, Ziele und strategische Stoßrichtungen, jede mit klaren Kriterien.",
        },
        {
          title: "Roadmap und Umsetzung",
          description:
            "Wir übersetzen die Strategie in eine 18-Monats-Roadmap mit Meilensteinen, Verantwortlichen und Kennzahlen.",
        },
      ],
    },
    deliverables: {
      title: "Was Sie erhalten",
      items: [
        "Dreitägiger Strategieworkshop mit Ihrem Führungsteam",
        "Positionierung in einem Satz",
        "Zielgruppen- und Wettbewerbsanalyse",
        "Strategische Stoßrichtungen mit Prioritäten",
        "18-Monats-Roadmap mit Meilensteinen",
        "Kennzahlen zur Erfolgsmessung",
        "Unterlagen, um die Strategie im Team zu vermitteln",
      ],
    },
    closing: {
      title: "Geben Sie Ihrem Unternehmen eine klare Richtung",
      text: "Im kostenlosen Strategiegespräch klären wir in 30 Minuten, wo Sie stehen und welcher nächste Schritt sinnvoll ist.",
      primary: { label: "Strategiegespräch buchen", to: "/kontakt" },
      secondary: { label: "Strategie-Cases", to: "/cases" },
      promises: ["Kostenlos", "Unverbindlich", "30 Minuten"],
    },
  },
  {
    slug: "pricing-packaging",
    name: "Pricing & Packaging",
    meta: {
      title: "Pricing & Packaging: Preise nach Kundennutzen",
      description:
        "Preise nach Kundennutzen statt nach Bauchgefühl: Analyse der Zahlungsbereitschaft, klare Angebotspakete und feste Rabattregeln für Ihren Vertrieb.",
    },
    hero: {
      eyebrow: "Preise & Angebote",
      title: "Preise, die Ihren Wert zeigen",
      lead: "Der Preis ist der schnellste Hebel für Ihre Marge. Wir entwickeln eine Preislogik und Angebotspakete, die Ihre Kunden verstehen und Ihr Vertrieb sicher vertreten kann.",
      primary: { label: "Preis-Check anfragen", to: "/kontakt" },
      secondary: { label: "Pricing Cases", to: "/cases" },
    },
    challenge: {
      title: "Viele Unternehmen verschenken Marge",
      intro:
        "Preise entstehen oft aus Kalkulation und Gewohnheit, nicht aus dem Nutzen für den Kunden. Was wir in Projekten regelmäßig vorfinden:",
      stats: [
        {
          value: "73 %",
          label:
            "der mittelständischen Unternehmen kalkulieren ihre Preise nach Kosten plus Aufschlag statt nach Kundennutzen",
        },
        { value: "42 %", label: "der Leistungen in Standardangeboten nehmen Kunden kaum wahr" },
        { value: "67 %", label: "der Rabatte im Vertrieb folgen keiner festen Regel" },
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
            "Wir bündeln Leistungen zu klaren Paketen und legen eine Preislogik fest, die Wert statt Aufwand abbildet.",
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
        "Paketarchitektur mit klar abgegrenzten Stufen",
        "Rabatt- und Freigaberegeln",
        "Preisblatt und Argumentationshilfe für den Vertrieb",
        "Einführungsplan mit Testphase",
        "Kennzahlen für Marge und Abschlussquote",
      ],
    },
    closing: {
      title: "Finden Sie den Preis, den Ihr Angebot verdient",
      text: "Im kostenlosen Gespräch prüfen wir Ihre aktuelle Preisstruktur und zeigen Ihnen, wo der größte Hebel liegt.",
      primary: { label: "Preis-Check anfragen", to: "/kontakt" },
      secondary: { label: "Pricing Cases", to: "/cases" },
      promises: ["Kostenlos", "Unverbindlich", "30 Minuten"],
    },
  },
  {
    slug: "startup-readiness",
    name: "Start-up Readiness Suite",
    meta: {
      title: "Start-up Readiness Suite: bereit für Investoren",
      description:
        "Für Gründerteams: Markttest mit mindestens 15 Interviews, Pitch Deck mit 12–15 Folien und ein belastbarer Finanzplan. Start innerhalb einer Woche.",
    },
    hero: {
      eyebrow: "Für Gründerinnen und Gründer",
      title: "Bereit für Kunden und Investoren",
      lead: "Eine gute Idee reicht nicht. Wir prüfen Ihr Geschäftsmodell am Markt, schärfen Ihre Geschichte und machen Sie fit für die nächste Finanzierungsrunde.",
      primary: { label: "Start-up-Assessment buchen", to: "/kontakt" },
      secondary: { label: "Gründer-Cases", to: "/cases" },
    },
    challenge: {
      title: "Die Zeit läuft ab dem ersten Euro",
      intro:
        "Junge Unternehmen haben wenig Zeit und wenig Geld. Umso wichtiger ist es, früh die richtigen Fragen zu stellen. Was wir bei Gründerteams immer wieder sehen:",
      stats: [
        {
          value: "78 %",
          label: "der Pitch Decks erklären das Produkt, aber nicht Markt und Geschäftsmodell",
        },
        {
          value: "60 %",
          label:
            "der Gründerteams gehen ohne strukturierte Kundeninterviews in die erste Finanzierungsrunde",
        },
        {
          value: "18 Monate",
          label:
            "reicht eine typische erste Finanzierungsrunde, und der Druck kommt schneller als geplant",
        },
      ],
    },
    approach: {
      title: "Die Bausteine der Suite",
      intro:
        "Jeder Baustein ist einzeln buchbar. Zusammen ergeben sie ein vollständiges Paket für Kunden und Investoren.",
      kind: "assets",
      items: [
        {
          title: "Markttest",
          description:
            "Mindestens 15 Interviews mit Ihrer Zielgruppe zeigen, ob Problem, Lösung und Zahlungsbereitschaft zusammenpassen.",
        },
        {
          title: "Pitch Deck",
          description:
            "12–15 Folien, die Problem, Markt, Geschäftsmodell und Team klar erzählen. Geprüft aus Sicht von Investoren.",
        },
        {
          title: "Finanzplan und Kennzahlen",
          description:
            "Ein nachvollziehbarer Plan mit Annahmen, Liquidität und den Kennzahlen, nach denen Investoren fragen.",
        },
        {
          title: "Vorbereitung auf Gespräche",
          description:
            "Wir üben Ihren Pitch und bereiten Sie auf kritische Fragen vor, damit Sie im Termin überzeugen.",
        },
      ],
    },
    deliverables: {
      title: "Was Sie erhalten",
      items: [
        "Mindestens 15 ausgewertete Interviews",
        "Geprüftes Geschäftsmodell",
        "Pitch Deck mit 12–15 Folien",
        "Finanzplan mit dokumentierten Annahmen",
        "Übersicht der wichtigsten Kennzahlen",
        "Typische Fragen von Investoren mit Antworten",
        "Plan für die nächsten 90 Tage",
      ],
    },
    closing: {
      title: "Wie bereit ist Ihr Start-up?",
      text: "Im kostenlosen Start-up-Assessment von 45 Minuten prüfen wir, wo Sie stehen und was als Nächstes zählt. Auf Wunsch starten wir innerhalb einer Woche.",
      primary: { label: "Start-up-Assessment buchen", to: "/kontakt" },
      secondary: { label: "Gründer-Cases", to: "/cases" },
      promises: ["Kostenlos", "45 Minuten", "Start in 1 Woche"],
    },
  },
  {
    slug: "product-innovation",
    name: "Produkt- & Serviceinnovation",
    meta: {
      title: "Produkt- & Serviceinnovation im Innovation Sprint",
      description:
        "Neue Produkte und Services in vier Wochen prüfen: vom Kundenproblem über Ideen und Prototyp bis zum Test mit echten Nutzern. Für Mittelstand und Start-ups.",
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
        "Woran es fehlt, ist ein Weg, sie schnell und günstig zu prüfen. Ohne diesen Weg bleiben gute Ideen liegen, und schwache werden zu lange verfolgt. Was wir beobachten:",
      stats: [
        {
          value: "70 %",
          label:
            "der Innovationsprojekte im Mittelstand starten ohne getestete Annahme über den Kundennutzen",
        },
        {
          value: "4,5 Tage",
          label: "warten Entwicklungsteams im Schnitt auf Rückmeldung zu einem Entwurf",
        },
        {
          value: "23 %",
          label: "der Ideen aus internen Ideenwettbewerben werden jemals ernsthaft geprüft",
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
            "In Woche 4 testen wir mit echten Nutzern. Danach entscheiden Sie auf Basis von Ergebnissen: weitermachen, anpassen oder stoppen.",
        },
      ],
    },
    deliverables: {
      title: "Was Sie erhalten",
      items: [
        "Klar formuliertes Kundenproblem",
        "Ideenlandkarte mit bewerteten Ansätzen",
        "Prototyp der stärksten Idee",
        "Ergebnisse aus Tests mit echten Nutzern",
        "Geschäftsmodell auf einer Seite",
        "Empfehlung mit nächsten Schritten",
      ],
    },
    closing: {
      title: "Prüfen Sie Ihre Idee, bevor Sie investieren",
      text: "Erzählen Sie uns von Ihrer Idee. Im kostenlosen Gespräch klären wir, ob ein Innovation Sprint der richtige Weg ist.",
      primary: { label: "Innovation Sprint anfragen", to: "/kontakt" },
      secondary: { label: "Innovations-Cases", to: "/cases" },
      promises: ["Kostenlos", "Unverbindlich", "30 Minuten"],
    },
  },
  {
    slug: "no-code-prototyping",
    name: "No-Code-Prototyping",
    meta: {
      title: "No-Code-Prototyping in 1–2 Wochen",
      description:
        "Funktionsfähige Prototypen in ein bis zwei Wochen, bis zu 95 % günstiger als klassische Entwicklung. Testen Sie Ihre Idee, bevor Sie Software beauftragen.",
    },
    hero: {
      eyebrow: "Prototyping",
      title: "Erst testen, dann programmieren",
      lead: "Mit No-Code-Werkzeugen bauen wir in ein bis zwei Wochen einen funktionsfähigen Prototyp. Bis zu 95 % günstiger als klassische Entwicklung und früh genug, um aus echtem Nutzerverhalten zu lernen.",
      primary: { label: "Prototyp besprechen", to: "/kontakt" },
      secondary: { label: "Prototyp-Cases", to: "/cases" },
    },
    challenge: {
      title: "Software wird oft zu früh gebaut",
      intro:
        "Viele digitale Vorhaben starten mit einem Lastenheft, bevor ein einziger Nutzer die Idee gesehen hat. Das kostet Zeit und Geld. Was wir in der Praxis erleben:",
      stats: [
        {
          value: "67 %",
          label: "der Funktionen in individueller Software werden selten oder nie genutzt",
        },
        {
          value: "73 %",
          label:
            "der Softwareprojekte im Mittelstand werden beauftragt, bevor die Idee an Nutzern getestet wurde",
        },
        {
          value: "4,5 Tage",
          label: "dauert es oft, bis eine neue Anforderung bei der IT überhaupt eingeplant ist",
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
            "Wir testen mit Ihren Nutzern, werten die Ergebnisse aus und übergeben eine Grundlage für die weitere Entwicklung.",
        },
      ],
    },
    deliverables: {
      title: "Was Sie erhalten",
      items: [
        "Funktionsfähiger Prototyp in 1–2 Wochen",
        "Bis zu 95 % geringere Kosten als bei klassischer Entwicklung",
        "Nutzertests mit Auswertung",
        "Priorisierte Liste der Funktionen",
        "Empfehlung für Werkzeuge und Technik",
        "Übergabe an Ihr Team oder Ihren Dienstleister",
      ],
    },
    closing: {
      title: "Ihre Idee als Prototyp, in wenigen Tagen",
      text: "Im kostenlosen Gespräch klären wir, was Ihr Prototyp können muss und wie schnell er stehen kann.",
      primary: { label: "Prototyp besprechen", to: "/kontakt" },
      secondary: { label: "Prototyp-Cases", to: "/cases" },
      promises: ["Kostenlos", "Unverbindlich", "30 Minuten"],
    },
  },
  {
    slug: "brand-narrative",
    name: "Marke & Narrativ",
    meta: {
      title: "Marke & Narrativ: eine Geschichte, die verkauft",
      description:
        "Eine Marke mit klarer Geschichte: zweitägiger Markenworkshop, Markenkern, Botschaften für alle Kanäle und ein Markencheck nach sechs Monaten.",
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
        "Wer klingt wie alle anderen, konkurriert am Ende nur noch über den Preis. Was wir in vielen Märkten beobachten:",
      stats: [
        {
          value: "45 %",
          label:
            "der Besucher einer Unternehmenswebsite können danach nicht sagen, was das Unternehmen besonders macht",
        },
        {
          value: "68 %",
          label:
            "der mittelständischen Marken beschreiben sich mit denselben Begriffen wie ihre Wettbewerber",
        },
        {
          value: "87 %",
          label:
            "der Kaufentscheidungen im B2B beginnen mit einer eigenen Recherche, bevor der Vertrieb dabei ist",
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
            "Wir formulieren Ihre Geschichte und leiten Botschaften für Website, Vertrieb, Bewerber und Investoren ab.",
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
      text: "Im kostenlosen Gespräch hören wir uns an, wie Sie Ihr Unternehmen heute beschreiben, und zeigen, wo Ihre Geschichte mehr Kraft entfalten kann.",
      primary: { label: "Markenworkshop anfragen", to: "/kontakt" },
      secondary: { label: "Marken-Cases", to: "/cases" },
      promises: ["Kostenlos", "Unverbindlich", "30 Minuten"],
    },
  },
  {
    slug: "gtm-growth",
    name: "Go-to-Market & Growth",
    meta: {
      title: "Go-to-Market & Growth: planbar wachsen",
      description:
        "Markteintritt mit Plan: Zielgruppen, Kanäle, Botschaften und Kennzahlen aus einem Guss. Der GTM-Readiness Check liefert Ihre Strategie in zwei Wochen.",
    },
    hero: {
      eyebrow: "Markteintritt & Wachstum",
      title: "Vom Produkt zum Markterfolg",
      lead: "Ein gutes Produkt verkauft sich nicht von allein. Wir entwickeln mit Ihnen einen Go-to-Market-Plan, der Zielgruppe, Kanal und Botschaft zusammenbringt, und machen Wachstum messbar.",
      primary: { label: "Wachstumsgespräch buchen", to: "/kontakt" },
      secondary: { label: "Growth Cases", to: "/cases" },
    },
    challenge: {
      title: "Wachstum ist kein Zufall",
      intro:
        "Viele Markteinführungen scheitern nicht am Produkt, sondern an fehlender Klarheit darüber, wen man wie erreicht. Was wir häufig sehen:",
      stats: [
        {
          value: "60 %",
          label:
            "der Markteinführungen verfehlen ihre Ziele, weil Zielgruppe und Kanal nicht zusammenpassen",
        },
        {
          value: "73 %",
          label: "der Wachstumsbudgets fließen in Kanäle, deren Wirkung niemand misst",
        },
        {
          value: "18 Monate",
          label:
            "gehen oft verloren, wenn ein Produkt ohne klaren Plan für den Markteintritt startet",
        },
      ],
    },
    approach: {
      title: "So gehen wir vor",
      kind: "steps",
      items: [
        {
          title: "GTM-Readiness Check",
          description:
            "In zwei Wochen prüfen wir Produkt, Zielgruppen, Angebot und Vertrieb und entwickeln daraus Ihre Go-to-Market-Strategie.",
        },
        {
          title: "Kanäle und Botschaften",
          description:
            "Wir wählen die Kanäle, die Ihre Zielgruppe wirklich nutzt, und entwickeln Botschaften für jede Phase der Kaufentscheidung.",
        },
        {
          title: "Wachstum steuern",
          description:
            "Wir legen Kennzahlen fest, starten erste Experimente und bauen einen Rhythmus, in dem Sie Wachstum regelmäßig überprüfen.",
        },
      ],
    },
    deliverables: {
      title: "Was Sie erhalten",
      items: [
        "Go-to-Market-Strategie in zwei Wochen",
        "Profile Ihrer wichtigsten Zielgruppen",
        "Kanalplan mit Budgetverteilung",
        "Botschaften für jede Phase der Kaufentscheidung",
        "Plan für die ersten 90 Tage",
        "Kennzahlen und Zielwerte für Ihr Wachstum",
        "Vorlagen für Experimente im Markt",
      ],
    },
    closing: {
      title: "Wie bereit ist Ihr Produkt für den Markt?",
      text: "Mit dem GTM-Readiness Check erhalten Sie in zwei Wochen eine klare Strategie für Ihren Markteintritt. Im kostenlosen Vorgespräch klären wir den Rahmen.",
      primary: { label: "GTM-Readiness Check", to: "/kontakt" },
      secondary: { label: "Growth Erfolge", to: "/cases" },
      promises: ["Kostenloses Vorgespräch", "Strategie in 2 Wochen", "Klare Kennzahlen"],
    },
  },
  {
    slug: "sales-enablement",
    name: "Sales Enablement & Revenue Ops",
    meta: {
      title: "Sales Enablement & Revenue Ops",
      description:
        "Mehr Zeit beim Kunden, weniger Suche nach Unterlagen: klarer Verkaufsprozess, Vertriebsmaterial aus einem Guss und Kennzahlen für planbaren Umsatz.",
    },
    hero: {
      eyebrow: "Vertrieb",
      title: "Ein Vertrieb, der mehr verkauft und weniger sucht",
      lead: "Wir machen Ihr Vertriebsteam schneller und sicherer: mit einem klaren Verkaufsprozess, den richtigen Unterlagen zur richtigen Zeit und Kennzahlen, die Umsatz planbar machen.",
      primary: { label: "Sales Audit buchen", to: "/kontakt" },
      secondary: { label: "Revenue Cases", to: "/cases" },
    },
    challenge: {
      title: "Zu viel Zeit geht am Kunden vorbei",
      intro:
        "Vertriebsteams verlieren viel Zeit mit Suchen, Abstimmen und Verwalten. Zwischen Marketing und Vertrieb versickern Anfragen. Was wir in Vertriebsteams beobachten:",
      stats: [
        {
          value: "4,2 Stunden",
          label:
            "pro Woche suchen Mitarbeitende im Vertrieb nach Unterlagen, Preisen und Referenzen",
        },
        {
          value: "42 %",
          label: "der Vertriebsteams arbeiten ohne gemeinsam definierte Phasen im Verkaufsprozess",
        },
        {
          value: "67 %",
          label:
            "der Anfragen aus dem Marketing werden vom Vertrieb zu spät oder gar nicht nachverfolgt",
        },
      ],
    },
    approach: {
      title: "So gehen wir vor",
      kind: "steps",
      items: [
        {
          title: "Sales Audit",
          description:
            "Wir analysieren Prozess, Werkzeuge, Unterlagen und Zahlen Ihres Vertriebs und zeigen, wo Umsatz verloren geht.",
        },
        {
          title: "Prozess und Material",
          description:
            "Wir definieren klare Phasen im Verkaufsprozess und schaffen Unterlagen, die Ihr Team in jeder Phase sofort findet.",
        },
        {
          title: "Steuerung und Training",
          description:
            "Wir richten Kennzahlen und Berichte ein und trainieren Ihr Team, bis der neue Prozess im Alltag sitzt.",
        },
      ],
    },
    deliverables: {
      title: "Was Sie erhalten",
      items: [
        "Sales Audit mit konkreten Handlungsfeldern",
        "Verkaufsprozess mit klaren Phasen und Übergaben",
        "Regeln für die Übergabe von Marketing an Vertrieb",
        "Zentrale Bibliothek für Vertriebsunterlagen",
        "Gesprächsleitfäden und Antworten auf Einwände",
        "Dashboard mit Vertriebskennzahlen",
        "Training für Ihr Vertriebsteam",
      ],
    },
    closing: {
      title: "Mehr Umsatz mit dem Team, das Sie schon haben",
      text: "Im Sales Audit finden wir die größten Hebel in Ihrem Vertrieb. Im kostenlosen Vorgespräch klären wir, was wir uns gemeinsam ansehen.",
      primary: { label: "Sales Audit buchen", to: "/kontakt" },
      secondary: { label: "Revenue Cases", to: "/cases" },
      promises: ["Kostenlos", "Unverbindlich", "30 Minuten"],
    },
  },
  {
    slug: "analytics-okrs",
    name: "Analytics, OKRs & Experimentation",
    meta: {
      title: "Analytics, OKRs & Experimente",
      description:
        "Weniger Berichte, bessere Entscheidungen: ein Messkonzept in drei Wochen, OKRs, die im Alltag wirken, und Experimente, aus denen Ihr Team wirklich lernt.",
    },
    hero: {
      eyebrow: "Daten & Ziele",
      title: "Messen, was zählt, und daraus lernen",
      lead: "Wir bringen Ordnung in Ihre Zahlen: mit einem Messkonzept, das die richtigen Fragen beantwortet, Zielen, die Ihr Team trägt, und Experimenten, die zeigen, was wirklich wirkt.",
      primary: { label: "Analytics Setup buchen", to: "/kontakt" },
      secondary: { label: "Data Cases", to: "/cases" },
    },
    challenge: {
      title: "Viele Daten, wenig Erkenntnis",
      intro:
        "Die meisten Unternehmen haben keinen Mangel an Zahlen, sondern an Zahlen, die eine Entscheidung stützen. Was wir regelmäßig erleben:",
      stats: [
        {
          value: "78 %",
          label: "der Unternehmen erheben deutlich mehr Daten, als sie für Entscheidungen nutzen",
        },
        {
          value: "23 %",
          label: "der Einführungen von OKRs im Mittelstand halten länger als ein Jahr",
        },
        {
          value: "4,2 Stunden",
          label: "pro Woche verbringen Führungskräfte damit, Zahlen für Berichte zusammenzutragen",
        },
      ],
    },
    approach: {
      title: "So gehen wir vor",
      kind: "steps",
      items: [
        {
          title: "Analytics Health Check",
          description:
            "Wir prüfen Datenquellen, Werkzeuge und Berichte und entwickeln in drei Wochen ein Messkonzept, das Ihre wichtigsten Fragen beantwortet.",
        },
        {
          title: "Ziele und OKRs",
          description:
            "Wir leiten aus Ihrer Strategie wenige, klare Ziele ab und führen OKRs in einem Rhythmus ein, der zu Ihrem Unternehmen passt.",
        },
        {
          title: "Experimentieren",
          description:
            "Wir etablieren einen einfachen Ablauf für Experimente: Hypothese, Test, Auswertung, Entscheidung.",
        },
      ],
    },
    deliverables: {
      title: "Was Sie erhalten",
      items: [
        "Analytics Health Check Ihrer Datenlandschaft",
        "Messkonzept in drei Wochen",
        "Dashboard mit den Kennzahlen, die zählen",
        "OKRs für das nächste Quartal",
        "Leitfaden für Planung und Rückblick mit OKRs",
        "Vorlage für Experimente mit Hypothese und Auswertung",
        "Schulung für Führungskräfte und Team",
      ],
    },
    closing: {
      title: "Machen Sie Ihre Zahlen zu Entscheidungen",
      text: "Im kostenlosen Gespräch sehen wir uns an, wie Sie heute messen und steuern, und zeigen den schnellsten Weg zu mehr Klarheit.",
      primary: { label: "Analytics Setup buchen", to: "/kontakt" },
      secondary: { label: "Data Cases", to: "/cases" },
      promises: ["Kostenlos", "Unverbindlich", "Messkonzept in 3 Wochen"],
    },
  },
  {
    slug: "digital-transformation",
    name: "Digitale Transformation & KI-Integration",
    meta: {
      title: "Digitale Transformation & KI-Integration",
      description:
        "KI und Automatisierung dort einsetzen, wo sie messbar Zeit sparen: Bestandsaufnahme, klare Prioritäten und eine Umsetzung, die Ihr Team einbindet.",
    },
    hero: {
      eyebrow: "Digitalisierung & KI",
      title: "KI, die im Alltag wirklich hilft",
      lead: "Wir finden die Abläufe, in denen Automatisierung und KI messbar Zeit sparen, und setzen sie sicher und nachvollziehbar um. Schritt für Schritt und gemeinsam mit Ihrem Team.",
      primary: { label: "Digital Assessment", to: "/kontakt" },
      secondary: { label: "Transformation Cases", to: "/cases" },
    },
    challenge: {
      title: "Digitalisierung scheitert selten an der Technik",
      intro:
        "Sie scheitert an unklaren Zielen, fehlenden Prioritäten und Teams, die nicht mitgenommen werden. Was wir in Unternehmen erleben:",
      stats: [
        {
          value: "70 %",
          label: "der Projekte zur Digitalisierung verfehlen ihre ursprünglichen Ziele",
        },
        {
          value: "87 %",
          label:
            "der mittelständischen Unternehmen sehen Potenzial in KI, haben aber keinen Plan für den Einsatz",
        },
        {
          value: "45 %",
          label:
            "der Arbeitszeit in Büro und Verwaltung entfallen auf wiederkehrende Routineaufgaben",
        },
      ],
    },
    approach: {
      title: "So gehen wir vor",
      kind: "steps",
      items: [
        {
          title: "Digital Assessment",
          description:
            "Wir erfassen Prozesse, Systeme und Daten und bewerten, wo Automatisierung und KI den größten Nutzen bringen.",
        },
        {
          title: "Prioritäten und Leitplanken",
          description:
            "Wir priorisieren die Anwendungsfälle nach Nutzen und Aufwand und legen Regeln für Datenschutz, Sicherheit und Verantwortung fest.",
        },
        {
          title: "Umsetzen und verankern",
          description:
            "Wir setzen die ersten Anwendungsfälle um, messen die Wirkung und befähigen Ihr Team, die Lösungen selbst weiterzuentwickeln.",
        },
      ],
    },
    deliverables: {
      title: "Was Sie erhalten",
      items: [
        "Digital Assessment mit Analyse des digitalen Reifegrads",
        "Bewertete Liste möglicher KI-Anwendungsfälle",
        "Roadmap für Digitalisierung und Automatisierung",
        "Leitplanken für den sicheren Einsatz von KI",
        "Umgesetzte erste Anwendungsfälle",
        "Kennzahlen zur Messung der Wirkung",
        "Schulung für Ihr Team",
      ],
    },
    closing: {
      title: "Wo spart KI in Ihrem Unternehmen Zeit?",
      text: "Im kostenlosen Digital Assessment von 60 Minuten gehen wir Ihre Abläufe durch und zeigen die drei vielversprechendsten Ansatzpunkte.",
      primary: { label: "Digital Assessment", to: "/kontakt" },
      secondary: { label: "Transformation Cases", to: "/cases" },
      promises: ["Kostenlos", "Unverbindlich", "60 Minuten"],
    },
  },
  {
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
      lead: "Das Future Ready Program begleitet Ihr Unternehmen über 12–36 Monate. Wir sichern das Kerngeschäft, erweitern Ihr Angebot und bauen neue Geschäftsfelder auf, in drei klaren Horizonten.",
      primary: { label: "Transformation Assessment", to: "/kontakt" },
      secondary: { label: "Transformation Cases", to: "/cases" },
    },
    challenge: {
      title: "Das Tagesgeschäft frisst die Zukunft",
      intro:
        "Wer nur das Heute optimiert, merkt oft zu spät, dass sich Markt und Technik verschoben haben. Was wir im Mittelstand beobachten:",
      stats: [
        {
          value: "68 %",
          label:
            "der mittelständischen Unternehmen investieren fast ausschließlich in ihr heutiges Kerngeschäft",
        },
        {
          value: "18 Monate",
          label:
            "genügen oft, damit neue Technik oder neue Wettbewerber ein Geschäftsmodell unter Druck setzen",
        },
        {
          value: "73 %",
          label: "der Programme zur Transformation verlieren nach dem ersten Jahr an Schwung",
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
            "Wir stärken, was heute Umsatz bringt: effizientere Prozesse, stabile Kundenbeziehungen und klare Kennzahlen.",
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
      text: "Im kostenlosen Transformation Assessment von 60 Minuten klären wir, wo Ihr Unternehmen steht und welcher Horizont zuerst Aufmerksamkeit braucht.",
      primary: { label: "Transformation Assessment", to: "/kontakt" },
      secondary: { label: "Transformation Cases", to: "/cases" },
      promises: ["Kostenlos", "Unverbindlich", "60 Minuten"],
    },
  },
  {
    slug: "performance-monitoring",
    name: "Performance Monitoring",
    meta: {
      title: "Performance Monitoring: Probleme früh erkennen",
      description:
        "Kennzahlen, Warnsignale und Berichte, die Probleme zeigen, bevor Kunden sie bemerken. Monitoring für Prozesse, Systeme und Ziele aus einer Hand.",
    },
    hero: {
      eyebrow: "Überwachung & Steuerung",
      title: "Sehen, was passiert, bevor es teuer wird",
      lead: "Wir richten ein Monitoring ein, das Ihre wichtigsten Prozesse, Systeme und Ziele im Blick behält und rechtzeitig warnt, wenn etwas aus dem Ruder läuft.",
      primary: { label: "Monitoring Setup", to: "/kontakt" },
      secondary: { label: "Monitoring Cases", to: "/cases" },
    },
    challenge: {
      title: "Probleme werden zu spät sichtbar",
      intro:
        "Ohne klare Kennzahlen und Warnsignale erfahren Unternehmen von Problemen oft erst durch ihre Kunden. Was wir häufig antreffen:",
      stats: [
        {
          value: "4,2 Stunden",
          label:
            "vergehen im Schnitt, bis ein Ausfall oder Leistungseinbruch im System überhaupt bemerkt wird",
        },
        {
          value: "60 %",
          label:
            "der Kennzahlen in Berichten haben weder einen Verantwortlichen noch einen Zielwert",
        },
        {
          value: "78 %",
          label: "der Störungen melden Kunden, bevor die eigene Überwachung sie erkennt",
        },
      ],
    },
    approach: {
      title: "Die Bausteine für Ihr Monitoring",
      kind: "assets",
      items: [
        {
          title: "Kennzahlensystem",
          description:
            "Wenige, klar definierte Kennzahlen mit Zielwerten und Verantwortlichen, abgeleitet aus Ihren Zielen.",
        },
        {
          title: "Dashboards",
          description:
            "Übersichtliche Ansichten für Geschäftsführung, Teams und Technik, die jeweils nur zeigen, was zählt.",
        },
        {
          title: "Warnsignale",
          description:
            "Schwellenwerte und Benachrichtigungen, die rechtzeitig melden, wenn eine Kennzahl aus dem Rahmen fällt.",
        },
        {
          title: "Routinen zur Auswertung",
          description:
            "Feste Termine und klare Abläufe, in denen Abweichungen besprochen und Maßnahmen beschlossen werden.",
        },
      ],
    },
    deliverables: {
      title: "Was Sie erhalten",
      items: [
        "Kennzahlensystem mit Zielwerten",
        "Dashboards für Führung und Teams",
        "Warnsignale mit klaren Schwellenwerten",
        "Ablauf für die Reaktion auf Störungen",
        "Monatlicher Bericht mit Handlungsempfehlungen",
        "Einweisung für alle Verantwortlichen",
      ],
    },
    closing: {
      title: "Behalten Sie den Überblick",
      text: "Im kostenlosen Gespräch klären wir, welche Kennzahlen und Systeme Sie im Blick haben sollten und wie schnell Ihr Monitoring steht.",
      primary: { label: "Monitoring Setup", to: "/kontakt" },
      secondary: { label: "Monitoring Cases", to: "/cases" },
      promises: ["Kostenlos", "Unverbindlich", "30 Minuten"],
    },
  },
  {
    slug: "knowledge-transfer",
    name: "Wissenstransfer & Enablement",
    meta: {
      title: "Wissenstransfer & Enablement für Ihr Team",
      description:
        "Damit Wissen im Unternehmen bleibt: Trainings, Dokumentation und Begleitung im Alltag, bis Ihr Team selbstständig arbeitet. Drei Monate Begleitung inklusive.",
    },
    hero: {
      eyebrow: "Befähigung",
      title: "Wissen, das im Unternehmen bleibt",
      lead: "Beratung wirkt erst, wenn Ihr Team die Methoden selbst beherrscht. Wir übergeben Wissen so, dass es bleibt: mit Training, Dokumentation und drei Monaten Begleitung nach dem Projekt.",
      primary: { label: "Enablement Programm", to: "/kontakt" },
      secondary: { label: "Transfer Cases", to: "/cases" },
    },
    challenge: {
      title: "Wenn die Berater gehen, geht oft das Wissen",
      intro:
        "Viele Projekte hinterlassen Ergebnisse, aber kein Können. Nach kurzer Zeit fällt das Team in alte Muster zurück. Was wir immer wieder erleben:",
      stats: [
        {
          value: "70 %",
          label:
            "des Wissens aus Beratungsprojekten geht verloren, wenn es nicht gezielt übergeben wird",
        },
        {
          value: "42 %",
          label:
            "der Teams fühlen sich nach einer Einführung im Umgang mit neuen Methoden nicht sicher",
        },
        {
          value: "4,5 Tage",
          label:
            "pro Monat gehen verloren, wenn Teams vorhandenes Wissen immer wieder neu suchen oder erfragen",
        },
      ],
    },
    approach: {
      title: "So gehen wir vor",
      kind: "steps",
      items: [
        {
          title: "Bedarf klären",
          description:
            "Wir klären, wer im Team welche Fähigkeiten braucht, und legen fest, woran wir erkennen, dass der Transfer gelungen ist.",
        },
        {
          title: "Trainieren und dokumentieren",
          description:
            "Wir trainieren an Ihren echten Aufgaben und halten Methoden, Vorlagen und Entscheidungen in einer leicht zugänglichen Dokumentation fest.",
        },
        {
          title: "Begleiten und loslassen",
          description:
            "Drei Monate lang begleiten wir Ihr Team im Alltag, beantworten Fragen und ziehen uns Schritt für Schritt zurück.",
        },
      ],
    },
    deliverables: {
      title: "Was Sie erhalten",
      items: [
        "Analyse des Schulungsbedarfs",
        "Trainings an echten Aufgaben Ihres Teams",
        "Dokumentation von Methoden und Vorlagen",
        "Ansprechpartner im Team für jede Methode",
        "3 Monate Nachbetreuung",
        "Feste Sprechstunden für Fragen",
        "Abschlussbewertung des Transfers",
      ],
    },
    closing: {
      title: "Machen Sie Ihr Team unabhängig",
      text: "Im kostenlosen Gespräch klären wir, welches Wissen Ihr Team braucht und wie ein Enablement Programm für Sie aussehen kann.",
      primary: { label: "Enablement Programm", to: "/kontakt" },
      secondary: { label: "Transfer Cases", to: "/cases" },
      promises: ["Kostenlos", "Unverbindlich", "3 Monate Begleitung"],
    },
  },
  {
    slug: "continuous-improvement",
    name: "Kontinuierliche Verbesserung",
    meta: {
      title: "Kontinuierliche Verbesserung, die dauerhaft wirkt",
      description:
        "Verbesserung als fester Teil des Alltags: Ideen aus dem Team aufnehmen, schnell prüfen und umsetzen. Mit klaren Routinen, Kennzahlen und Verantwortung.",
    },
    hero: {
      eyebrow: "Prozesse & Qualität",
      title: "Jeden Monat ein Stück besser",
      lead: "Große Sprünge sind selten. Wir bauen mit Ihnen eine Routine für kleine, stetige Verbesserungen, die Ihr Team selbst trägt und die sich in Kennzahlen zeigt.",
      primary: { label: "Improvement Setup", to: "/kontakt" },
      secondary: { label: "CI Cases", to: "/cases" },
    },
    challenge: {
      title: "Gute Ideen versanden im Alltag",
      intro:
        "In jedem Team gibt es Ideen, wie es besser ginge. Ohne festen Ablauf kommen sie selten an. Was wir in Unternehmen sehen:",
      stats: [
        {
          value: "23 %",
          label: "der Verbesserungsvorschläge aus dem Team werden tatsächlich umgesetzt",
        },
        {
          value: "67 %",
          label:
            "der Prozessverbesserungen fallen innerhalb eines Jahres in alte Gewohnheiten zurück",
        },
        {
          value: "68 %",
          label:
            "der Mitarbeitenden sehen unnötigen Aufwand in ihren Abläufen, melden ihn aber nicht",
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
        "Ideenspeicher mit klarem Bewertungsverfahren",
        "Fester Rhythmus für regelmäßige Verbesserungen",
        "Kennzahlen für Qualität, Zeit und Kosten",
        "Geschulte Verantwortliche im Team",
        "Übersicht der umgesetzten Verbesserungen",
      ],
    },
    closing: {
      title: "Machen Sie Verbesserung zur Routine",
      text: "Im kostenlosen Gespräch finden wir heraus, wo in Ihren Abläufen das größte Potenzial liegt und wie Sie es dauerhaft heben.",
      primary: { label: "Improvement Setup", to: "/kontakt" },
      secondary: { label: "CI Cases", to: "/cases" },
      promises: ["Kostenlos", "Unverbindlich", "30 Minuten"],
    },
  },
  {
    slug: "maintenance-support",
    name: "Wartung & Support",
    meta: {
      title: "Wartung & Support mit 24/7-Hotline und SLAs",
      description:
        "Verlässlicher Betrieb für Ihre digitalen Lösungen: regelmäßige Wartung, feste Reaktionszeiten per SLA und eine 24/7-Support-Hotline für den Ernstfall.",
    },
    hero: {
      eyebrow: "Betrieb & Service",
      title: "Verlässlich im Betrieb, schnell im Ernstfall",
      lead: "Wir halten Ihre digitalen Lösungen, Automatisierungen und Werkzeuge am Laufen: mit regelmäßiger Wartung, festen Reaktionszeiten und einer 24/7-Support-Hotline.",
      primary: { label: "Support Setup", to: "/kontakt" },
      secondary: { label: "Support Cases", to: "/cases" },
    },
    challenge: {
      title: "Stillstand kostet mehr als Wartung",
      intro:
        "Viele Lösungen werden eingeführt und danach sich selbst überlassen. Bis etwas ausfällt. Was wir in der Praxis beobachten:",
      stats: [
        {
          value: "4,2 Stunden",
          label:
            "dauert es ohne festen Ablauf im Support im Schnitt, bis eine kritische Störung bearbeitet wird",
        },
        {
          value: "45 %",
          label: "der Ausfälle gehen auf fehlende Wartung und veraltete Komponenten zurück",
        },
        {
          value: "78 %",
          label:
            "der Unternehmen haben für ihre digitalen Werkzeuge keine verbindlichen Reaktionszeiten vereinbart",
        },
      ],
    },
    approach: {
      title: "Unsere Leistungen im Support",
      kind: "assets",
      items: [
        {
          title: "24/7-Support-Hotline",
          description:
            "Im Ernstfall erreichen Sie uns rund um die Uhr, auch am Wochenende und an Feiertagen.",
        },
        {
          title: "Service Level Agreements",
          description:
            "Verbindliche Reaktions- und Lösungszeiten, abgestimmt auf die Bedeutung jeder Anwendung für Ihr Geschäft.",
        },
        {
          title: "Regelmäßige Wartung",
          description:
            "Updates, Sicherheitsprüfungen und Aufräumarbeiten nach festem Plan, damit Störungen gar nicht erst entstehen.",
        },
        {
          title: "Weiterentwicklung",
          description:
            "Kleine Verbesserungen und neue Anforderungen setzen wir laufend um, ohne jedes Mal ein neues Projekt aufzusetzen.",
        },
      ],
    },
    deliverables: {
      title: "Was Sie erhalten",
      items: [
        "24/7-Support-Hotline",
        "SLAs mit verbindlichen Reaktionszeiten",
        "Wartungsplan mit festen Terminen",
        "Regelmäßige Sicherheitsprüfungen",
        "Monatlicher Bericht zu Betrieb und Störungen",
        "Fester Ansprechpartner für Ihr Unternehmen",
        "Kontingent für kleine Weiterentwicklungen",
      ],
    },
    closing: {
      title: "Sorgen Sie für einen ruhigen Betrieb",
      text: "Im kostenlosen Gespräch klären wir, welche Systeme Sie absichern wollen und welche Reaktionszeiten Ihr Geschäft braucht.",
      primary: { label: "Support Setup", to: "/kontakt" },
      secondary: { label: "Support Cases", to: "/cases" },
      promises: ["Kostenlos", "24/7-Hotline", "Feste SLAs"],
    },
  },
];

/** The service page for a slug, or undefined for an unknown or missing slug. */
export function findService(slug: string | undefined): ServicePage | undefined {
  if (slug === undefined) return undefined;
  return servicePages.find((page) => page.slug === slug);
}

/** Small UI words of the service pages. */
export const serviceLabels = {
  breadcrumb: "Brotkrümelnavigation",
} as const;
