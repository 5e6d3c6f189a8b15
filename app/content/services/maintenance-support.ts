import { offerInText } from "../offers";
import { site, type SiteConfig } from "../site";
import { fact } from "../sources";
import type { Stat, TextCard } from "../types";
import type { ServicePage } from "./service-page";

/**
 * The maintenance page. Hotline and SLA response times are promises only the
 * owner can make: they appear only when set in `site.support`.
 */
export function maintenanceSupportPage({ hotline, slaResponseHours }: SiteConfig["support"]) {
  const reach: Stat = hotline
    ? {
        value: hotline,
        label: "erreichen Sie unsere Support-Hotline telefonisch und per E-Mail",
        source: fact,
      }
    : {
        value: "Werktags",
        label: "erreichen Sie Ihren Ansprechpartner per Telefon und E-Mail",
        source: fact,
      };
  const response: Stat = slaResponseHours
    ? {
        value: `${slaResponseHours} Stunden`,
        label: "Reaktionszeit bei kritischen Störungen, im SLA festgeschrieben",
        source: fact,
      }
    : { value: "Monatlich", label: "Bericht zu Betrieb, Updates und Störungen", source: fact };
  const promised: TextCard[] = [
    ...(hotline
      ? [
          {
            title: "Support-Hotline",
            description: `${hotline} per Telefon und E-Mail.`,
          },
        ]
      : []),
    ...(slaResponseHours
      ? [
          {
            title: "Service Level Agreements",
            description: `Verbindliche Reaktionszeiten, bei kritischen Störungen ${slaResponseHours} Stunden, abgestimmt auf die Bedeutung jeder Anwendung für Ihr Geschäft.`,
          },
        ]
      : []),
  ];
  const hotlineText = hotline ? ` und einer Support-Hotline (${hotline})` : "";

  return {
    slug: "maintenance-support",
    name: "Wartung & Support",
    meta: {
      title: "Wartung & Support für digitale Lösungen",
      description:
        "Verlässlicher Betrieb für Ihre digitalen Lösungen: Wartung nach festem Plan, Sicherheitsprüfungen, ein fester Ansprechpartner und ein monatlicher Bericht.",
    },
    hero: {
      eyebrow: "Betrieb & Service",
      title: "Verlässlich im Betrieb, schnell im Ernstfall",
      lead: `Automatisierungen, Schnittstellen und KI-Werkzeuge altern leise: Ein Update beim Anbieter, und ein Ablauf bricht ab. Wir halten Ihre digitalen Lösungen am Laufen, mit Wartung nach festem Plan, einem festen Ansprechpartner${hotlineText}.`,
      primary: { label: "Support Setup", to: "/kontakt" },
      secondary: { label: "Support Cases", to: "/cases" },
    },
    challenge: {
      title: "Stillstand kostet mehr als Wartung",
      intro:
        "Viele Lösungen werden eingeführt und danach sich selbst überlassen, bis etwas ausfällt. Regelmäßige Wartung und ein fester Ansprechpartner verhindern das:",
      stats: [
        reach,
        response,
        { value: "1", label: "fester Ansprechpartner, der Ihre Systeme kennt", source: fact },
      ],
    },
    approach: {
      title: "Unsere Leistungen im Support",
      kind: "assets",
      items: [
        ...promised,
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
        ...(hotline ? [`Support-Hotline (${hotline})`] : []),
        ...(slaResponseHours ? ["SLAs mit verbindlichen Reaktionszeiten"] : []),
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
      promises: [
        "Kostenlos",
        hotline ? `Hotline ${hotline}` : "Werktags erreichbar",
        slaResponseHours ? "Feste SLAs" : "Fester Ansprechpartner",
      ],
    },
  } satisfies ServicePage;
}

export const maintenanceSupport: ServicePage = maintenanceSupportPage(site.support);
