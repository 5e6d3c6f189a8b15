import { offerInText } from "../offers";
import type { ServicePage } from "./service-page";

export const maintenanceSupport: ServicePage = {
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
    text: `Im ${offerInText("strategiegespraech")} klären wir, welche Systeme Sie absichern wollen und welche Reaktionszeiten Ihr Geschäft braucht.`,
    primary: { label: "Support Setup", to: "/kontakt" },
    secondary: { label: "Support Cases", to: "/cases" },
    promises: ["Kostenlos", "Hotline werktags 8–18 Uhr", "Feste SLAs"],
  },
};
