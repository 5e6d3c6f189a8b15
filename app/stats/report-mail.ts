/**
 * The monthly statistics mail to the owner: last month's figures against the
 * month before, the top pages and sources, and a chart of the days (PNG).
 * Built here once; the Node server sends it through its SMTP transport, the
 * worker through send_email, each from its scheduled run. A month's mail is
 * recorded in `stats_reports`, so it goes out once however often they run.
 */
import { site } from "#app/content/site";
import type { MailParts } from "#app/enquiry/mail-message";
import { chartPng, chartSize } from "./chart-png";
import type { RunBatch } from "./count";
import { conversion, type Figures, previousMonths, readFigures, type ReadRows } from "./figures";

const format = new Intl.NumberFormat("de-DE");
const monthName = (day: string) =>
  new Intl.DateTimeFormat("de-DE", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
const shortMonth = (day: string) =>
  new Intl.DateTimeFormat("de-DE", { month: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** "+23 %", "−10 %", "neu" or "±0 %": the change against the month before. */
function change(now: number, before: number): string {
  if (!before) return now ? "neu" : "±0 %";
  const percent = Math.round((100 * (now - before)) / before);
  return percent === 0 ? "±0 %" : `${percent > 0 ? "+" : "−"}${format.format(Math.abs(percent))} %`;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!,
  );

const top = 5;
const siteDomain = new URL(site.url).hostname;

/** The mail for the month of `figures`, compared with `before`. */
async function reportMail(figures: Figures, before: Figures): Promise<MailParts> {
  const month = monthName(figures.from);
  const earlier = shortMonth(before.from);
  const { totals } = figures;
  const rows: [string, string, string, string][] = [
    [
      "Besuche",
      format.format(totals.visits),
      format.format(before.totals.visits),
      change(totals.visits, before.totals.visits),
    ],
    [
      "Seitenaufrufe",
      format.format(totals.views),
      format.format(before.totals.views),
      change(totals.views, before.totals.views),
    ],
    [
      "Anfragen",
      format.format(totals.enquiries),
      format.format(before.totals.enquiries),
      change(totals.enquiries, before.totals.enquiries),
    ],
    [
      "Quote",
      conversion(totals.enquiries, totals.visits),
      conversion(before.totals.enquiries, before.totals.visits),
      "",
    ],
  ];
  const pages = figures.pages
    .slice(0, top)
    .map((page) => [page.page, page.visits, page.enquiries] as const);
  const sources = figures.sources
    .slice(0, top)
    .map((item) => [item.source, item.visits, item.enquiries] as const);
  const list = (items: readonly (readonly [string, number, number])[]) =>
    items.map(
      ([name, visits, enquiries]) =>
        `  ${name}: ${format.format(visits)} Besuche, ${format.format(enquiries)} Anfragen`,
    );

  const text = [
    `Ihre Website im ${month}, verglichen mit dem ${earlier}:`,
    "",
    ...rows.map(
      ([label, now, then, delta]) =>
        `${label}: ${now} (${earlier}: ${then}${delta ? `, ${delta}` : ""})`,
    ),
    "",
    "Seiten, auf denen die meisten Besuche begannen:",
    ...list(pages),
    "",
    "Die wichtigsten Quellen:",
    ...list(sources),
    "",
    "Alle Zahlen der letzten 30 Tage: npm run stats (oder npm run stats -- --d1).",
    "Diesen Bericht abbestellen: STATS_MAIL=0 setzen (docs/enquiries.md, „Besuchsstatistik“).",
  ].join("\n");

  const cell = (value: string, align = "right") =>
    `<td style="padding:4px 12px 4px 0;text-align:${align}">${escape(value)}</td>`;
  const table = (headings: string[], body: string[][]) =>
    `<table style="border-collapse:collapse;font-size:14px"><tr>${headings
      .map(
        (heading, index) =>
          `<th style="padding:4px 12px 4px 0;text-align:${index ? "right" : "left"}">${escape(heading)}</th>`,
      )
      .join(
        "",
      )}</tr>${body.map((row) => `<tr>${row.map((value, index) => cell(value, index ? "right" : "left")).join("")}</tr>`).join("")}</table>`;
  const named = (items: readonly (readonly [string, number, number])[]) =>
    items.map(([name, visits, enquiries]) => [
      name,
      format.format(visits),
      format.format(enquiries),
    ]);
  const alt = `Besuche je Tag im ${month} (dunkel) und im ${earlier} (hell); orange: Tage mit Anfrage`;
  const html = `<!doctype html><html lang="de"><body style="font-family:Arial,Helvetica,sans-serif;color:#17375e">
<h1 style="font-size:20px">Ihre Website im ${escape(month)}</h1>
${table(["", month, earlier, "Veränderung"], rows)}
<p><img src="cid:verlauf@${siteDomain}" width="${chartSize.width}" height="${chartSize.height}" alt="${escape(alt)}" style="max-width:100%;height:auto"></p>
<h2 style="font-size:16px">Seiten, auf denen die meisten Besuche begannen</h2>
${table(["Seite", "Besuche", "Anfragen"], named(pages))}
<h2 style="font-size:16px">Die wichtigsten Quellen</h2>
${table(["Quelle", "Besuche", "Anfragen"], named(sources))}
<p style="font-size:12px;color:#555">Alle Zahlen der letzten 30 Tage: <code>npm run stats</code>. Diesen Bericht abbestellen: STATS_MAIL=0 setzen (docs/enquiries.md, „Besuchsstatistik“).</p>
</body></html>`;

  return {
    messageId: `<statistik-${figures.from.slice(0, 7)}@${siteDomain}>`,
    subject: `Website-Statistik ${month}: ${format.format(totals.visits)} Besuche, ${format.format(totals.enquiries)} Anfragen`,
    text,
    html: {
      body: html,
      images: [{ cid: `verlauf@${siteDomain}`, png: await chartPng(figures.days, before.days) }],
    },
  };
}

/**
 * Last month's mail, unless it has gone out already (`stats_reports`) or the
 * month counted nothing at all (a site not yet live): then undefined.
 */
export async function dueReport(
  run: RunBatch,
  now = Date.now(),
): Promise<{ month: string; mail: MailParts } | undefined> {
  const { month, before } = previousMonths(now);
  const key = month.from.slice(0, 7);
  const read: ReadRows = async (sql, args) => (await run([{ sql, args }]))[0] ?? [];
  if ((await read("SELECT 1 FROM stats_reports WHERE month = ?", [key])).length) return undefined;
  const [figures, earlier] = await Promise.all([
    readFigures(read, month),
    readFigures(read, before),
  ]);
  if (!figures.totals.views && !figures.totals.enquiries) return undefined;
  return { month: key, mail: await reportMail(figures, earlier) };
}

/** Records a month's mail as sent, once it has been. */
export function reportSent(month: string, now = Date.now()) {
  return [
    {
      sql: "INSERT OR IGNORE INTO stats_reports (month, sent_at) VALUES (?, ?)",
      args: [month, now],
    },
  ];
}
