/**
 * A page view as the statistics keep it, read from the shell's beacon and the
 * request's headers: the page, the referring site (host only), the UTM fields
 * of the page's address and the device class. Pure and runtime-agnostic: the
 * Node server and the edge worker both count with it
 * (docs/decisions/050-first-party-statistics.md).
 */
import { isbot } from "isbot";
import { cleanLine } from "#app/enquiry/schema";
import { beaconBodyLimitBytes } from "./beacon";

type Device = "mobil" | "tablet" | "desktop";

/** The source of a visit: referring host and UTM fields, each "" when there is none. */
export interface Source {
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

export interface PageView extends Source {
  /** The page's path without its query or a trailing slash, e.g. "/leistungen". */
  page: string;
  device: Device;
}

/** What the headers of a beacon or an enquiry tell; nothing of it is stored. */
export interface RequestFacts {
  userAgent: string;
  /** The visitor's address as the server sees it. */
  ip: string;
  /** The site's own host: a referrer from it is a step inside the site, not a source. */
  host: string;
  doNotTrack: boolean;
  /** `Sec-Fetch-Site` (or "" where the browser sends none). */
  fetchSite: string;
}

/** The headers as both runtimes give them. */
export function requestFacts(
  header: (name: string) => string | null | undefined,
  ip: string,
  host: string,
): RequestFacts {
  return {
    userAgent: header("user-agent") ?? "",
    ip,
    host,
    // Do Not Track and Global Privacy Control: either one is a "no".
    doNotTrack: header("dnt") === "1" || header("sec-gpc") === "1",
    fetchSite: header("sec-fetch-site") ?? "",
  };
}

/** Why a beacon is not counted (for the tests; the visitor always gets the same answer). */
export type Skip = "opt-out" | "bot" | "owner" | "cross-site" | "malformed" | "unknown-page";

/** Longest referrer host and UTM value kept; longer ones are cut. */
const valueLimit = 100;
const pathLimit = 200;
/** The site's paths are plain slugs: anything else is no page of it, whatever a file system says. */
const sitePathPattern = /^\/(?:[a-z0-9-]+\/)*[a-z0-9-]*$/;

/** Stored values are one clean line of bounded length: no control characters reach the terminal. */
const clean = (value: string | null | undefined) =>
  cleanLine(value ?? "")
    .trim()
    .slice(0, valueLimit);

/** The referring host without "www.", or "" for none, an unreadable one or the site itself. */
function referrerHost(referrer: string, ownHost: string): string {
  let host: string;
  try {
    const url = new URL(referrer);
    // Apps (LinkedIn, Gmail on Android) refer as android-app://com.linkedin.android/.
    if (!["http:", "https:", "android-app:"].includes(url.protocol)) return "";
    host = url.hostname.toLowerCase();
  } catch {
    return "";
  }
  const bare = (name: string) => name.toLowerCase().replace(/^www\./, "");
  return bare(host) === bare(ownHost.replace(/:\d+$/, "")) ? "" : clean(bare(host));
}

/** Phones, tablets and the rest, from the user agent; never more precise than that. */
function deviceClass(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(userAgent)) return "mobil";
  return "desktop";
}

/** "/leistungen/" and "/leistungen" are one page. */
function pagePath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return path || "/";
}

/** Addresses listed in OWNER_IPS (comma- or space-separated) are the owner's own visits. */
export function ownerAddresses(list: string | undefined): ReadonlySet<string> {
  return new Set((list ?? "").split(/[\s,]+/).filter(Boolean));
}

/**
 * Whether a request may be counted at all: neither opted out, nor a bot, nor
 * the owner, nor sent from another site. Enquiries ask the same before their
 * source is looked up.
 */
export function skipReason(facts: RequestFacts, owners: ReadonlySet<string>): Skip | undefined {
  if (facts.doNotTrack) return "opt-out";
  if (!facts.userAgent || isbot(facts.userAgent)) return "bot";
  if (owners.has(facts.ip)) return "owner";
  if (facts.fetchSite && facts.fetchSite !== "same-origin") return "cross-site";
  return undefined;
}

/**
 * The page view a beacon reports, or why it is not counted. `isPage` says
 * whether a path is a page of the site: only those count, so made-up
 * paths cannot grow the store.
 */
export async function readPageView(
  body: string,
  facts: RequestFacts,
  owners: ReadonlySet<string>,
  isPage: (path: string) => boolean | Promise<boolean>,
): Promise<PageView | Skip> {
  const skip = skipReason(facts, owners);
  if (skip) return skip;
  if (body.length > beaconBodyLimitBytes) return "malformed";
  let url: URL;
  let referrer: unknown;
  try {
    const parsed = JSON.parse(body) as { u?: unknown; r?: unknown };
    if (typeof parsed.u !== "string" || !parsed.u.startsWith("/")) return "malformed";
    url = new URL(parsed.u, "https://site.invalid");
    referrer = parsed.r;
  } catch {
    return "malformed";
  }
  const page = pagePath(url.pathname);
  if (!sitePathPattern.test(page) || page.length > pathLimit || !(await isPage(page))) {
    return "unknown-page";
  }
  const utm = (name: string) => clean(url.searchParams.get(`utm_${name}`));
  return {
    page,
    referrer: typeof referrer === "string" ? referrerHost(referrer, facts.host) : "",
    utmSource: utm("source"),
    utmMedium: utm("medium"),
    utmCampaign: utm("campaign"),
    device: deviceClass(facts.userAgent),
  };
}

/** The statistics' day: the owner's calendar day in Kiel. */
export function statsDay(time: number): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(time);
}

/**
 * The visitor's key for one day, as Plausible and Fathom make theirs: a hash
 * of the day's random salt, the address, the browser and the site. Without
 * the salt, which is deleted after the day, it leads back to nobody.
 */
export async function visitorKey(salt: string, facts: RequestFacts): Promise<string> {
  const input = new TextEncoder().encode([salt, facts.ip, facts.userAgent, facts.host].join("\n"));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", input));
  return Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A new day's salt: 128 random bits. */
export function newSalt(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}
