import { clients } from "../clients";
import { richTextOf } from "../files/rich-text";
import { photoOf } from "../files/images";
import type { Report } from "../files/load";
import { claimOf } from "../files/resolve";
import type { CaseFile } from "../files/schema";
import { sectors } from "../sectors";
import type { ServicePage } from "../services/service-page";
import type { Case } from "./case";
import { type CountedMark, countedMarks, numberedKinds, sketchNames, sketchOf } from "./sketch";

/** A case from its file (content/cases/{slug}.yaml); a service it names must exist. */
export function caseFromFile(
  slug: string,
  file: CaseFile,
  services: readonly ServicePage[],
  report: Report,
): Case {
  const { station, testimonial } = file;
  const names = file.services.map((service, index) => {
    const page = services.find((candidate) => candidate.slug === service);
    if (!page) {
      report(
        `services[${index}]`,
        `„${service}“ ist keine Leistung. Möglich sind die Dateinamen in content/services: ${services.map((candidate) => candidate.slug).join(", ")}`,
      );
    }
    return page?.name ?? service;
  });
  const isStation = Boolean(station?.role);
  if (isStation && file.services.length > 0) {
    report(
      "services",
      "Eine Station vor der Gründung nennt keine Leistungen der Firma, sondern ihre damaligen Tätigkeiten (station.activities)",
    );
  }
  if (isStation && !(station?.employer && station.period)) {
    report("station", "Eine Station braucht Rolle, Arbeitgeber und Zeitraum");
  }
  const photo = (field: string, ref: { src?: string; alt?: string } | undefined) =>
    ref && photoOf(ref, (what) => report(field, what));
  const sketch = sketchOf(file.sketch, file.services);
  // A sketch that draws its kept mark once (a new position, a decision) carries one word: two
  // under one mark read as two things under one sign (round 31).
  if (!numberedKinds.has(sketch) && (file.sketchLabels?.length ?? 0) > 1) {
    report(
      "sketchLabels",
      `„Beschriftung der Skizze“: Die Skizze „${sketchNames[sketch]}“ zeichnet ein Ergebnis, bitte nur ein Stichwort eintragen; weitere gehören zu den Ergebnissen (outcomes)`,
    );
  }
  const item: Case = {
    slug,
    title: file.title,
    subtitle: file.subtitle,
    gallery: (file.gallery ?? []).flatMap((ref, index) => photo(`gallery[${index}]`, ref) ?? []),
    sector: file.sector,
    industry: sectors[file.sector]!, // the schema admits only the keys of sectors
    services: file.services,
    serviceNames: isStation ? (station?.activities ?? []) : names,
    timeline: file.timeline,
    context: richTextOf(file.context, "context", report),
    approach: richTextOf(file.approach, "approach", report),
    outcomes: file.outcomes,
    metrics: file.metrics.map(claimOf),
    badges: file.badges,
    sketch,
    sketchLabels: file.sketchLabels ?? [],
    sketchCounts: sketchCountsOf(file.metrics, sketch, report),
    confidential: file.confidential,
  };
  if (file.sample) item.sample = true;
  const { quote, name, role, company } = testimonial ?? {};
  if (quote && name && role && company) item.testimonial = { quote, name, role, company };
  else if (quote || name || role || company) {
    report("testimonial", "Eine Kundenstimme braucht Zitat, Name, Rolle und Unternehmen");
  }
  const heroImage = photo("heroImage", file.heroImage);
  if (heroImage) item.heroImage = heroImage;
  const client = file.client ? clients[file.client] : undefined;
  // A named client's logo permission is the client's (content/settings/clients.yaml), once.
  if (client && file.clientLogo?.logoPermission) {
    report(
      "clientLogo.logoPermission",
      `Die Erlaubnis für das Logo steht beim Kunden „${client.name}“ unter „Kunden und Stationen“ („Logo freigegeben“), nicht im Case`,
    );
  }
  const logo = photo("clientLogo", file.clientLogo);
  if (logo) {
    const logoPermission = client
      ? client.logoPermission
      : Boolean(file.clientLogo?.logoPermission);
    item.clientLogo = { ...logo, logoPermission };
  }
  if (file.client) {
    if (!client) {
      report(
        "client",
        `„${file.client}“ ist kein Kunde. Möglich sind die Schlüssel in „Kunden und Stationen“: ${Object.keys(clients).join(", ")}`,
      );
    } else {
      item.client = client.key;
      if (client.approvedByClient) item.approvedByClient = true;
    }
  }
  if (file.ownProduct) item.ownProduct = true;
  if (isStation) {
    item.station = { role: station!.role!, employer: station!.employer!, period: station!.period! };
  }
  return item;
}

/**
 * What the case's figures count in its sketch (a metric's `drawn`): a whole number within what
 * the drawing holds, of a mark its kind draws, each mark counted once.
 */
function sketchCountsOf(
  metrics: CaseFile["metrics"],
  sketch: Case["sketch"],
  report: Report,
): Case["sketchCounts"] {
  const counts: Case["sketchCounts"] = {};
  metrics.forEach(({ drawn, value }, index) => {
    if (!drawn) return;
    const field = `metrics[${index}].drawn`;
    const mark: (typeof countedMarks)[CountedMark] = countedMarks[drawn];
    if (mark.kind !== sketch) {
      report(
        field,
        `„${mark.name}“ zeichnet nur die Skizze „${sketchNames[mark.kind]}“; dieser Case zeichnet „${sketchNames[sketch]}“. Feld leeren oder eine andere Skizze wählen`,
      );
    } else if (counts[drawn] !== undefined) {
      report(field, `Eine andere Kennzahl zählt schon die ${mark.name}; nur eine darf sie zählen`);
    } else if (!/^\d+$/u.test(value) || +value < mark.least || +value > mark.most) {
      report(
        field,
        `Die Skizze zeichnet ${mark.least} bis ${mark.most} ${mark.name}; „${value}“ ist keine ganze Zahl in diesem Bereich. Feld leeren oder die Zahl anpassen`,
      );
    } else counts[drawn] = +value;
  });
  return counts;
}
