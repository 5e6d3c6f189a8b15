import { dates, formatPeriod } from "../dates";
import { site } from "../site";
import { type Case, placeholderImage } from "./case";

export const scisysSpace: Case = {
  id: "scisys-space",
  slug: "scisys-space",
  title: "SCISYS: Station im Projekt- und Produktmanagement für Raumfahrtsoftware",
  subtitle: "Anforderungen und Entscheidungen in internationalen Projektteams strukturieren",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Raumfahrt & Wissenschaft",
  services: ["Anforderungsmanagement", "Produktmanagement"],
  timeline: `Station als Projekt- und Produktmanager bei SCISYS · ${formatPeriod(dates.stations.scisys)}`,
  station: {
    role: "Projekt- und Produktmanager",
    employer: "SCISYS",
    period: formatPeriod(dates.stations.scisys),
  },
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
};
