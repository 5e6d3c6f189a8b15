import { site } from "./site";
import type { CtaContent, HeroContent, PageMeta, SampleMarker, SectionIntro } from "./types";

/** One figure in a case's results, e.g. "Preis pro Pflanze" / "15 €". */
export interface CaseMetric {
  label: string;
  value: string;
}

/** A client quote. No case carries one yet. */
export interface CaseTestimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

/**
 * A case study shown on /cases and /case/{slug}. The anonymised (NDA) cases
 * are samples until the owner replaces them with real, anonymised mandates.
 */
export interface Case extends SampleMarker {
  id: string;
  slug: string;
  title: string;
  subtitle: string;
  /** Self-hosted visual; all cases use the shared placeholder until real images exist. */
  heroImage: string;
  /** Further images; empty for now. */
  gallery: readonly string[];
  /** One of `industrySectors`. */
  industry: string;
  /** Names of the services involved, e.g. "Strategie & Positionierung". */
  services: readonly string[];
  /** Shown as "Typ", e.g. "Mandat · 6 Monate", "Interim-Management", "Projekt · 2023". */
  timeline: string;
  /** Starting point, 2–4 sentences. */
  context: string;
  /** What was done, 2–4 sentences. */
  approach: string;
  /** 3–5 qualitative outcomes; cards show the first three. */
  outcomes: readonly string[];
  /**
   * Figures; may be empty (the page then hides the list). Only for anonymised
   * cases or plain product facts, never invented results of a named company.
   */
  metrics: readonly CaseMetric[];
  /** 3–5 short tags; cards show the first three. */
  badges: readonly string[];
  /** True shows "NDA", false "Public". */
  confidential: boolean;
  testimonial?: CaseTestimonial;
  /**
   * Set once the named client has agreed in writing to appear on this site;
   * `npm run launch-check` lists every public case of a named client without it.
   */
  approvedByClient?: boolean;
  /** The firm's own product: no client to ask. */
  ownProduct?: boolean;
  /**
   * Work the founder did before the firm existed, employed or in an interim
   * role. The page shows it as such ("Station als … bei …", in `timeline`),
   * with the activities of the time as services, never the firm's later ones.
   */
  station?: { role: string; employer: string; period: string };
}

/** Cases without a photo of their own show their generated motif instead (app/routes/case.tsx). */
export const placeholderImage = "/images/case-placeholder.svg";

/** The twelve industry sectors listed on /cases; every case uses one of them. */
export const industrySectors: readonly string[] = [
  "Raumfahrt & Wissenschaft",
  "Maschinen- & Anlagenbau",
  "Verpackung & Materialien",
  "Elektronik & Technologie",
  "Logistik & Schifffahrt",
  "Energie & Batterietechnik",
  "Medizintechnik & Gesundheit",
  "Lebensmittel & Genuss",
  "Konsumgüter & E-Commerce",
  "Nachhaltigkeit & Kreislaufwirtschaft",
  "Beratung & Dienstleistungen",
  "Start-ups & digitale Geschäftsmodelle",
];

/** All case studies, in display order. */
export const cases: readonly Case[] = [
  {
    id: "paglierani-2023",
    slug: "paglierani-2023",
    title: "Paglierani: Marktstrategie für den deutschsprachigen Raum",
    subtitle: "Zielbranchen und Argumente zum Kundennutzen für Abfüll- und Verpackungsanlagen",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Maschinen- & Anlagenbau",
    services: [
      "Strategie & Positionierung",
      "Go-to-Market & Growth",
      "Sales Enablement & Revenue Ops",
    ],
    timeline: "Beratungsmandat · seit 2023",
    context:
      "Paglierani entwickelt und baut Anlagen, die Pulver, Granulate und andere lose Güter dosieren, abfüllen und verpacken. Für den deutschsprachigen Raum sollte der Vertrieb den Nutzen der Anlagen je Anwendung noch deutlicher zeigen und neue Kunden gezielt ansprechen.",
    approach:
      "Wir haben die Anwendungsfelder nach Produktart geordnet – vom Pulver bis zum Feststoff – und nach Potenzial und Passung bewertet. Daraus entstanden Argumente zum Kundennutzen je Zielbranche. Gemeinsam mit dem Vertrieb haben wir Gesprächsleitfäden und Unterlagen für die Ansprache neuer Kunden erarbeitet.",
    outcomes: [
      "Priorisierte Zielbranchen statt Streuverlust",
      "Argumente zum Kundennutzen, die der Vertrieb selbst vertritt",
      "Einheitliche Unterlagen für Messen und Kundentermine",
      "Entscheidungsgrundlage für den weiteren Marktausbau",
    ],
    metrics: [],
    badges: ["Maschinenbau", "Go-to-Market", "B2B", "International"],
    confidential: false,
  },
  {
    id: "selene-spa",
    slug: "selene-spa",
    title: "Selene: Innovationsideen für flexible Verpackungen",
    subtitle: "Neue Produktideen nach festen Kriterien bewerten und in einen Fahrplan übersetzen",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Verpackung & Materialien",
    services: [
      "Produkt- & Serviceinnovation",
      "Marktforschung & Insights",
      "Decision Architecture (HexaCore)",
    ],
    timeline: "Beratungsmandat",
    context:
      "Selene ist ein italienisches Industrieunternehmen, das Folien und flexible Verpackungen herstellt. Steigende Anforderungen an Recyclingfähigkeit und Materialeinsatz verändern den Markt. Für die vielen Ideen zu neuen Produkten sollte eine gemeinsame Grundlage zur Bewertung entstehen.",
    approach:
      "Wir haben Kundenanforderungen und Markttrends in einem kompakten Lagebild gebündelt. Die Ideen wurden nach drei Kriterien bewertet: Marktbedarf, technische Machbarkeit und Aufwand. Je Ebene betrachteten wir höchstens sieben Faktoren, damit die Diskussion im Führungskreis fokussiert blieb.",
    outcomes: [
      "Gemeinsames Lagebild von Markt und Anforderungen",
      "Bewertete und priorisierte Innovationsideen",
      "Fahrplan für die nächsten Entwicklungsschritte",
      "Kriterien, die das Team künftig selbst anwendet",
    ],
    metrics: [],
    badges: ["Verpackung", "Innovation", "Nachhaltigkeit", "Italien"],
    confidential: false,
  },
  {
    id: "hexacore-navigator",
    slug: "hexacore-navigator",
    title: "HexaCore Navigator: Entscheidungen sichtbar machen",
    subtitle:
      "Unser eigenes Werkzeug, das komplexe Entscheidungen in überschaubare Ebenen gliedert",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Beratung & Dienstleistungen",
    services: [
      "Decision Architecture (HexaCore)",
      "No-Code-Prototyping",
      "Produkt- & Serviceinnovation",
    ],
    timeline: "Eigenentwicklung · Beta",
    ownProduct: true,
    context:
      "In vielen Projekten scheitern Entscheidungen nicht an fehlenden Daten, sondern an zu vielen Faktoren auf einmal. Listen, Folien und Tabellen zeigen selten, wie diese Faktoren zusammenhängen. Wir wollten ein Werkzeug, das unsere HexaCore-Methode im Alltag von Teams nutzbar macht.",
    approach:
      "Wir haben die sechs Prozessschritte der Methode – Analyse, Struktur, Visualisierung, Entscheidung, Umsetzung, Iteration – in einen geführten Ablauf übersetzt. Der erste Prototyp entstand ohne Programmierung und wurde in echten Workshops erprobt. Jede Ebene ist auf 7±2 Faktoren begrenzt, so bleibt der Entscheidungsbaum lesbar.",
    outcomes: [
      "Entscheidungsbäume, die ein Team in einer Sitzung gemeinsam aufbaut",
      "Sichtbare Zusammenhänge statt langer Listen",
      "Geordnete Übergabe von der Entscheidung in die Umsetzung",
      "Laufende Weiterentwicklung mit Rückmeldungen aus der Beta",
    ],
    metrics: [
      { label: "Prozessschritte", value: "6" },
      { label: "Faktoren pro Ebene", value: "7±2 (5–9)" },
      { label: "Entwicklungsstand", value: "Beta" },
    ],
    badges: ["Eigenentwicklung", "HexaCore", "Beta", "Entscheidungen"],
    confidential: false,
  },
  {
    id: "green-cocoon-ceo",
    slug: "green-cocoon-ceo",
    title: "Green Cocoon: Interim-CEO in der Aufbauphase",
    subtitle:
      "Führung, Fokus und Struktur für eine junge Konsumgütermarke mit nachhaltigem Anspruch",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Nachhaltigkeit & Kreislaufwirtschaft",
    services: ["Geschäftsführung auf Zeit", "Zielsystem mit Kennzahlen", "Vertriebsfokus"],
    timeline: "Station als Interim-CEO bei Green Cocoon · 2016–2019",
    station: { role: "Interim-CEO", employer: "Green Cocoon", period: "2016–2019" },
    context:
      "Green Cocoon stand vor dem Schritt von der Gründungsidee zum tragfähigen Unternehmen. Für diese Aufbauphase wurde die Geschäftsführung auf Zeit besetzt, um Prioritäten, Abläufe und Führung zusammenzuführen.",
    approach: `Vor der Gründung von ${site.brand} hat ${site.founder.firstName} als Interim-CEO die Geschäftsführung übernommen und zuerst ein ehrliches Lagebild erstellt. Daraus entstanden wenige Ziele mit messbaren Kennzahlen. Wöchentliche Reviews sorgten dafür, dass Entscheidungen auch umgesetzt wurden.`,
    outcomes: [
      "Gemeinsame Prioritäten für Team und Gesellschafter",
      "Feste Routinen für Führung und Reviews",
      "Geschärftes Angebot und gezieltere Ansprache der Zielkunden",
      "Geordnete Übergabe an die dauerhafte Führung",
    ],
    metrics: [],
    badges: ["Station vor der Gründung", "Interim-CEO", "Nachhaltigkeit", "Führung"],
    confidential: false,
  },
  {
    id: "scisys-space",
    slug: "scisys-space",
    title: "SCISYS: Station im Projekt- und Produktmanagement für Raumfahrtsoftware",
    subtitle: "Anforderungen und Entscheidungen in internationalen Projektteams strukturieren",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Raumfahrt & Wissenschaft",
    services: ["Anforderungsmanagement", "Produktmanagement"],
    timeline: "Station als Projekt- und Produktmanager bei SCISYS · 2008–2012",
    station: { role: "Projekt- und Produktmanager", employer: "SCISYS", period: "2008–2012" },
    context:
      "SCISYS entwickelt Software und Systeme für Raumfahrtmissionen und Forschungseinrichtungen. In solchen Projekten arbeiten internationale Teams für Auftraggeber mit sehr hohen Anforderungen. Fehler in frühen Entscheidungen werden später teuer.",
    approach: `Vor der Gründung von ${site.brand} war ${site.founder.firstName} bei SCISYS angestellt. Im Projekt- und Produktmanagement hat er Anforderungen aus Technik, Wissenschaft und Auftraggebern gebündelt und priorisiert. Für technische Gremien entstanden Entscheidungsvorlagen, die Optionen, Risiken und Abhängigkeiten auf einen Blick zeigen. Diese Arbeitsweise prägt die spätere HexaCore-Methode.`,
    outcomes: [
      "Priorisierte Anforderungen als gemeinsame Grundlage internationaler Teams",
      "Entscheidungsvorlagen, die technische Gremien schnell erfassen",
      "Risiken und Abhängigkeiten früh erkannt",
      "Erfahrung aus einem Umfeld, in dem Fehler teuer sind",
    ],
    metrics: [],
    badges: ["Station vor der Gründung", "Raumfahrt", "Software", "Anforderungen"],
    confidential: false,
  },
  {
    id: "sabio-consulting",
    slug: "sabio-consulting",
    title: "Sabio Consulting: Positionierung eines Beratungshauses",
    subtitle: "Ein geschärftes Leistungsportfolio und eine gemeinsame Kernbotschaft",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Beratung & Dienstleistungen",
    services: ["Strategie & Positionierung", "Marke & Narrativ", "Pricing & Packaging"],
    timeline: "Projekt · Positionierung",
    context:
      "Sabio Consulting bietet ein breites Spektrum an Beratungsleistungen an. Ziel war, auf einen Blick zu zeigen, wofür das Haus steht und womit Interessenten am besten beginnen.",
    approach:
      "Wir haben bestehende Mandate und Rückmeldungen von Kunden ausgewertet und daraus die eigentlichen Stärken abgeleitet. Das Portfolio wurde in wenige, genau beschriebene Pakete gegliedert. Eine gemeinsame Kernbotschaft verbindet nun Website, Angebote und Gespräche.",
    outcomes: [
      "Positionierung mit eindeutigem Kernversprechen",
      "Übersichtliche Leistungspakete mit definiertem Einstieg",
      "Einheitliche Botschaft über alle Kanäle",
      "Kürzere Wege vom Erstkontakt zum Angebot",
    ],
    metrics: [],
    badges: ["Positionierung", "Beratung", "Portfolio", "Marke"],
    confidential: false,
  },
  {
    id: "panasonic-project",
    slug: "panasonic-project",
    title: "Panasonic: Station als Berater in einem Innovationsprojekt",
    subtitle: "Neue Anwendungsideen schnell prüfen und zur Entscheidung bringen",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Elektronik & Technologie",
    services: ["Innovationsberatung", "Nutzertests", "Prototypen"],
    timeline: "Station als Berater bei Panasonic · 2012–2016",
    station: { role: "Berater", employer: "Panasonic", period: "2012–2016" },
    context:
      "Im Projekt mit Panasonic ging es darum, neue Anwendungsfelder zu bewerten, bevor größere Budgets gebunden werden. Mehrere Fachbereiche mit unterschiedlichen Zielen waren beteiligt.",
    approach: `Vor der Gründung von ${site.brand} hat ${site.founder.firstName} die Ideen als Berater in kurzen Zyklen geprüft: Annahmen benennen, mit Nutzerinnen und Nutzern testen, Ergebnisse bewerten. Einfache Prototypen machten Konzepte früh greifbar. Ein gemeinsamer Entscheidungsrahmen half den Fachbereichen, sich auf die nächsten Schritte zu einigen.`,
    outcomes: [
      "Schnelle, belastbare Bewertung neuer Anwendungsideen",
      "Greifbare Prototypen für die Abstimmung im Konzern",
      "Gemeinsamer Entscheidungsrahmen über Fachbereiche hinweg",
      "Eindeutige Empfehlung für die weitere Entwicklung",
    ],
    metrics: [],
    badges: ["Station vor der Gründung", "Elektronik", "Innovation", "Prototypen"],
    confidential: false,
  },
  {
    id: "hapag-lloyd-it",
    slug: "hapag-lloyd-it",
    title: "Hapag-Lloyd: Station als Berater in einem IT-Projekt der Containerschifffahrt",
    subtitle: "Anforderungen ordnen und Entscheidungen zwischen Fachbereich und IT beschleunigen",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Logistik & Schifffahrt",
    services: ["Anforderungsmanagement", "IT-Projektberatung"],
    timeline: "Station als Berater bei Hapag-Lloyd · 2012–2016",
    station: { role: "Berater", employer: "Hapag-Lloyd", period: "2012–2016" },
    context:
      "In einer weltweit tätigen Reederei greifen Fachbereiche, IT und internationale Standorte eng ineinander. Im Projekt kamen viele Anforderungen aus unterschiedlichen Richtungen zusammen, deren Zusammenhänge für alle sichtbar werden sollten.",
    approach: `Vor der Gründung von ${site.brand} hat ${site.founder.firstName} als Berater Anforderungen gesammelt, gebündelt und nach Nutzen und Aufwand geordnet. Abhängigkeiten wurden in einer gemeinsamen Übersicht sichtbar. Regelmäßige Entscheidungsrunden mit einheitlichen Vorlagen verkürzten die Abstimmung.`,
    outcomes: [
      "Priorisierter Anforderungskatalog als gemeinsame Basis",
      "Sichtbare Abhängigkeiten zwischen Teams und Systemen",
      "Schnellere Entscheidungen durch einheitliche Vorlagen",
      "Enge Abstimmung zwischen Fachbereich und IT",
    ],
    metrics: [],
    badges: ["Station vor der Gründung", "Schifffahrt", "IT", "Anforderungen"],
    confidential: false,
  },
  {
    id: "knabberteller",
    slug: "knabberteller",
    title: "Knabberteller: Vom Konzept zur Marke",
    subtitle: "Produktversprechen, Marke und Markteintritt für eine neue Produktidee",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Lebensmittel & Genuss",
    services: ["Produktkonzept", "Markenentwicklung", "Markteintritt"],
    timeline: "Station als Interim-Produktverantwortlicher bei Knabberteller · 2016–2019",
    station: {
      role: "Interim-Produktverantwortlicher",
      employer: "Knabberteller",
      period: "2016–2019",
    },
    context:
      "Hinter Knabberteller steht eine Produktidee für den Lebensmittelmarkt. Der Markt ist dicht besetzt, der Platz im Regal ist knapp, und Kunden entscheiden in Sekunden. Die Frage war, wie sich das Produkt abhebt und wirtschaftlich starten kann.",
    approach: `Vor der Gründung von ${site.brand} hat ${site.founder.firstName} in einer Interim-Rolle Zielgruppen, Kaufanlässe und Wettbewerb analysiert und daraus ein eindeutiges Produktversprechen abgeleitet. Name, Gestaltung und Botschaft wurden daran ausgerichtet. Für den Start wurden Vertriebswege, Preispunkte und erste Tests geplant.`,
    outcomes: [
      "Eindeutiges Produktversprechen für eine definierte Zielgruppe",
      "Stimmige Marke von Name bis Verpackung",
      "Durchdachter Plan für den Markteintritt",
      "Erste Tests mit echten Kunden als Entscheidungsgrundlage",
    ],
    metrics: [],
    badges: ["Station vor der Gründung", "Lebensmittel", "Markenaufbau", "Markteintritt"],
    confidential: false,
  },
  {
    id: "astroplants",
    slug: "astroplants",
    title: "AstroPlants: Pflanzen nach Sternzeichen",
    subtitle: "Ein Onlineangebot, das Zimmerpflanzen zur persönlichen Geschenkidee macht",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Konsumgüter & E-Commerce",
    services: ["Produkt- & Serviceinnovation", "Marke & Narrativ", "Pricing & Packaging"],
    timeline: "Projekt · E-Commerce",
    context:
      "Pflanzen gibt es überall – als Geschenk fehlt ihnen oft eine persönliche Geschichte. AstroPlants verbindet jede Pflanze mit einem der zwölf Sternzeichen. Gesucht waren ein übersichtliches Sortiment, ein einfacher Preisaufbau und eine Marke, die online funktioniert.",
    approach:
      "Wir haben das Sortiment entlang der zwölf Sternzeichen aufgebaut und jeder Pflanze eine eigene Geschichte gegeben. Ein einheitlicher Preis von 15 € pro Pflanze macht die Auswahl leicht. Ab 45 € ist der Versand kostenfrei – ein Anreiz, gleich mehrere Pflanzen zu bestellen.",
    outcomes: [
      "Verständliches Sortiment mit eigener Geschichte je Pflanze",
      "Einfacher Preisaufbau ohne Rechenaufwand für Kunden",
      "Anreiz für größere Bestellungen durch die Versandschwelle",
      "Eine Marke, die als Geschenkidee funktioniert",
    ],
    metrics: [
      { label: "Sternzeichen im Sortiment", value: "12" },
      { label: "Preis pro Pflanze", value: "15 €" },
      { label: "Versandkostenfrei ab", value: "45 €" },
    ],
    badges: ["E-Commerce", "Preisgestaltung", "Marke", "Geschenkidee"],
    confidential: false,
  },
  {
    id: "neurogum",
    slug: "neurogum",
    title: "Neurogum: Markteintritt für funktionalen Kaugummi",
    subtitle: "Positionierung und Go-to-Market für ein erklärungsbedürftiges Produkt",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Lebensmittel & Genuss",
    services: ["Positionierung", "Markteintritt", "Zielgruppenanalyse"],
    timeline: "Station in einer Interim-Rolle bei Neurogum · 2016–2019",
    station: {
      role: "Interim-Verantwortlicher für die Markteinführung",
      employer: "Neurogum",
      period: "2016–2019",
    },
    context:
      "Neurogum bietet Kaugummis und weitere Produkte mit funktionalen Inhaltsstoffen an. Ein neuer Markt bringt eigene Kaufgewohnheiten, andere Vertriebswege und strenge Regeln für Aussagen über Lebensmittel mit sich. Gefragt war ein Weg, das Produkt verständlich und glaubwürdig zu positionieren.",
    approach: `Vor der Gründung von ${site.brand} hat ${site.founder.firstName} in einer Interim-Rolle Zielgruppen und Nutzungsanlässe untersucht – vom konzentrierten Arbeiten bis zum Sport. Daraus entstand eine Positionierung, die ohne Übertreibung auskommt. Kanäle und Reihenfolge des Markteintritts wurden nach Aufwand und Potenzial priorisiert.`,
    outcomes: [
      "Positionierung für den Markteintritt",
      "Botschaften, die den Nutzen ohne Übertreibung vermitteln",
      "Priorisierte Vertriebskanäle und Startreihenfolge",
      "Entscheidungsgrundlage für Budget und Zeitplan",
    ],
    metrics: [],
    badges: ["Station vor der Gründung", "Lebensmittel", "Go-to-Market", "Positionierung"],
    confidential: false,
  },
  {
    id: "collect-the-world",
    slug: "collect-the-world",
    title: "Collect the World: Von der Idee zum testbaren Produkt",
    subtitle: "Geschäftsmodell, Prototyp und Markttest für eine digitale Produktidee",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Start-ups & digitale Geschäftsmodelle",
    services: ["Start-up Readiness Suite", "No-Code-Prototyping", "Pricing & Packaging"],
    timeline: "Projekt · Gründungsphase",
    context:
      "Collect the World startete als Idee mit viel Begeisterung und vielen offenen Fragen. Wer genau ist die Zielgruppe, wofür zahlt sie, und was muss die erste Version wirklich können? Diese Antworten sollten vor der Entwicklung feststehen.",
    approach:
      "Wir haben die wichtigsten Annahmen benannt und in Interviews überprüft. Ein Prototyp ohne Programmierung machte die Idee schnell testbar. Auf dieser Basis entstanden Geschäftsmodell, Preislogik und ein schlanker Plan für den Start.",
    outcomes: [
      "Überprüfte Annahmen statt Bauchgefühl",
      "Testbarer Prototyp ohne teure Entwicklung",
      "Geschäftsmodell mit Preislogik",
      "Fokussierter Umfang für die erste Version",
    ],
    metrics: [],
    badges: ["Start-up", "Prototypen", "Geschäftsmodell", "Markttest"],
    confidential: false,
  },
  {
    id: "sax-logistik",
    slug: "sax-logistik",
    title: "Sax Logistik: Prioritäten und Prozesse im Wachstum",
    subtitle: "Eine Reihenfolge für Verbesserungen bei einem Dienstleister in der Logistik",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Logistik & Schifffahrt",
    services: [
      "Strategie & Positionierung",
      "Digitale Transformation & KI-Integration",
      "Performance Monitoring",
    ],
    timeline: "Beratungsmandat",
    context:
      "Logistik lebt von verlässlichen Abläufen und knappen Margen. Sax Logistik wächst, und mit dem Wachstum steigen die Anforderungen von Kunden und Märkten. Für die vielen Ideen zur Verbesserung sollte eine Reihenfolge entstehen.",
    approach: `${site.founder.firstName} hat Abläufe und Kennzahlen gemeinsam mit dem Team aufgenommen und Engpässe sichtbar gemacht. Die Maßnahmen wurden nach Wirkung und Aufwand priorisiert. Ein schlankes Kennzahlensystem macht den Fortschritt regelmäßig sichtbar.`,
    outcomes: [
      "Transparenz über Abläufe und Engpässe",
      "Priorisierte Maßnahmen statt Einzelaktionen",
      "Schlankes Kennzahlensystem für die Steuerung",
      "Festgelegte Verantwortlichkeiten im Team",
    ],
    metrics: [],
    badges: ["Logistik", "Prozesse", "Kennzahlen", "Mittelstand"],
    confidential: false,
  },
  {
    id: "take-me-home",
    slug: "take-me-home",
    title: "Take me home: Markenaufbau für ein neues Produkt",
    subtitle: "Zielgruppe, Markengeschichte und Vertriebsstart aus einem Guss",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Konsumgüter & E-Commerce",
    services: ["Marke & Narrativ", "Produkt- & Serviceinnovation", "Go-to-Market & Growth"],
    timeline: "Projekt · Markteinführung",
    context:
      "Take me home wollte ein neues Konsumprodukt auf den Markt bringen. Zielgruppe, Botschaft und Vertriebsweg sollten vor dem Start festgelegt werden.",
    approach:
      "Wir haben Zielgruppe und Kaufmotive geschärft und daraus die Markengeschichte entwickelt. Produktauftritt, Verpackung und Botschaft wurden aufeinander abgestimmt. Für den Vertrieb haben wir Kanäle verglichen und einen realistischen Startplan erarbeitet.",
    outcomes: [
      "Geschärfte Zielgruppe mit benannten Kaufmotiven",
      "Markengeschichte, die im Regal und online trägt",
      "Abgestimmter Auftritt von Produkt bis Verpackung",
      "Realistischer Plan für den Vertriebsstart",
    ],
    metrics: [],
    badges: ["Konsumgüter", "Marke", "Markteintritt", "Start-up"],
    confidential: false,
  },
  {
    id: "nort-lithium-batteries",
    slug: "nort-lithium-batteries",
    title: "Nort: Marktzugang für Lithium-Batterien",
    subtitle: "Anwendungsfelder, Zielkunden und Go-to-Market für Batterielösungen im B2B-Umfeld",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Energie & Batterietechnik",
    services: [
      "Go-to-Market & Growth",
      "Marktforschung & Insights",
      "Sales Enablement & Revenue Ops",
    ],
    timeline: "Beratungsmandat · seit 2024",
    context:
      "Nort bietet Lithium-Batterien und Batteriesysteme an – ein wachsender Markt mit hohen technischen und regulatorischen Anforderungen. Es geht darum, die passenden Anwendungsfelder zu finden und den Marktzugang zu planen. Transport, Sicherheit und Zertifizierung spielen dabei eine große Rolle.",
    approach:
      "Wir haben Anwendungsfelder und Zielkunden nach Bedarf, Wettbewerb und Zugang bewertet. Anforderungen an Sicherheit und Transport flossen früh in die Planung ein. Daraus entstanden eine Zielgruppendefinition und Unterlagen für die ersten Vertriebsgespräche.",
    outcomes: [
      "Priorisierte Anwendungsfelder und Zielkunden",
      "Frühe Berücksichtigung regulatorischer Anforderungen",
      "Plan für den Marktzugang",
      "Vertriebsunterlagen für die ersten Kundengespräche",
    ],
    metrics: [],
    badges: ["Energie", "Batterietechnik", "Go-to-Market", "B2B"],
    confidential: false,
  },
  {
    id: "b2b-repositioning",
    slug: "b2b-repositioning",
    title: "B2B-Konzern: Neupositionierung",
    subtitle: "Vom austauschbaren Anbieter zum erkennbaren Lösungspartner",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Maschinen- & Anlagenbau",
    services: ["Strategie & Positionierung", "Marke & Narrativ", "Sales Enablement & Revenue Ops"],
    timeline: "Mandat · 6 Monate",
    context:
      "Ein international tätiger Industriekonzern wurde von Kunden vor allem über den Preis verglichen. Die Geschäftsbereiche traten mit eigenen Botschaften auf, eine gemeinsame Linie fehlte. Der Vorstand wollte eine Positionierung, die über alle Bereiche trägt.",
    approach:
      "Wir haben Kunden, Vertrieb und Führungskräfte befragt und die Ergebnisse in einem Lagebild gebündelt. In Workshops mit dem Führungskreis wurden drei Optionen zur Positionierung entwickelt und bewertet. Die gewählte Option haben wir in Botschaften, Vertriebsunterlagen und Schulungen übersetzt.",
    outcomes: [
      "Eine Positionierung für alle Geschäftsbereiche",
      "Botschaften zum Kundennutzen statt Preisdiskussion",
      "Geschulter Vertrieb mit einheitlichen Unterlagen",
      "Eine Entscheidung, die der Vorstand geschlossen trägt",
    ],
    metrics: [
      { label: "Geführte Interviews", value: "24" },
      { label: "Bewertete Optionen zur Positionierung", value: "3" },
      { label: "Kernbotschaften", value: "von 12 auf 3" },
    ],
    badges: ["B2B", "Positionierung", "Konzern", "Vertrieb"],
    confidential: true,
    sample: true,
  },
  {
    id: "startup-branding",
    slug: "startup-branding",
    title: "Series-A-Start-up: Markenaufbau",
    subtitle: "Eine Marke, die mit dem Unternehmen wachsen kann",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Start-ups & digitale Geschäftsmodelle",
    services: ["Marke & Narrativ", "Strategie & Positionierung", "Start-up Readiness Suite"],
    timeline: "Projekt · 3 Monate",
    context:
      "Nach der Series-A-Finanzierung stand ein Software-Start-up vor starkem Wachstum. Der Auftritt stammte noch aus der Gründungszeit und passte nicht mehr zu Kunden, Investoren und neuen Mitarbeitenden. Neue Märkte und viele Einstellungen verlangten eine Geschichte, die alle erzählen können.",
    approach:
      "Wir haben mit Gründerinnen, Gründern, Team und Kunden herausgearbeitet, wofür das Unternehmen steht. In einem zweitägigen Markenworkshop entstanden Markenkern, Narrativ und eine eigene Sprache. Ein kompaktes Markenhandbuch sorgt dafür, dass das wachsende Team die Marke einheitlich nutzt.",
    outcomes: [
      "Greifbarer Markenkern und überzeugendes Narrativ",
      "Einheitlicher Auftritt gegenüber Kunden und Investoren",
      "Markenhandbuch für das wachsende Team",
      "Stärkere Arbeitgebermarke für neue Einstellungen",
    ],
    metrics: [
      { label: "Interviews mit Kunden und Team", value: "15" },
      { label: "Markenworkshop", value: "2 Tage" },
      { label: "Markencheck nach", value: "6 Monaten" },
    ],
    badges: ["Start-up", "Series A", "Marke", "Narrativ"],
    confidential: true,
    sample: true,
  },
  {
    id: "medtech-innovation",
    slug: "medtech-innovation",
    title: "Medizintechnik: Innovationsprozess",
    subtitle: "Produktideen früh bewerten – mit Blick auf Zulassung, Anwender und Markt",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Medizintechnik & Gesundheit",
    services: [
      "Produkt- & Serviceinnovation",
      "Decision Architecture (HexaCore)",
      "Marktforschung & Insights",
    ],
    timeline: "Mandat · 9 Monate",
    context:
      "Ein mittelständischer Hersteller von Medizintechnik hatte viele Produktideen, aber lange Entwicklungszeiten. Anforderungen der Zulassung wurden oft erst spät geprüft. Das kostete Zeit und band Ressourcen in Projekten mit geringen Erfolgsaussichten.",
    approach:
      "Wir haben einen schlanken Innovationsprozess mit festen Entscheidungspunkten eingeführt. Zulassung, Nutzen für Anwender und Marktpotenzial werden seitdem früh und gemeinsam bewertet. Ein Entscheidungsbaum mit höchstens sieben Knoten je Ebene macht jede Bewertung nachvollziehbar.",
    outcomes: [
      "Innovationsprozess mit festen Entscheidungspunkten",
      "Frühe Prüfung der Anforderungen an die Zulassung",
      "Ressourcen gebündelt auf aussichtsreiche Projekte",
      "Nachvollziehbare Entscheidungen für Geschäftsführung und Team",
    ],
    metrics: [
      { label: "Bewertete Produktideen", value: "27" },
      { label: "Entscheidungspunkte im Prozess", value: "4" },
      { label: "Knoten je Ebene im Entscheidungsbaum", value: "max. 7" },
    ],
    badges: ["Medizintechnik", "Zulassung", "Innovation", "Mittelstand"],
    confidential: true,
    sample: true,
  },
  {
    id: "consumer-relaunch",
    slug: "consumer-relaunch",
    title: "Konsumgütermarke: Relaunch",
    subtitle: "Eine traditionsreiche Marke für eine neue Generation von Kunden",
    heroImage: placeholderImage,
    gallery: [],
    industry: "Konsumgüter & E-Commerce",
    services: ["Marke & Narrativ", "Marktforschung & Insights", "Go-to-Market & Growth"],
    timeline: "Mandat · 8 Monate",
    context:
      "Eine traditionsreiche Konsumgütermarke verlor bei jüngeren Zielgruppen an Bedeutung. Der Handel verlangte neue Impulse, intern gab es unterschiedliche Vorstellungen zur Richtung. Ein Relaunch sollte die Marke erneuern, ohne Stammkunden zu verlieren.",
    approach:
      "Wir haben Stammkunden und neue Zielgruppen befragt und die Stärken der Marke herausgearbeitet. Auf dieser Basis entstanden Markenkern, Gestaltungsrichtung und ein Plan für die Einführung. Tests mit Kunden vor dem Start senkten das Risiko.",
    outcomes: [
      "Geschärfter Markenkern mit Bezug zur Herkunft",
      "Neuer Auftritt, der jüngere Zielgruppen anspricht",
      "Mit dem Handel abgestimmter Einführungsplan",
      "Geringeres Risiko durch Tests vor dem Start",
    ],
    metrics: [
      { label: "Befragte Kunden", value: "1.200" },
      { label: "Getestete Gestaltungsrichtungen", value: "3" },
      { label: "Projektdauer", value: "8 Monate" },
    ],
    badges: ["Konsumgüter", "Relaunch", "Marke", "Handel"],
    confidential: true,
    sample: true,
  },
];

export const casesMeta: PageMeta = {
  title: "Cases: Strategie, Produkt und Innovation",
  description:
    "Projekte aus Raumfahrt, Maschinenbau, Logistik, Medizintechnik und Konsumgütern: Ausgangslage, Vorgehen und Ergebnisse im Überblick.",
};

export const casesHero: HeroContent = {
  eyebrow: "Cases",
  title: "Aus der Praxis: Entscheidungen, die in Ergebnisse münden",
  lead: "Vom Maschinenbauer bis zum Start-up: Diese Projekte zeigen, wie aus komplexen Fragen Entscheidungen und sichtbare Fortschritte werden. Vertrauliche Mandate sind anonymisiert; Stationen vor der Gründung sind als solche gekennzeichnet.",
  primary: { label: "Kostenloses Klarheitsgespräch buchen", to: "/kontakt" },
  secondary: { label: "Leistungen ansehen", to: "/leistungen" },
};

export const casesSections: { sectors: SectionIntro; grid: SectionIntro } = {
  sectors: {
    // One industry count site-wide (15+, the home counter); the list groups those industries.
    title: `${industrySectors.length} Branchenfelder, ein Prinzip`,
    intro: `Unsere Erfahrung aus mehr als 15 Branchen fassen wir hier in ${industrySectors.length} Branchenfeldern zusammen. Die Märkte sind verschieden, die Muster oft ähnlich: zu viele Optionen, offene Prioritäten, Entscheidungen ohne Umsetzung. Erfahrungen aus einer Branche helfen in der nächsten.`,
  },
  grid: {
    title: `Alle ${cases.length} Cases`,
    intro:
      "Jeder Case zeigt Ausgangslage, Vorgehen und Ergebnisse. Vertrauliche Projekte sind mit NDA gekennzeichnet und ohne Namen beschrieben.",
  },
};

export const casesClosingCta: CtaContent = {
  title: "Ihr Vorhaben könnte der nächste Case sein",
  text: "Erzählen Sie uns, wo Sie gerade stehen. Im kostenlosen Gespräch klären wir, welche Entscheidungen jetzt wichtig sind und wie ein sinnvoller erster Schritt aussieht.",
  primary: { label: "Kostenloses Klarheitsgespräch buchen", to: "/kontakt" },
  secondary: { label: "Leistungen ansehen", to: "/leistungen" },
  promises: ["Kostenlos", "Unverbindlich", "30 Minuten"],
};

/** UI words of the case list and the case pages. */
export const caseLabels = {
  sectorsList: "Branchenfelder",
  outcomes: "Ausgewählte Ergebnisse",
  badges: "Schwerpunkte",
  details: "Details",
  /** Visually hidden after "Details", followed by the case title. */
  detailsFor: "zum Case",
  nda: "NDA",
  public: "Public",
  backToList: "Zurück zu allen Cases",
  industry: "Branche",
  type: "Typ",
  services: "Services",
  status: "Status",
  context: "Kontext & Ausgangslage",
  approach: "Unser Vorgehen",
  results: "Ergebnisse & Outcomes",
  metrics: "Kennzahlen",
  testimonial: "Stimme aus dem Projekt",
  nextCase: "Nächster Case",
  moreCases: "Weitere Cases",
} as const;

/** Title and description of a case page. */
export function caseMeta(item: Case): PageMeta {
  return {
    title: `Case: ${item.title}`,
    description: `${item.subtitle}. ${caseLabels.industry}: ${item.industry}. Ausgangslage, Vorgehen und Ergebnisse im Überblick.`,
  };
}

/** The case with this slug, or undefined for an unknown or missing slug. */
export function findCase(slug: string | undefined): Case | undefined {
  if (slug === undefined) return undefined;
  return cases.find((item) => item.slug === slug);
}

/** The case after `slug`, wrapping from the last to the first. */
export function nextCase(slug: string): Case {
  const index = cases.findIndex((item) => item.slug === slug);
  const next = cases[(index + 1) % cases.length];
  if (next === undefined) throw new Error("The case list is empty.");
  return next;
}
