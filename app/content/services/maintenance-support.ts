import { typeset } from "../../lib/typeset";
import type { SiteConfig } from "../site";
import { fact } from "../sources";
import type { Stat, TextCard } from "../types";
import type { ServicePage } from "./service-page";

/** The file whose page this module completes. */
export const maintenanceSlug = "maintenance-support";

/**
 * The maintenance page (content/services/maintenance-support.yaml) without a
 * hotline or an SLA: those are promises only the owner can make in
 * `site.support`. Once set, they replace the file's first two figures and
 * second and third promises and lead its services, deliverables and hero text
 * (docs/decisions/021-content-files.md).
 */
export function withSupport(
  page: ServicePage,
  { hotline, slaResponseHours }: SiteConfig["support"],
): ServicePage {
  if (!hotline && !slaResponseHours) return page;
  const [reach, response, third] = page.challenge.stats;
  const hotlineStat: Stat | undefined = hotline
    ? {
        value: hotline,
        label: "erreichen Sie unsere Support-Hotline telefonisch und per E-Mail",
        source: fact,
      }
    : undefined;
  const slaStat: Stat | undefined = slaResponseHours
    ? {
        value: `${slaResponseHours} Stunden`,
        label: "Reaktionszeit bei kritischen Störungen, im SLA festgeschrieben",
        source: fact,
      }
    : undefined;
  const promised: TextCard[] = [
    ...(hotline
      ? [{ title: "Support-Hotline", description: `${hotline} per Telefon und E-Mail.` }]
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
  const [promiseFirst, promiseSecond, promiseThird] = page.closing.promises;
  const completed: ServicePage = {
    ...page,
    hero: {
      ...page.hero,
      lead: hotline
        ? page.hero.lead.replace(/\.$/, ` und einer Support-Hotline (${hotline}).`)
        : page.hero.lead,
    },
    challenge: {
      ...page.challenge,
      stats: [hotlineStat ?? reach, slaStat ?? response, third],
    },
    approach: { ...page.approach, items: [...promised, ...page.approach.items] },
    deliverables: {
      ...page.deliverables,
      items: [
        ...(hotline ? [`Support-Hotline (${hotline})`] : []),
        ...(slaResponseHours ? ["SLAs mit verbindlichen Reaktionszeiten"] : []),
        ...page.deliverables.items,
      ],
    },
    closing: {
      ...page.closing,
      promises: [
        promiseFirst,
        hotline ? `Hotline ${hotline}` : promiseSecond,
        slaResponseHours ? "Feste SLAs" : promiseThird,
      ],
    },
  };
  return JSON.parse(JSON.stringify(completed), (_key, value: unknown) =>
    typeof value === "string" ? typeset(value) : value,
  ) as ServicePage;
}
