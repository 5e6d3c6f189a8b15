/**
 * Copy of the consultant profile page (/nort): a detailed, CV-like profile of
 * the founder with current position, mandates, competencies and the contact
 * form (anchor `#kontakt`). Identity strings come from `./site`.
 */
import { dates, firstMandate, formatPeriod, since } from "./dates";
import { companyName, site } from "./site";
import type { Cta, IconName, PageMeta, SampleMarker, SectionIntro } from "./types";

/** Hero of the profile page; `contact` is built from `site`. */
export interface Profile {
  name: string;
  title: string;
  subtitle: string;
  description: string;
  contact: { phone: string; email: string; address: string };
}

/** The card "Aktuelle Position" (shown with the badge "Aktuell"). */
export interface CurrentPosition {
  title: string;
  period: string;
  description: string;
  keyTasks: readonly string[];
}

/** One of the three highlight cards under the current position. */
export interface Highlight {
  icon: IconName;
  title: string;
  description: string;
}

/** A column of "Unsere Leistungen" with exactly four bullets. */
export interface ServiceColumn {
  title: string;
  bullets: readonly [string, string, string, string];
}

/** A current mandate. Named companies: roles and kinds of work only, no figures. */
export interface Mandate {
  id: string;
  company: string;
  title: string;
  period: string;
  location: string;
  type: string;
  description: string;
  keyFocus: readonly string[];
  industries: readonly string[];
}

/** A card of "Verpackungs-Lösungen": a kind of product and where it is packed. */
export interface PackagingCategory {
  name: string;
  icon: IconName;
  applications: readonly string[];
}

/** Competency groups, shown in this order. */
export type CompetencyCategory =
  "strategic" | "business" | "technical" | "sustainability" | "consulting";

/** A competency badge; "expert" is shown in the primary style. */
export interface Competency {
  name: string;
  category: CompetencyCategory;
  level: "expert" | "advanced";
}

/** "Werte & Arbeitsweise". */
export interface Values {
  coreValues: readonly { title: string; description: string }[];
  workingStyle: readonly string[];
}

/** One period of "Erfahrung (Timeline)" with the positions held in it. */
export interface TimelineEntry {
  period: string;
  positions: readonly {
    title: string;
    companies: readonly string[];
    focus: string;
    achievements: readonly string[];
  }[];
}

/** Biography facts below are samples until the owner enters their own (then drop `sample`). */
export interface Education extends SampleMarker {
  degree: string;
  institution: string;
  period: string;
  focus: string;
  details?: string;
}

export interface Certification extends SampleMarker {
  title: string;
  year: number;
  description: string;
}

export interface Language {
  language: string;
  level: string;
}

const { fullName } = site.founder;

export const profileMeta: PageMeta = {
  title: `${fullName} – Profil, Mandate & Kompetenzen`,
  description: `Profil von ${fullName}: Strategie-, Produkt- und Innovationsberatung für den Mittelstand, aktuelle Mandate, Kompetenzen, Werdegang und Kontakt.`,
};

/** Section headings of the profile page, in page order. */
export const profileSections = {
  currentPosition: "Aktuelle Position",
  services: "Unsere Leistungen",
  mandates: "Mandate (aktuell)",
  packaging: "Verpackungs-Lösungen",
  technologies: "Technologie-Portfolio",
  competencies: "Kompetenzen",
  values: "Werte & Arbeitsweise",
  timeline: "Erfahrung (Timeline)",
  industries: "Branchenfokus",
  approach: "Unser Ansatz",
  achievements: "Erfolge & Referenzen",
  education: "Ausbildung & Zertifizierungen",
  contact: "Kontakt aufnehmen",
} as const satisfies Record<string, string>;

/**
 * Short intros under section headings of the profile page. `packaging` ties
 * the packaging section to the consulting work (it is not a product range).
 */
export const profileSectionIntros = {
  packaging:
    "Warum Verpackungstechnik auf dem Profil eines Strategieberaters steht? Im Mandat für Paglierani berate ich einen Hersteller von Abfüll- und Verpackungsanlagen bei Zielbranchen, Positionierung und Vertrieb. Die Kategorien zeigen, welche Güter diese Anlagen verarbeiten und für welche Branchen ich dort Märkte erschließe.",
} as const;

/** Small labels inside the sections of the profile page. */
export const profileLabels = {
  portraitAlt: `Porträt von ${fullName}`,
  currentBadge: "Aktuell",
  keyTasks: "Kernaufgaben",
  keyFocus: "Schwerpunkte",
  industries: "Branchen",
  applications: "Anwendungen",
  coreValues: "Werte",
  workingStyle: "So arbeite ich",
  achievements: "Ergebnisse",
  education: "Ausbildung",
  certifications: "Zertifizierungen",
  languages: "Sprachen",
  phone: "Telefon",
  email: "E-Mail",
  address: "Adresse",
  levels: { expert: "Experte", advanced: "Fortgeschritten" },
} as const;

export const profile: Profile = {
  name: fullName,
  title: "Berater für Strategie, Produkt und Innovation",
  subtitle: `${site.founder.role} · ${companyName} · ${site.address.city}`,
  description:
    "Seit mehr als 15 Jahren bringe ich Ordnung in komplexe Vorhaben: von der Raumfahrt-Software über den Maschinenbau bis zur Konsumgütermarke. Ich helfe mittelständischen Unternehmen, Gründerinnen und Gründern, tragfähige Entscheidungen zu treffen, Produkte in den Markt zu bringen und neue Märkte zu erschließen.",
  contact: {
    phone: site.phone.display,
    email: site.email,
    address: `${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
  },
};

export const profileHeroCta: Cta = { label: "Jetzt Beratung anfragen", to: "#kontakt" };

export const currentPosition: CurrentPosition = {
  title: `${site.founder.role}, ${companyName}`,
  period: since(dates.founded),
  description: `Mit ${companyName} begleite ich Geschäftsführungen, Gründungsteams und Teams in Veränderungsprozessen bei Strategie, Produktentwicklung und Markteintritt. Ich leite jedes Mandat selbst und ziehe bei Bedarf Fachleute aus meinem Netzwerk hinzu.`,
  keyTasks: [
    "Strategische Entscheidungen mit der HexaCore-Methode strukturieren",
    "Produkte und Dienstleistungen vom ersten Prototyp bis zur Markteinführung begleiten",
    "Markteintritte und Vertriebsstrategien für neue Regionen und Zielgruppen planen",
    "Interim-Verantwortung in Produkt, Vertrieb und Geschäftsentwicklung übernehmen",
    "Teams befähigen, Methoden und Werkzeuge selbstständig weiterzuführen",
  ],
};

export const highlights: readonly Highlight[] = [
  {
    icon: "lightbulb",
    title: "Innovation & Technologie",
    description:
      "Ich verstehe technische Produkte und übersetze sie in Nutzen, den Kunden sofort erkennen. Vom Batteriesystem bis zur Verpackungsanlage.",
  },
  {
    icon: "compass",
    title: "Strategische Beratung",
    description:
      "Ich reduziere komplexe Lagen auf wenige entscheidende Faktoren. So entstehen Entscheidungen, die das ganze Team mitträgt.",
  },
  {
    icon: "chart",
    title: "Markterfolg",
    description:
      "Eine Strategie zählt erst, wenn sie im Markt ankommt. Deshalb begleite ich die Umsetzung und messe, was sich verändert.",
  },
];

export const profileServices: readonly ServiceColumn[] = [
  {
    title: "Produktentwicklung",
    bullets: [
      "Marktforschung und Interviews mit Zielkunden",
      "Produktkonzept, Anforderungen und Priorisierung",
      "Schnelle Prototypen, auch ohne Programmierung",
      "Begleitung bis zur Markteinführung",
    ],
  },
  {
    title: "Markterschließung",
    bullets: [
      "Analyse von Zielmärkten und Wettbewerb",
      "Positionierung und Vertriebsargumentation",
      "Go-to-Market-Plan mit Kanälen und Partnern",
      "Preisgestaltung und Angebotsstruktur",
    ],
  },
  {
    title: "Unternehmensstrategie",
    bullets: [
      "Belastbare Entscheidungsgrundlagen mit HexaCore",
      "Strategie-Workshops mit Geschäftsführung und Team",
      "Roadmap mit Prioritäten und Verantwortlichen",
      "Kennzahlen und OKR für die Umsetzung",
    ],
  },
];

export const mandates: readonly Mandate[] = [
  {
    id: "nort",
    company: "Nort",
    title: "Strategie und Markteintritt für Lithium-Batteriesysteme",
    period: since(dates.mandates.nort),
    location: "Deutschland · remote und vor Ort",
    type: "Beratungsmandat",
    description: `Nort bietet Lithium-Batterien und Batteriesysteme an. Ich begleite das Team bei Positionierung, Produktportfolio und Markteintritt: Welche Anwendungen zuerst, über welche Kanäle und mit welcher Botschaft.`,
    keyFocus: [
      "Zielgruppen und Anwendungsfelder schärfen",
      "Produktportfolio und Preisstruktur ordnen",
      "Go-to-Market-Plan mit Vertriebskanälen und Partnern",
      "Technische Vorteile und Sicherheitsthemen verständlich erklären",
    ],
    industries: ["Batterietechnik", "Energiespeicher", "Elektrifizierung"],
  },
  {
    id: "paglierani",
    company: "Paglierani",
    title: "Geschäftsentwicklung und Marktbearbeitung im deutschsprachigen Raum",
    period: since(dates.mandates.paglierani),
    location: "Italien · Deutschland",
    type: "Beratungsmandat",
    description: `Paglierani entwickelt und baut Anlagen, die Pulver, Granulate und andere lose Güter abfüllen, verpacken und versandfertig auf Paletten bringen. Ich unterstütze das Unternehmen dabei, seine Lösungen im deutschsprachigen Raum gezielt zu positionieren und Kundenprojekte anzubahnen. Aus diesem Mandat stammt der Überblick über Verpackungs-Lösungen im nächsten Abschnitt.`,
    keyFocus: [
      "Zielbranchen und Zielkunden im deutschsprachigen Raum auswählen",
      "Technische Stärken in Argumente für Einkauf und Produktion übersetzen",
      "Vertriebs- und Partnerkanäle aufbauen",
      "Kundenanfragen von der Bedarfsklärung bis zum Angebot begleiten",
    ],
    industries: ["Verpackungsmaschinen", "Lebensmittel", "Baustoffe", "Chemie", "Futtermittel"],
  },
];

export const packagingCategories: readonly PackagingCategory[] = [
  {
    name: "Pulver",
    icon: "package",
    applications: [
      "Mehl und Backmischungen",
      "Zement, Kalk und Trockenmörtel",
      "Milchpulver und Lebensmittelzusätze",
      "Chemische Pulver und Pigmente",
    ],
  },
  {
    name: "Granulate",
    icon: "grain",
    applications: [
      "Zucker und Salz",
      "Futtermittel und Tiernahrung",
      "Düngemittel",
      "Kunststoffgranulate",
    ],
  },
  {
    name: "Flüssigkeiten",
    icon: "droplet",
    applications: [
      "Speiseöle",
      "Reinigungs- und Pflegemittel",
      "Chemische Flüssigkeiten",
      "Schmierstoffe und technische Öle",
    ],
  },
  {
    name: "Feststoffe",
    icon: "box",
    applications: [
      "Holzpellets und Brennstoffe",
      "Erden und Substrate",
      "Teigwaren und Trockenlebensmittel",
      "Kleinteile und Formteile",
    ],
  },
];

export const packagingTechnologies: readonly string[] = [
  "Füllmaschinen für offene Säcke",
  "Füllmaschinen für Ventilsäcke",
  "Form-Fill-Seal-Anlagen",
  "Big-Bag-Abfüllung",
  "Dosieren und Wiegen",
  "Paletten-Beladung mit Robotern",
  "Ladungssicherung mit Folienhauben",
  "Komplette Verpackungslinien",
];

export const competencyHeadings: Record<CompetencyCategory, string> = {
  strategic: "Strategische Kompetenzen",
  business: "Unternehmerische Kompetenzen",
  technical: "Technische Kompetenzen",
  sustainability: "Nachhaltigkeit",
  consulting: "Beratungskompetenzen",
};

export const competencies: readonly Competency[] = [
  { name: "Unternehmensstrategie", category: "strategic", level: "expert" },
  { name: "Entscheidungsarchitektur (HexaCore)", category: "strategic", level: "expert" },
  { name: "Positionierung und Markenstrategie", category: "strategic", level: "expert" },
  { name: "Planung mit Szenarien", category: "strategic", level: "advanced" },
  { name: "Go-to-Market und Markterschließung", category: "business", level: "expert" },
  { name: "Geschäftsentwicklung im B2B-Geschäft", category: "business", level: "expert" },
  { name: "Pricing und Angebotsgestaltung", category: "business", level: "advanced" },
  { name: "Geschäftsmodellentwicklung", category: "business", level: "advanced" },
  { name: "Produktentwicklung und Produktmanagement", category: "technical", level: "expert" },
  { name: "No-Code-Prototyping", category: "technical", level: "advanced" },
  { name: "Verpackungs- und Maschinentechnik", category: "technical", level: "advanced" },
  { name: "KI-Integration und Automatisierung", category: "technical", level: "advanced" },
  { name: "Datenanalyse, Kennzahlen und OKR", category: "technical", level: "advanced" },
  {
    name: "Nachhaltige Produkt- und Verpackungskonzepte",
    category: "sustainability",
    level: "advanced",
  },
  { name: "Energiespeicher und Elektrifizierung", category: "sustainability", level: "advanced" },
  { name: "Moderation von Workshops", category: "consulting", level: "expert" },
  { name: "Wissenstransfer und Coaching", category: "consulting", level: "expert" },
  { name: "Interim-Management", category: "consulting", level: "advanced" },
];

export const values: Values = {
  coreValues: [
    {
      title: "Klarheit",
      description:
        "Ich mache Komplexes verständlich, ohne es zu verfälschen. Am Ende steht eine Entscheidung, die alle im Team erklären können.",
    },
    {
      title: "Ehrlichkeit",
      description:
        "Ich sage, was ich sehe, auch wenn es unbequem ist. Und ich sage es früh, solange man noch gegensteuern kann.",
    },
    {
      title: "Umsetzung",
      description:
        "Gute Ideen gibt es genug. Mich interessiert, was davon im Markt ankommt und messbar wirkt.",
    },
    {
      title: "Partnerschaft",
      description:
        "Ich arbeite mit Ihnen, nicht über Sie hinweg. Ihr Team behält die Verantwortung und gewinnt Sicherheit.",
    },
  ],
  workingStyle: [
    "Ein fester Ansprechpartner vom ersten Gespräch bis zum Abschluss",
    "Kurze Zyklen mit sichtbaren Zwischenergebnissen",
    "Entscheidungen auf Basis von Daten und Gesprächen mit Kunden",
    "Remote oder vor Ort, je nachdem, was dem Vorhaben dient",
    "Schriftliche Vereinbarungen zu Umfang, Zeitplan und Kosten",
    "Dokumentation, mit der Ihr Team eigenständig weiterarbeiten kann",
  ],
};

export const timeline: readonly TimelineEntry[] = [
  {
    period: since(firstMandate),
    positions: [
      {
        title: "Mandate in Industrie und Energie",
        companies: [
          `Paglierani (${since(dates.mandates.paglierani)})`,
          `Nort (${since(dates.mandates.nort)})`,
        ],
        focus:
          "Markterschließung und Geschäftsentwicklung für technische Produkte im deutschsprachigen Raum",
        achievements: [
          "Positionierung und Vertriebsargumentation für Verpackungsanlagen erarbeitet",
          "Markteintritt für Lithium-Batteriesysteme strukturiert",
        ],
      },
    ],
  },
  {
    period: since(dates.founded),
    positions: [
      {
        title: site.founder.role,
        companies: [companyName],
        focus:
          "Strategie-, Produkt- und Innovationsberatung für Mittelstand, Gründerinnen, Gründer und Start-ups",
        achievements: [
          "HexaCore als Methode für strukturierte Entscheidungen entwickelt",
          "Gründungsteams von der Idee bis zur Finanzierungsrunde begleitet",
          "Netzwerk für Forschung, Daten, Finanzen, Design und Zulassungsfragen aufgebaut",
        ],
      },
    ],
  },
  {
    period: formatPeriod(dates.stations.interim),
    positions: [
      {
        title: "Interim-Produktverantwortung und Markenaufbau",
        companies: ["Neurogum", "Knabberteller", "Green Cocoon"],
        focus: "Produktentwicklung, Markenauftritt und Markteinführung von Konsumgütern",
        achievements: [
          "Produkteinführungen vom Konzept bis in den Handel begleitet",
          "Markengeschichten und Verpackungsauftritte mitentwickelt",
        ],
      },
    ],
  },
  {
    period: formatPeriod(dates.stations.consulting),
    positions: [
      {
        title: "Berater für Innovation und Digitalisierung",
        companies: ["Panasonic", "Hapag-Lloyd"],
        focus:
          "Digitale Prozesse, Innovationsprojekte und Geschäftsentwicklung in Industrie und Logistik",
        achievements: [
          "Innovationsvorhaben vom Ideenprozess bis zum Pilotprojekt begleitet",
          "Anforderungen von Fachbereichen und IT in umsetzbare Projekte übersetzt",
        ],
      },
    ],
  },
  {
    period: formatPeriod(dates.stations.scisys),
    positions: [
      {
        title: "Projekt- und Produktmanagement in Raumfahrt und Wissenschaft",
        companies: ["SCISYS"],
        focus: "Softwareprojekte für Raumfahrtmissionen und Forschungseinrichtungen",
        achievements: [
          "Anforderungsmanagement in internationalen Projektteams verantwortet",
          "Entscheidungsvorlagen für technische Gremien strukturiert",
        ],
      },
    ],
  },
];

export const industryFocus: readonly string[] = [
  "Maschinen- und Anlagenbau",
  "Verpackungstechnik",
  "Batterien und Energiespeicher",
  "Raumfahrt und Wissenschaft",
  "Medizintechnik",
  "Konsumgüter und Lebensmittel",
  "Logistik und Schifffahrt",
  "Software und digitale Produkte",
  "Start-ups und Gründungen",
];

export const approachSteps: readonly { title: string; description: string }[] = [
  {
    title: "Analyse",
    description:
      "Ich erfasse Ausgangslage, Markt und Ziele. Gespräche mit Kunden und Team zeigen, wo es wirklich hakt.",
  },
  {
    title: "Strategieentwicklung",
    description:
      "Ich verdichte die Lage auf 7±2 entscheidende Faktoren; gemeinsam mit Ihnen treffen wir daraus Entscheidungen mit Prioritäten.",
  },
  {
    title: "Umsetzung",
    description:
      "Ich übersetze die Strategie in Maßnahmen, Verantwortliche und Termine und setze die ersten Schritte mit Ihrem Team um.",
  },
  {
    title: "Erfolgsmessung",
    description:
      "Ich lege mit Ihnen Kennzahlen fest, prüfe Fortschritte regelmäßig und justiere nach, wo die Wirkung ausbleibt.",
  },
];

export const achievements: readonly { title: string; description: string }[] = [
  {
    title: "50+ Projekte in 15+ Branchen",
    description:
      "Von der Raumfahrt-Software über Verpackungsanlagen bis zur Konsumgütermarke: Erfahrung, die Muster über Branchengrenzen hinweg erkennen lässt.",
  },
  {
    title: "Markteintritte technischer Produkte",
    description:
      "Maschinenbauer und Technologieunternehmen beim Schritt in neue Märkte begleitet, mit eindeutiger Positionierung und tragfähigen Vertriebskanälen.",
  },
  {
    title: "Gründerinnen und Gründer auf dem Weg zur Finanzierung",
    description:
      "Start-ups von der ersten Idee über Interviews mit Kunden bis zum überzeugenden Auftritt vor Investoren begleitet.",
  },
  {
    title: "Markenaufbau für Konsumgüter",
    description:
      "Produkte und Marken entwickelt, die im Regal auffallen und eine Geschichte erzählen, die Kunden weitergeben.",
  },
];

export const education: readonly Education[] = [
  {
    sample: true,
    degree: "Diplom-Kaufmann",
    institution: "Christian-Albrechts-Universität zu Kiel",
    period: formatPeriod(dates.studies),
    focus: "Innovationsmanagement und Marketing",
    details:
      "Nebenfach Informatik; Abschlussarbeit zur Bewertung technischer Innovationsvorhaben im Mittelstand",
  },
];

export const certifications: readonly Certification[] = [
  {
    sample: true,
    title: "Professional Scrum Product Owner",
    year: 2015,
    description: "Agiles Produktmanagement, Priorisierung und Planung von Anforderungen",
  },
  {
    sample: true,
    title: "Systemische Moderation",
    year: 2017,
    description: "Moderation von Strategie- und Entscheidungsworkshops mit Führungsteams",
  },
  {
    sample: true,
    title: "OKR-Coach",
    year: 2020,
    description: "Einführung und Begleitung von Zielsystemen mit Objectives and Key Results",
  },
  {
    sample: true,
    title: "KI-Governance und EU AI Act",
    year: 2024,
    description:
      "Verantwortungsvoller Einsatz von KI im Unternehmen und regulatorische Anforderungen",
  },
];

export const languages: readonly Language[] = [
  { language: "Deutsch", level: "Muttersprache" },
  { language: "Englisch", level: "Verhandlungssicher" },
  { language: "Italienisch", level: "Gute Kenntnisse" },
  { language: "Dänisch", level: "Grundkenntnisse" },
];

export const profileContactIntro: SectionIntro = {
  title: "Kontakt aufnehmen",
  intro:
    "Schildern Sie kurz Ihr Vorhaben. Sie erhalten werktags innerhalb von 24 Stunden eine Antwort mit einem Vorschlag zu Umfang, Zeitplan und Starttermin. Ein Start ist meist innerhalb von 2 Wochen möglich.",
};
