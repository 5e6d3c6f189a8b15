import { fact } from "../sources";
import { type Case, placeholderImage } from "./case";

export const hexacoreNavigator: Case = {
  id: "hexacore-navigator",
  slug: "hexacore-navigator",
  title: "HexaCore Navigator: Entscheidungen sichtbar machen",
  subtitle: "Unser eigenes Werkzeug, das komplexe Entscheidungen in überschaubare Ebenen gliedert",
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
    { label: "Prozessschritte", value: "6", source: fact },
    { label: "Faktoren pro Ebene", value: "7±2 (5–9)", source: fact },
    { label: "Entwicklungsstand", value: "Beta", source: fact },
  ],
  badges: ["Eigenentwicklung", "HexaCore", "Beta", "Entscheidungen"],
  confidential: false,
};
