import { dates, formatPeriod } from "../dates";
import { site } from "../site";
import { type Case, placeholderImage } from "./case";

export const hapagLloydIt: Case = {
  id: "hapag-lloyd-it",
  slug: "hapag-lloyd-it",
  title: "Hapag-Lloyd: Station als Berater in einem IT-Projekt der Containerschifffahrt",
  subtitle: "Anforderungen ordnen und Entscheidungen zwischen Fachbereich und IT beschleunigen",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Logistik & Schifffahrt",
  services: ["Anforderungsmanagement", "IT-Projektberatung"],
  timeline: `Station als Berater bei Hapag-Lloyd · ${formatPeriod(dates.stations.consulting)}`,
  station: {
    role: "Berater",
    employer: "Hapag-Lloyd",
    period: formatPeriod(dates.stations.consulting),
  },
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
};
