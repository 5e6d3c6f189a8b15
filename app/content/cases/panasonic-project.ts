import { dates, formatPeriod } from "../dates";
import { site } from "../site";
import { type Case, placeholderImage } from "./case";

export const panasonicProject: Case = {
  id: "panasonic-project",
  slug: "panasonic-project",
  title: "Panasonic: Station als Berater in einem Innovationsprojekt",
  subtitle: "Neue Anwendungsideen schnell prüfen und zur Entscheidung bringen",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Elektronik & Technologie",
  services: ["Innovationsberatung", "Nutzertests", "Prototypen"],
  timeline: `Station als Berater bei Panasonic · ${formatPeriod(dates.stations.consulting)}`,
  station: {
    role: "Berater",
    employer: "Panasonic",
    period: formatPeriod(dates.stations.consulting),
  },
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
};
