/**
 * Visits and enquiries from several sources, sent to the Node server and to
 * the worker alike, and what `npm run stats` and the monthly mail must then
 * show. Bots, the owner, Do Not Track, another site's post and a made-up page
 * are sent too and must not count.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import PostalMime from "postal-mime";
import sharp from "sharp";
import { expect } from "vitest";
import { beaconPath } from "#app/stats/beacon";
import { statsDay } from "#app/stats/visit";
import { sampleEnquiry, writeAnswerForm, writeFixtureBuild } from "./server";

const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const laptop =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A build with the answer form and a contact page, where the scenario's visitors go. */
export async function writeScenarioBuild(buildDir: string): Promise<void> {
  writeFixtureBuild(buildDir);
  await writeAnswerForm(buildDir);
  mkdirSync(join(buildDir, "client", "kontakt"), { recursive: true });
  writeFileSync(
    join(buildDir, "client", "kontakt", "index.html"),
    "<!doctype html><title>Kontakt</title>",
  );
}

export const ownerIp = "192.0.2.99";
/** The header each runtime reads the visitor's address from. */
export type AddressHeader = "x-forwarded-for" | "cf-connecting-ip";

interface Visitor {
  ip: string;
  userAgent: string;
  extra?: Record<string, string>;
}

const visitors = {
  linkedin: { ip: "203.0.113.1", userAgent: phone },
  google: { ip: "203.0.113.2", userAgent: laptop },
  newsletter: { ip: "203.0.113.3", userAgent: phone },
  direct: { ip: "203.0.113.4", userAgent: laptop },
  optedOut: { ip: "203.0.113.5", userAgent: phone, extra: { dnt: "1" } },
  privacyControl: { ip: "203.0.113.6", userAgent: phone, extra: { "sec-gpc": "1" } },
  bot: { ip: "203.0.113.7", userAgent: googlebot },
  owner: { ip: ownerIp, userAgent: laptop },
  otherSite: { ip: "203.0.113.8", userAgent: laptop, extra: { "sec-fetch-site": "cross-site" } },
} satisfies Record<string, Visitor>;

/** [visitor, page with query, referrer] in the order they happen, on the site at `own`. */
const views = (own: string): [Visitor, string, string][] => [
  [visitors.linkedin, "/", "https://www.linkedin.com/"],
  [visitors.linkedin, "/leistungen/", `${own}/`],
  [visitors.linkedin, "/kontakt/", `${own}/leistungen/`],
  [visitors.google, "/leistungen/", "https://www.google.com/"],
  [visitors.google, "/kontakt/", `${own}/leistungen/`],
  [visitors.newsletter, "/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst", ""],
  [visitors.newsletter, "/leistungen/", `${own}/`],
  [visitors.direct, "/", ""],
  [visitors.optedOut, "/", "https://www.linkedin.com/"],
  [visitors.privacyControl, "/", "https://www.linkedin.com/"],
  [visitors.bot, "/", ""],
  [visitors.owner, "/", ""],
  [visitors.otherSite, "/", ""],
  [visitors.direct, "/wp-login.php", ""],
  [visitors.direct, "/gibt-es-nicht/", ""],
];
/** Those who send the form on /kontakt afterwards. */
const senders: Visitor[] = [visitors.linkedin, visitors.google, visitors.optedOut, visitors.owner];

const headersOf = (visitor: Visitor, address: AddressHeader) => ({
  "user-agent": visitor.userAgent,
  "sec-fetch-site": "same-origin",
  [address]: visitor.ip,
  ...visitor.extra,
});

/** Sends every view as the shell's beacon, then the enquiries, through `send` (path, init). */
export async function sendScenario(
  send: (path: string, init: RequestInit) => Promise<Response>,
  address: AddressHeader,
  origin: string,
): Promise<void> {
  for (const [visitor, u, r] of views(origin)) {
    const response = await send(beaconPath, {
      method: "POST",
      headers: { ...headersOf(visitor, address), "content-type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({ u, r }),
    });
    if (response.status !== 204) throw new Error(`Beacon ${u}: ${response.status}`);
  }
  for (const visitor of senders) {
    const response = await send("/api/kontakt", {
      method: "POST",
      headers: { ...headersOf(visitor, address), "content-type": "application/json" },
      body: JSON.stringify(sampleEnquiry()),
    });
    if (response.status !== 201) throw new Error(`Anfrage: ${response.status}`);
  }
}

/** Counted: 4 visits, 8 page views; 3 enquiries (the owner's is none of them). */
export const scenarioTotals = { views: 8, visits: 4, enquiries: 3 };

/** Lines of `npm run stats` as a regular expression each: name, then the figures in order. */
export const scenarioLines = [
  /Besuche: 4 {3}Seitenaufrufe: 8 {3}Anfragen: 3 {3}Quote: 75 %/,
  // Seite, Aufrufe, Besucher, Besuche, Anfragen, Quote, gesendet von hier
  /^ {2}\/ +3 +3 +3 +1 +33,3 % +0$/m,
  /^ {2}\/leistungen +3 +3 +1 +1 +100 % +0$/m,
  /^ {2}\/kontakt +2 +2 +0 +0 +– +3$/m,
  // Quelle, Besuche, Anfragen, Quote
  /^ {2}linkedin\.com +1 +1 +100 %/m,
  /^ {2}google\.com +1 +1 +100 %/m,
  /^ {2}newsletter \/ email +1 +0 +0 %/m,
  /^ {2}direkt oder ohne Angabe +1 +0 +0 %/m,
  /^ {2}nicht zugeordnet +0 +1 +– *$/m,
  /^ {2}herbst +1 +0 +0 %$/m,
  /^ {2}Smartphone +2 +50 %$/m,
];

/** What the store must never hold: any address or user agent of the scenario. */
export const personalValues = Object.values(visitors).flatMap((visitor: Visitor) => [
  visitor.ip,
  visitor.userAgent,
]);

/** A time in the month after the scenario's, when its monthly mail is due. */
export function inTheNextMonth(now = Date.now()): number {
  const [year, month] = statsDay(now).split("-").map(Number) as [number, number];
  return Date.UTC(year, month, 1, 8);
}

/**
 * Checks the monthly mail of the scenario's month, as a mail client reads it:
 * the figures against the month before in the text and the HTML, and the
 * chart as an inline PNG the HTML shows.
 */
export async function expectScenarioReport(raw: string): Promise<void> {
  const mail = await PostalMime.parse(raw);
  expect(mail.subject).toMatch(/^Website-Statistik \p{L}+ \d{4}: 4 Besuche, 3 Anfragen$/u);
  for (const line of [
    /^Besuche: 4 \(\p{L}+: 0, neu\)$/mu,
    /^Seitenaufrufe: 8 \(\p{L}+: 0, neu\)$/mu,
    /^Anfragen: 3 \(\p{L}+: 0, neu\)$/mu,
    /^Quote: 75 % \(\p{L}+: –\)$/mu,
    /^ {2}\/: 3 Besuche, 1 Anfragen$/m,
    /^ {2}linkedin\.com: 1 Besuche, 1 Anfragen$/m,
    /^ {2}google\.com: 1 Besuche, 1 Anfragen$/m,
  ]) {
    expect(mail.text).toMatch(line);
  }
  const [chart] = mail.attachments;
  expect(chart?.mimeType).toBe("image/png");
  expect(mail.html).toContain(`src="cid:${chart!.contentId!.replace(/[<>]/g, "")}"`);
  expect(mail.html).toMatch(/<td[^>]*>linkedin\.com<\/td><td[^>]*>1<\/td><td[^>]*>1<\/td>/);
  const png = new Uint8Array(chart!.content as ArrayBuffer);
  const { width, height, format } = await sharp(png).metadata();
  expect({ width, height, format }).toEqual({ width: 600, height: 180, format: "png" });
}
