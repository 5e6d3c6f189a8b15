import { type Case, placeholderImage } from "./case";

export const astroplants: Case = {
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
  // Sortiment and prices are the offer's design (told in the approach), not measured results.
  metrics: [],
  badges: ["E-Commerce", "Preisgestaltung", "Marke", "Geschenkidee"],
  confidential: false,
};
