/**
 * The launch check: everything that still stands in for the owner's real
 * material. While it finds anything the site is in sample mode (./sample-mode)
 * and a release build refuses to run (`npm run launch-check` prints the list):
 * - every object marked `sample: true` in the site settings or a content file
 *   (content/cases, content/services, content/pages): no module list is kept by hand
 *   (invented identity, partners, testimonial, biography facts, portrait, demo ids);
 * - placeholder values in the site config (`.example` domains, demo ids);
 * - every claim (a figure with what it means) without its evidence (`source`);
 * - every case that names a client who has not yet approved it (`approvedByClient`);
 * - every mention, on any page, of a firm from content/settings/clients.yaml that has not
 *   approved being named;
 * - the founder's portrait while the photo slot stands in for it, and every
 *   client logo without the client's permission (`logoPermission`);
 * - a booking URL without its provider for the privacy policy;
 * - the privacy policy's hosting setting (`legal.hostingPlatform`) unset, or other than where
 *   the site is deployed (./deploy-target.ts), or a hosting provider that does not match it.
 * See "Before going live" in docs/content.md.
 */
import { escapeRegExp } from "./escape-regexp";
import { cases } from "#app/content/cases";
import { type Client, clients } from "#app/content/clients";
import { readPages } from "#app/content/files/collections";
import { servicePages } from "#app/content/services";
import { site, type SiteConfig } from "#app/content/site";
import type { DeployTarget } from "./deploy-target";

/** What the check reads: the site settings and the content files by path. */
export interface LaunchInput {
  site: SiteConfig;
  content: Record<string, Record<string, unknown>>;
  /** The firms the site names (content/settings/clients.yaml); none given, none checked. */
  clients?: readonly Client[];
  /**
   * Where the site is deployed; none given, the hosting setting is not compared. The report
   * (./launch-report.ts, for `npm run launch-check` and the release build) reads it from
   * wrangler.toml; sample mode, which the pages' bundles compute, does not depend on it.
   */
  deployTarget?: DeployTarget;
}

export interface Finding {
  /** Where, e.g. `about.partners[2]` or `site.embeds.voiceAgent.agentId`. */
  where: string;
  /** What is wrong, in German for the owner. */
  what: string;
}

/** Every content file, by its path (content/…/{name}.yaml), with what it says. */
const contentFiles = Object.fromEntries([
  ...cases.map((item) => [`content/cases/${item.slug}.yaml`, { ...item }] as const),
  ...servicePages.map((page) => [`content/services/${page.slug}.yaml`, { ...page }] as const),
  ...Object.entries(readPages()).map(([path, page]) => [path, { ...page }] as const),
]);

export const defaultInput: LaunchInput = {
  site,
  content: {
    ...contentFiles,
  },
  clients: Object.values(clients),
};

/** Marks left in text by hand: reserved domains, demo ids, to-do notes. */
const placeholderPattern =
  /\.example\b|\bdemo\b|nordlicht-demo|0{8,}|\bTODO\b|\bXXX\b|lorem ipsum/i;

/** A short name for a marked object, so the owner recognises it. */
function describe(value: Record<string, unknown>): string {
  const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
  if (typeof value.value === "string" && typeof value.label === "string") {
    return shorten(`${value.value} ${value.label}`);
  }
  for (const key of [
    "file",
    "name",
    "title",
    "fullName",
    "degree",
    "label",
    "quote",
    "src",
    "brand",
    "form",
  ]) {
    const text = value[key];
    if (typeof text === "string") return shorten(text);
  }
  if (typeof value.agentId === "string") return "Demo-Id des Sprachassistenten";
  if (typeof value.embedUrl === "string") return "Demo-Adresse des Avatars";
  if (typeof value.videoId === "string") return "Beispielvideo";
  return "";
}

/** Every object marked `sample: true` below `value`, depth first. */
function samples(value: unknown, where: string, seen = new Set<unknown>()): Finding[] {
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  const found: Finding[] = [];
  const record = value as Record<string, unknown>;
  if (record.sample === true) {
    const name = describe(record);
    // An optional service (voice agent, avatar, video) the owner may rather switch off.
    const service = ["agentId", "embedUrl", "videoId"].some((key) => key in record);
    found.push({
      where,
      what: `Beispielinhalt${name ? ` „${name}“` : ""} durch Ihr echtes Material ersetzen, dann das Häkchen „Beispielinhalt“ entfernen${service ? " – oder den Dienst ausschalten" : ""}`,
    });
  }
  const entries = Array.isArray(value)
    ? value.map((item, index) => [`${where}[${index}]`, item] as const)
    : Object.entries(record).map(([key, item]) => [`${where}.${key}`, item] as const);
  for (const [path, item] of entries) found.push(...samples(item, path, seen));
  return found;
}

/**
 * A claim by its shape: a number (`value`, `metric` or `target`) with what it
 * means (`label` or `description`): stats, key figures, counters, case metrics
 * (app/content/sources.ts).
 */
function isClaim(record: Record<string, unknown>): boolean {
  const figure = record.value ?? record.metric ?? record.target;
  const meaning = record.label ?? record.description;
  // A number is what makes it a claim: "vormittags" as a form option is none.
  return figure !== undefined && meaning !== undefined && /\d/.test(String(figure));
}

function claimName(record: Record<string, unknown>): string {
  const text = [
    record.value ?? record.metric ?? `${String(record.target)}${String(record.suffix ?? "")}`,
    record.label ?? record.description,
  ].join(" ");
  return text.length > 70 ? `${text.slice(0, 67)}…` : text;
}

/** Every claim below `value` that names no source, depth first. */
function unsourcedClaims(value: unknown, where: string, seen = new Set<unknown>()): Finding[] {
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  const record = value as Record<string, unknown>;
  const found: Finding[] =
    !Array.isArray(value) && isClaim(record) && !record.source
      ? [
          {
            where,
            what: `Beleg fehlt für „${claimName(record)}“: Quelle ergänzen (eigene Auswertung mit Jahr oder Studie mit Titel, Verlag, Jahr und URL) oder ohne Zahl formulieren`,
          },
        ]
      : [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [`${where}[${index}]`, item] as const)
    : Object.entries(record).map(([key, item]) => [`${where}.${key}`, item] as const);
  for (const [path, item] of entries) found.push(...unsourcedClaims(item, path, seen));
  return found;
}

/**
 * A figure in running text that reads as a track record ("seit mehr als 15
 * Jahren", "50+ Projekte in 15+ Branchen") or a share ("68 %"): a claim like
 * a figure of its own, but without a field for its evidence.
 */
const figureInText =
  /(?:(?:mehr als|über|rund|fast|nahezu|knapp)\s+\d[\d.]*|\d[\d.]*\s?\+)\s+(?:[\p{L}-]+\s+){0,2}?(?:Jahr|Projekt|Branche|Kund|Mandat|Unternehm|Gründ|Team|Prozess|Strateg|Launch|Markteinführ|Transformation|Recherche|Workshop|Produkt)[\p{L}]*|\d[\d.,]*\s?(?:%|Prozent)/iu;
/**
 * A superlative or a statement about most of a market ("die meisten Unternehmen", "der
 * schnellste Hebel", "besonders gefragt", "gut belegt", "marktführend"): a claim like a figure.
 */
const superlativeInText =
  /\b(?:die meisten|(?:der|die|das|den) schnellsten?|besonders gefragt|gut belegt\p{L}*|nachweislich|marktführend\p{L}*|führende[nrs]? (?:Anbieter|Beratung)|Nr\. 1|einzigartig\p{L}*)/iu;
/** Evidence named in the sentence itself: "laut Projektliste 2025", "(Quelle: …)". */
const evidenceInText = /\blaut\b|\bQuelle\b/iu;

/** Every string below `value` with a figure and no evidence, outside samples and claims. */
function unsourcedFiguresInText(value: unknown, where: string): Finding[] {
  if (typeof value === "string") {
    if (evidenceInText.test(value)) return [];
    const figure = figureInText.exec(value)?.[0];
    const superlative = superlativeInText.exec(value)?.[0];
    return [
      ...(figure
        ? [
            {
              where,
              what: `Zahl im Text ohne Beleg: „${figure.replace(/\s+/g, " ")}“. Im Satz belegen (z. B. „laut Projektliste 2025“) oder ohne Zahl formulieren`,
            },
          ]
        : []),
      ...(superlative
        ? [
            {
              where,
              what: `Behauptung im Text ohne Beleg: „${superlative}“. Im Satz belegen (z. B. „laut Kundenbefragung 2025“) oder zurückhaltender formulieren`,
            },
          ]
        : []),
    ];
  }
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  // Marked samples are listed as such; a claim has a field for its evidence.
  if (record.sample === true || record.source || isClaim(record)) return [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [`${where}[${index}]`, item] as const)
    : Object.entries(record).map(([key, item]) => [`${where}.${key}`, item] as const);
  return entries.flatMap(([path, item]) => unsourcedFiguresInText(item, path));
}

/** Placeholder strings anywhere in the site config. */
function placeholders(value: unknown, where: string): Finding[] {
  if (typeof value === "string") {
    return placeholderPattern.test(value)
      ? [{ where, what: `Platzhalter „${value}“ ersetzen` }]
      : [];
  }
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => placeholders(item, `${where}.${key}`));
}

interface CaseLike {
  slug: string;
  title: string;
  confidential: boolean;
  ownProduct?: boolean;
  approvedByClient?: boolean;
  clientLogo?: { image: { file: string }; logoPermission?: boolean };
}

/** The portrait's stand-in, and client logos (content/cases/*.yaml) shown without permission. */
function imagesToReplace(input: LaunchInput): Finding[] {
  const found: Finding[] = input.site.founder.portrait
    ? []
    : [
        {
          where: "site.founder.portrait",
          what: "Porträtfoto fehlt: unter „Gründer“ ein Foto im Hochformat (5 : 6) hochladen; bis dahin steht ein Platzhalter an seiner Stelle",
        },
      ];
  for (const [name, record] of Object.entries(input.content)) {
    const logo = name.startsWith("content/cases/")
      ? (record as unknown as CaseLike).clientLogo
      : undefined;
    if (logo && !logo.logoPermission) {
      found.push({
        where: `${name}: clientLogo`,
        what: `Schriftliche Erlaubnis des Kunden für sein Logo „${logo.image.file}“ einholen, dann das Häkchen „Logo vom Kunden freigegeben“ setzen (oder das Logo entfernen)`,
      });
    }
  }
  return found;
}

/** Named-client cases (content/cases/*.yaml) the client has not approved yet. */
function unapprovedCases(content: LaunchInput["content"]): Finding[] {
  return Object.entries(content).flatMap(([name, record]) => {
    if (!name.startsWith("content/cases/")) return [];
    const item = record as unknown as CaseLike;
    return item.confidential || item.ownProduct || item.approvedByClient
      ? []
      : [
          {
            where: name,
            what: `Schriftliche Freigabe des genannten Kunden für „${item.title}“ einholen, dann das Häkchen „Vom Kunden freigegeben“ setzen (oder den Case anonymisieren)`,
          },
        ];
  });
}

/** Every string below `value` that names a firm which has not approved being named. */
function unapprovedMentions(
  value: unknown,
  where: string,
  unapproved: readonly Client[],
): Finding[] {
  if (typeof value === "string") {
    return unapproved
      .filter((client) => namePattern(client.name).test(value))
      .map((client) => ({
        where,
        what: `Nennt „${client.name}“ ohne schriftliche Freigabe der Firma: Freigabe einholen und unter „Kunden und Stationen“ das Häkchen „Nennung freigegeben“ setzen (oder die Nennung entfernen)`,
      }));
  }
  if (typeof value !== "object" || value === null) return [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [`${where}[${index}]`, item] as const)
    : Object.entries(value).map(([key, item]) => [`${where}.${key}`, item] as const);
  return entries.flatMap(([path, item]) => unapprovedMentions(item, path, unapproved));
}
const namePattern = (name: string) =>
  new RegExp(`(?<![\\p{L}\\d-])${escapeRegExp(name)}(?![\\p{L}\\d-])`, "u");

/** Each content module's exports, and each content file whole, with their names. */
function contentEntries(content: LaunchInput["content"]): [string, unknown][] {
  return Object.entries(content).flatMap(([name, module]): [string, unknown][] =>
    name.endsWith(".yaml")
      ? [[name, module]]
      : Object.entries(module).map(([key, value]): [string, unknown] => [`${name}.${key}`, value]),
  );
}

/** "content/cases/x.yaml.metrics[0]" → "content/cases/x.yaml: metrics[0]". */
const tidy = (finding: Finding): Finding => ({
  ...finding,
  where: finding.where.replace(/\.yaml\./, ".yaml: "),
});

const platformName: Record<DeployTarget, string> = {
  server: "Eigener Server",
  cloudflare: "Cloudflare",
};
const deployedAs: Record<DeployTarget, string> = {
  server: "wrangler.toml hat keine D1-Datenbank, die Website läuft also auf Ihrem eigenen Server",
  cloudflare: "wrangler.toml ist mit einer D1-Datenbank für Cloudflare eingerichtet",
};

/**
 * The privacy policy describes the hosting the setting names: it must be set, match where the
 * site is deployed, and the hosting provider must be Cloudflare exactly when that is the host.
 */
function hostingMismatch(input: LaunchInput): Finding[] {
  const target = input.deployTarget;
  if (!target) return [];
  const platform = input.site.legal.hostingPlatform;
  if (platform !== target) {
    return [
      {
        where: "site.legal.hostingPlatform",
        what: `„Betrieb der Website“ ${platform ? `steht auf „${platformName[platform]}“, aber ` : "ist nicht gewählt; "}${deployedAs[target]}: „${platformName[target]}“ wählen (oder wrangler.toml nach docs/deploying.md anpassen), damit die Datenschutzerklärung das richtige Hosting beschreibt`,
      },
    ];
  }
  const atCloudflare = /cloudflare/i.test(input.site.legal.hosting.name);
  return atCloudflare === (target === "cloudflare")
    ? []
    : [
        {
          where: "site.legal.hosting.name",
          what:
            target === "cloudflare"
              ? `„Hosting“ nennt „${input.site.legal.hosting.name}“, die Website läuft aber bei Cloudflare: „Cloudflare, Inc.“ mit Anschrift, Rolle und Übermittlung eintragen`
              : `„Hosting“ nennt Cloudflare, die Website läuft aber auf Ihrem eigenen Server: dessen Anbieter (z. B. „Hetzner Online GmbH“) mit Anschrift eintragen`,
        },
      ];
}

export function launchFindings(input: LaunchInput = defaultInput): Finding[] {
  const entries = contentEntries(input.content);
  const findings = [
    ...samples(input.site, "site"),
    ...placeholders(input.site, "site"),
    ...entries.flatMap(([where, value]) => samples(value, where)),
    ...entries.flatMap(([where, value]) => unsourcedClaims(value, where)),
    ...unsourcedFiguresInText(input.site, "site"),
    ...entries.flatMap(([where, value]) => unsourcedFiguresInText(value, where)),
    ...unapprovedCases(input.content),
    ...entries.flatMap(([where, value]) =>
      unapprovedMentions(
        value,
        where,
        (input.clients ?? []).filter((client) => !client.approvedByClient),
      ),
    ),
    ...imagesToReplace(input),
    ...hostingMismatch(input),
  ].map(tidy);
  if (input.site.bookingUrl && !input.site.bookingProvider) {
    findings.push({
      where: "site.bookingProvider",
      what: "Anbieter der Terminbuchung eintragen (Name, Anschrift, Übermittlungsgrundlage) – die Datenschutzerklärung nennt ihn",
    });
  }
  return findings;
}
