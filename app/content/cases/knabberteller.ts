import { dates, formatPeriod } from "../dates";
import { site } from "../site";
import { type Case, placeholderImage } from "./case";

export const knabberteller: Case = {
  id: "knabberteller",
  slug: "knabberteller",
  title: "Knabberteller: Vom Konzept zur Marke",
  subtitle: "Produktversprechen, Marke und Markteintritt für eine neue Produktidee",
  heroImage: placeholderImage,
  gallery: [],
  industry: "Lebensmittel & Genuss",
  services: ["Produktkonzept", "Markenentwicklung", "Markteintritt"],
  timeline: `Station als Interim-Produktverantwortlicher bei Knabberteller · ${formatPeriod(dates.stations.interim)}`,
  station: {
    role: "Interim-Produktverantwortlicher",
    employer: "Knabberteller",
    period: formatPeriod(dates.stations.interim),
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
};
