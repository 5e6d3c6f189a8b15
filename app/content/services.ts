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
  /**
   * Three figures, each with a label saying what it measures and on which basis:
   * the firm's own observation ("in unseren Projekten …"), a named source
   * (author or publisher, year), or a fact of the offer. Each of the
   * specification's challenge figures appears on exactly one page.
   */
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
        "Komplexe Entscheidungen strukturieren: HexaCore begrenzt jede Ebene auf 7±2 Faktoren und macht Optionen vergleichbar. Erstsitzung kostenlos.",
    },
    hero: {
      eyebrow: "HexaCore Decision Architecture",
      title: "Komplexe Entscheidungen greifbar machen",
      lead: "Zwanzig Punkte auf einer Folie, fünf Meinungen im Raum und keine Entscheidung? Mit HexaCore ordnen wir Ihre Entscheidung auf 7±2 Faktoren pro Ebene. So sieht Ihr Team dasselbe Bild und kann entscheiden.",
      primary: { label: "Erstsitzung buchen", to: "/kontakt" },
      secondary: { label: "Cases ansehen", to: "/cases" },
    },
    challenge: {
      title: "Warum gute Teams schlecht entscheiden",
      intro:
        "Mehr Information führt nicht automatisch zu besseren Entscheidungen. Schon ab vier Optionen setzt Entscheidungsüberlastung ein: Teams vertagen, drehen sich im Kreis oder folgen der lautesten Stimme. HexaCore setzt hier an:",
      stats: [
        {
          value: "7±2",
          label:
            "Einheiten kann das Kurzzeitgedächtnis etwa gleichzeitig halten (George A. Miller, Psychological Review, 1956); daher die Grenze pro Ebene",
        },
        {
          sample: true,
          value: "68 %",
          label:
            "der Führungsrunden, mit denen wir ein Mandat begonnen haben, hatten für ihre strategische Frage vorab keine Kriterien festgelegt",
        },
        {
          value: "60 Minuten",
          label:
            "dauert die kostenlose Erstsitzung, in der wir eine echte Entscheidung Ihres Teams strukturieren",
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
      text: "In der kostenlosen Erstsitzung von 60 Minuten nehmen wir eine konkrete Entscheidung unter die Lupe. Wenn es passt, starten wir werktags innerhalb von 48 Stunden.",
      primary: { label: "Erstsitzung buchen", to: "/kontakt" },
      secondary: { label: "Cases ansehen", to: "/cases" },
      promises: ["Kostenlos", "60 Minuten", "Start werktags in 48 Stunden"],
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
      lead: "Warum kaufen Ihre Kunden, und warum kaufen andere bei der Konkurrenz? Wir führen mindestens 15 Interviews mit Ihren Zielkunden, analysieren den Wettbewerb und übersetzen die Ergebnisse in Empfehlungen, über die Sie entscheiden können.",
      primary: { label: "Forschungsfrage besprechen", to: "/kontakt" },
      secondary: { label: "Research Cases", to: "/cases" },
    },
    challenge: {
      title: "Annahmen sind keine Marktkenntnis",
      intro:
        "Viele Entscheidungen beruhen auf dem, was ein Team über seine Kunden zu wissen glaubt. Das wird teuer, wenn sich die Annahmen erst nach dem Start als falsch erweisen. Unsere Zahlen dazu:",
      stats: [
        {
          value: "200+",
          label:
            "Recherchen, Interview-Reihen und Marktanalysen haben wir in unseren Projekten durchgeführt",
        },
        {
          sample: true,
          value: "87 %",
          label:
            "der Produktideen, die uns Kunden zur Prüfung vorgelegt haben, stützten sich zu Beginn auf Annahmen statt auf Kundengespräche",
        },
        {
          value: "15+",
          label:
            "Interviews mit Zielkunden gehören zu jeder Marktstudie; der Bericht fasst sie auf 30–50 Seiten zusammen",
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
        "Eine Positionierung in einem Satz und eine Strategie, die im Alltag ankommt: dreitägiger Strategieworkshop mit Ihrem Führungsteam und eine 18-Monats-Roadmap.",
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
        "Sie scheitern daran, dass niemand sie im Alltag nutzt. Zwischen Klausur und Umsetzung geht zu viel verloren. Deshalb endet unsere Arbeit nicht beim Papier:",
      stats: [
        {
          value: "50+",
          label: "Strategien und Positionierungen haben wir in unseren Projekten erarbeitet",
        },
        {
          sample: true,
          value: "70 %",
          label:
            "der Strategiepapiere, die uns Kunden zu Projektbeginn gezeigt haben, wurden nach der Klausur kaum noch genutzt",
        },
        {
          value: "18 Monate",
          label:
            "umfasst die Roadmap aus dem dreitägigen Strategie-Workshop: lang genug für Wirkung, kurz genug zum Steuern",
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
            "In drei Tagen erarbeiten wir mit Ihrem Führungsteam Positionierung, Ziele und strategische Stoßrichtungen, jede mit messbaren Kriterien.",
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
      title: "Geben Sie Ihrem Unternehmen eine Richtung",
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
        "Preise nach Kundennutzen statt nach Bauchgefühl: Analyse der Zahlungsbereitschaft, verständliche Angebotspakete und feste Rabattregeln für Ihren Vertrieb.",
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
        },
        {
          value: "30 Minuten",
          label:
            "dauert der kostenlose Preis-Check, in dem wir Ihre aktuelle Preisstruktur ansehen",
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
        "Für Gründungsteams: Markttest mit mindestens 15 Interviews, Pitch-Deck mit 12–15 Folien und ein belastbarer Finanzplan. Start innerhalb einer Woche.",
    },
    hero: {
      eyebrow: "Für Gründerinnen und Gründer",
      title: "Bereit für Kunden und Investoren",
      lead: "Investoren fragen nach Markt, Kundinnen und Kunden und Zahlen, erst dann nach der Idee. Wir prüfen Ihr Geschäftsmodell in mindestens 15 Interviews am Markt, schärfen Ihre Geschichte und machen Sie fit für die nächste Finanzierungsrunde.",
      primary: { label: "Start-up-Assessment buchen", to: "/kontakt" },
      secondary: { label: "Start-up-Cases", to: "/cases" },
    },
    challenge: {
      title: "Die Zeit läuft ab dem ersten Euro",
      intro:
        "Junge Unternehmen haben wenig Zeit und wenig Geld. Umso wichtiger ist es, früh die richtigen Fragen zu stellen. Aus unserer Arbeit mit Gründungsteams:",
      stats: [
        {
          value: "100+",
          label:
            "Gründerinnen und Gründer haben wir in Mandaten, Workshops und Sprechstunden beraten",
        },
        {
          sample: true,
          value: "78 %",
          label:
            "der Pitch-Decks, die uns Gründungsteams zur Prüfung geschickt haben, erklärten das Produkt, aber nicht Markt und Geschäftsmodell",
        },
        {
          value: "12–15",
          label:
            "Folien umfasst das Pitch-Deck, das wir mit Ihnen erarbeiten, gestützt auf mindestens 15 Kundeninterviews",
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
          title: "Pitch-Deck",
          description:
            "12–15 Folien, die Problem, Markt, Geschäftsmodell und Team schlüssig erzählen. Geprüft aus Sicht von Investoren.",
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
        "Pitch-Deck mit 12–15 Folien",
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
      secondary: { label: "Start-up-Cases", to: "/cases" },
      promises: ["Kostenlos", "45 Minuten", "Start in 1 Woche"],
    },
  },
  {
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
        "Funktionsfähige Prototypen in ein bis zwei Wochen, ohne eigene Programmierung. Testen Sie Ihre Idee, bevor Sie Software beauftragen.",
    },
    hero: {
      eyebrow: "Prototyping",
      title: "Erst testen, dann programmieren",
      lead: "Ein Klickdummy überzeugt niemanden, ein Lastenheft auch nicht. Mit No-Code-Werkzeugen bauen wir in ein bis zwei Wochen einen Prototyp, den Ihre Kundinnen und Kunden wirklich benutzen, und lernen aus ihrem Verhalten, bevor Entwicklungskosten anfallen.",
      primary: { label: "Prototyp besprechen", to: "/kontakt" },
      secondary: { label: "Prototyp-Cases", to: "/cases" },
    },
    challenge: {
      title: "Software wird oft zu früh gebaut",
      intro:
        "Viele digitale Vorhaben starten mit einem Lastenheft, bevor eine einzige Person aus der Zielgruppe die Idee gesehen hat. Ein Prototyp dreht die Reihenfolge um:",
      stats: [
        { value: "1–2 Wochen", label: "bis zum funktionsfähigen Prototyp aus No-Code-Werkzeugen" },
        {
          sample: true,
          value: "67 %",
          label:
            "der Funktionen, die Kunden vor unseren Nutzertests für unverzichtbar hielten, wurden danach gestrichen oder vereinfacht",
        },
        {
          value: "0",
          label:
            "Zeilen eigener Programmcode, bis echte Nutzerinnen und Nutzer die Idee getestet haben",
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
            "Wir testen mit Ihren Nutzerinnen und Nutzern, werten die Ergebnisse aus und übergeben eine Grundlage für die weitere Entwicklung.",
        },
      ],
    },
    deliverables: {
      title: "Was Sie erhalten",
      items: [
        "Funktionsfähiger Prototyp in 1–2 Wochen",
        "Kostenvergleich: Prototyp gegenüber klassischer Entwicklung für Ihr Vorhaben",
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
          label:
            "Markenworkshop mit Ihrem Team; danach stehen Markenkern, Narrativ und Botschaften",
        },
        {
          value: "6 Monate",
          label: "nach dem Start prüfen wir im Markencheck, ob die Marke wirkt",
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
      lead: "Welche Zielgruppe zuerst, über welchen Kanal, mit welcher Botschaft? Wir entwickeln mit Ihnen einen Go-to-Market-Plan, der diese drei Fragen gemeinsam beantwortet, und machen Wachstum messbar.",
      primary: { label: "Wachstumsgespräch buchen", to: "/kontakt" },
      secondary: { label: "Growth Cases", to: "/cases" },
    },
    challenge: {
      title: "Wachstum ist kein Zufall",
      intro:
        "Viele Markteinführungen scheitern nicht am Produkt, sondern an der Frage, wen man wie erreicht. Der GTM-Readiness Check beantwortet sie vor dem Start:",
      stats: [
        {
          sample: true,
          value: "42 %",
          label:
            "der Produkte, die uns Kunden für den Markteintritt vorgelegt haben, hatten noch keine festgelegte Zielgruppe",
        },
        { value: "2 Wochen", label: "bis zur Go-to-Market-Strategie im GTM-Readiness Check" },
        {
          value: "3",
          label:
            "Kennzahlen je Kanal legen wir vor dem Start fest: Reichweite, Konversion und Kosten pro Neukunde",
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
      text: "Mit dem GTM-Readiness Check erhalten Sie in zwei Wochen eine Strategie für Ihren Markteintritt. Im kostenlosen Vorgespräch klären wir den Rahmen.",
      primary: { label: "GTM-Readiness Check", to: "/kontakt" },
      secondary: { label: "Growth Erfolge", to: "/cases" },
      promises: ["Kostenloses Vorgespräch", "Strategie in 2 Wochen", "Messbare Ziele"],
    },
  },
  {
    slug: "sales-enablement",
    name: "Sales Enablement & Revenue Ops",
    meta: {
      title: "Sales Enablement & Revenue Ops",
      description:
        "Mehr Zeit beim Kunden, weniger Suche nach Unterlagen: ein gemeinsamer Verkaufsprozess, Vertriebsmaterial aus einem Guss und Kennzahlen für planbaren Umsatz.",
    },
    hero: {
      eyebrow: "Vertrieb",
      title: "Ein Vertrieb, der mehr verkauft und weniger sucht",
      lead: "Preisliste, Referenzen, aktuelle Präsentation: Wer im Vertrieb sucht, verkauft nicht. Wir machen Ihr Vertriebsteam schneller und sicherer, mit einem festen Verkaufsprozess, den richtigen Unterlagen zur richtigen Zeit und Kennzahlen, die Umsatz planbar machen.",
      primary: { label: "Sales Audit buchen", to: "/kontakt" },
      secondary: { label: "Revenue Cases", to: "/cases" },
    },
    challenge: {
      title: "Zu viel Zeit geht am Kunden vorbei",
      intro:
        "Vertriebsteams verlieren viel Zeit mit Suchen, Abstimmen und Verwalten. Zwischen Marketing und Vertrieb versickern Anfragen. Was unsere Sales Audits zeigen:",
      stats: [
        {
          sample: true,
          value: "4,2 Stunden",
          label:
            "pro Woche suchten Beschäftigte im Vertrieb in unseren Sales Audits im Schnitt nach Unterlagen, Preisen und Referenzen",
        },
        {
          value: "1",
          label:
            "gemeinsamer Verkaufsprozess mit festen Phasen für Marketing und Vertrieb als Ergebnis",
        },
        { value: "1", label: "zentraler Ort für alle Vertriebsunterlagen, Preise und Referenzen" },
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
            "Wir definieren feste Phasen im Verkaufsprozess und schaffen Unterlagen, die Ihr Team in jeder Phase sofort findet.",
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
        "Verkaufsprozess mit festen Phasen und Übergaben",
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
      lead: "Welche Kennzahl hat Ihre letzte wichtige Entscheidung tatsächlich beeinflusst? Wir bauen ein Messkonzept, das genau solche Fragen beantwortet, Ziele, die Ihr Team trägt, und Experimente, die zeigen, was wirklich wirkt.",
      primary: { label: "Analytics Setup buchen", to: "/kontakt" },
      secondary: { label: "Data Cases", to: "/cases" },
    },
    challenge: {
      title: "Viele Daten, wenig Erkenntnis",
      intro:
        "Die meisten Unternehmen haben keinen Mangel an Zahlen, sondern an Zahlen, die eine Entscheidung stützen. Aus unseren Analytics-Projekten:",
      stats: [
        {
          sample: true,
          value: "4,5 Tage",
          label:
            "pro Monat verbrachten Führungsteams in unseren Analytics-Projekten zu Beginn im Schnitt damit, Zahlen für Berichte zusammenzutragen",
        },
        { value: "3 Wochen", label: "bis zum Messkonzept im Analytics-Health-Check" },
        {
          value: "3–5",
          label: "Ziele pro Quartal empfehlen wir bei OKRs, damit der Fokus erhalten bleibt",
        },
      ],
    },
    approach: {
      title: "So gehen wir vor",
      kind: "steps",
      items: [
        {
          title: "Analytics-Health-Check",
          description:
            "Wir prüfen Datenquellen, Werkzeuge und Berichte und entwickeln in drei Wochen ein Messkonzept, das Ihre wichtigsten Fragen beantwortet.",
        },
        {
          title: "Ziele und OKRs",
          description:
            "Wir leiten aus Ihrer Strategie wenige, messbare Ziele ab und führen OKRs in einem Rhythmus ein, der zu Ihrem Unternehmen passt.",
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
        "Analytics-Health-Check Ihrer Datenlandschaft",
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
      text: "Im kostenlosen Gespräch sehen wir uns an, wie Sie heute messen und steuern, und zeigen den schnellsten Weg zu Zahlen, die Entscheidungen stützen.",
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
        "KI und Automatisierung dort einsetzen, wo sie messbar Zeit sparen: Bestandsaufnahme, Prioritäten und eine Umsetzung, die Ihr Team einbindet.",
    },
    hero: {
      eyebrow: "Digitalisierung & KI",
      title: "KI, die im Alltag wirklich hilft",
      lead: "Angebote vorbereiten, Belege prüfen, Anfragen sortieren: In solchen Abläufen sparen Automatisierung und KI messbar Zeit. Wir finden sie in Ihrem Unternehmen und setzen sie sicher und nachvollziehbar um, Schritt für Schritt und gemeinsam mit Ihrem Team.",
      primary: { label: "Digital Assessment", to: "/kontakt" },
      secondary: { label: "Transformation Cases", to: "/cases" },
    },
    challenge: {
      title: "Digitalisierung scheitert selten an der Technik",
      intro:
        "Sie scheitert an ungenauen Zielen, fehlenden Prioritäten und Teams, die nicht mitgenommen werden. Unsere Erfahrung mit Transformationen:",
      stats: [
        {
          value: "20+",
          label:
            "Transformationen haben wir begleitet, von der Prozessautomatisierung bis zur Einführung von KI",
        },
        {
          value: "12–24 Monate",
          label: "umfasst die Transformations-Roadmap, die wir mit Ihnen aufstellen",
        },
        {
          value: "3",
          label:
            "Ansatzpunkte mit dem größten Nutzen zeigt Ihnen das kostenlose Digital Assessment",
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
      lead: "Das Future Ready Program begleitet Ihr Unternehmen über 12–36 Monate. Wir sichern das Kerngeschäft, erweitern Ihr Angebot und bauen neue Geschäftsfelder auf, in drei Horizonten.",
      primary: { label: "Transformation Assessment", to: "/kontakt" },
      secondary: { label: "Transformation Cases", to: "/cases" },
    },
    challenge: {
      title: "Das Tagesgeschäft frisst die Zukunft",
      intro:
        "Wer nur das Heute optimiert, merkt oft zu spät, dass sich Markt und Technik verschoben haben. Das Programm gibt der Zukunft feste Zeit:",
      stats: [
        { value: "12–36 Monate", label: "begleitet das Future Ready Program Ihr Unternehmen" },
        {
          value: "3",
          label:
            "Horizonte: Kerngeschäft sichern (Protect), Angebot erweitern (Extend), Neues schaffen (Create)",
        },
        { value: "10 Tage", label: "dauert der Einstieg mit dem Future Readiness Sprint" },
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
      lead: "Ein Ausfall, den Ihre Kunden vor Ihnen bemerken, kostet doppelt: Umsatz und Vertrauen. Wir richten ein Monitoring ein, das Ihre wichtigsten Prozesse, Systeme und Ziele im Blick behält und rechtzeitig warnt.",
      primary: { label: "Monitoring Setup", to: "/kontakt" },
      secondary: { label: "Monitoring Cases", to: "/cases" },
    },
    challenge: {
      title: "Probleme werden zu spät sichtbar",
      intro:
        "Ohne Kennzahlen und Warnsignale erfahren Unternehmen von Problemen oft erst durch ihre Kunden. Unser Monitoring folgt drei Regeln:",
      stats: [
        {
          value: "7±2",
          label:
            "Kennzahlen pro Ebene der Übersicht, nach der HexaCore-Regel, damit Warnungen auffallen",
        },
        {
          value: "1",
          label:
            "verantwortliche Person und ein Zielwert für jede Kennzahl, sonst bleibt eine Warnung folgenlos",
        },
        {
          value: "1",
          label: "Übersicht für Prozesse, Systeme und Ziele statt verstreuter Berichte",
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
            "Wenige, genau definierte Kennzahlen mit Zielwerten und Verantwortlichen, abgeleitet aus Ihren Zielen.",
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
            "Feste Termine und Abläufe, in denen Abweichungen besprochen und Maßnahmen beschlossen werden.",
        },
      ],
    },
    deliverables: {
      title: "Was Sie erhalten",
      items: [
        "Kennzahlensystem mit Zielwerten",
        "Dashboards für Führung und Teams",
        "Warnsignale mit festen Schwellenwerten",
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
      title: "Wenn die Beratung geht, geht oft das Wissen",
      intro:
        "Viele Projekte hinterlassen Ergebnisse, aber kein Können. Nach kurzer Zeit fällt das Team in alte Muster zurück. Deshalb planen wir die Übergabe von Anfang an:",
      stats: [
        { value: "3 Monate", label: "Begleitung nach Projektende, mit festen Terminen für Fragen" },
        {
          value: "100 %",
          label:
            "der Vorlagen und Methoden aus dem Projekt gehören danach Ihrem Team, ohne Lizenzgebühren",
        },
        { value: "1", label: "Handbuch je Methode, mit dem Ihr Team ohne uns weiterarbeitet" },
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
        },
        { value: "1", label: "Kennzahl pro Verbesserung, an der Ihr Team den Erfolg abliest" },
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
      title: "Wartung & Support mit Hotline und SLAs",
      description:
        "Verlässlicher Betrieb für Ihre digitalen Lösungen: regelmäßige Wartung, feste Reaktionszeiten per SLA und eine Support-Hotline werktags von 8 bis 18 Uhr.",
    },
    hero: {
      eyebrow: "Betrieb & Service",
      title: "Verlässlich im Betrieb, schnell im Ernstfall",
      lead: "Automatisierungen, Schnittstellen und KI-Werkzeuge altern leise: Ein Update beim Anbieter, und ein Ablauf bricht ab. Wir halten Ihre digitalen Lösungen am Laufen, mit Wartung nach festem Plan, vereinbarten Reaktionszeiten und einer Support-Hotline werktags von 8 bis 18 Uhr.",
      primary: { label: "Support Setup", to: "/kontakt" },
      secondary: { label: "Support Cases", to: "/cases" },
    },
    challenge: {
      title: "Stillstand kostet mehr als Wartung",
      intro:
        "Viele Lösungen werden eingeführt und danach sich selbst überlassen, bis etwas ausfällt. Regelmäßige Wartung und vereinbarte Reaktionszeiten verhindern das:",
      stats: [
        {
          value: "Mo–Fr 8–18 Uhr",
          label: "erreichen Sie unsere Support-Hotline telefonisch und per E-Mail",
        },
        {
          value: "4 Stunden",
          label: "Reaktionszeit bei kritischen Störungen an Werktagen, im SLA festgeschrieben",
        },
        { value: "1", label: "fester Ansprechpartner, der Ihre Systeme kennt" },
      ],
    },
    approach: {
      title: "Unsere Leistungen im Support",
      kind: "assets",
      items: [
        {
          title: "Support-Hotline",
          description:
            "Montag bis Freitag von 8 bis 18 Uhr per Telefon und E-Mail. Kritische Störungen bearbeiten wir werktags innerhalb von 4 Stunden; Bereitschaft am Wochenende vereinbaren wir bei Bedarf im SLA.",
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
        "Support-Hotline werktags von 8 bis 18 Uhr",
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
      promises: ["Kostenlos", "Hotline werktags 8–18 Uhr", "Feste SLAs"],
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
