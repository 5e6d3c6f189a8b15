/**
 * The statistics as the owner reads them in the terminal (`npm run stats`)
 * and as a CSV for a spreadsheet: German, figures right-aligned, with a bar
 * of block characters for each day's visits.
 */
import { conversion, type Figures } from "#app/stats/figures";
import { csvCell } from "#app/enquiry/lead-columns";

const format = new Intl.NumberFormat("de-DE");
const germanDate = (day: string) => day.split("-").reverse().join(".");
const bars = "▁▂▃▄▅▆▇█";

/** One character per day, its height the day's visits against the period's busiest day. */
function sparkline(values: readonly number[]): string {
  const max = Math.max(...values, 0);
  return values
    .map((value) =>
      max && value ? bars[Math.max(0, Math.ceil((value / max) * bars.length) - 1)] : " ",
    )
    .join("");
}

/** A horizontal bar of up to `width` blocks. */
function bar(value: number, max: number, width = 20): string {
  return max ? "█".repeat(Math.round((value / max) * width)) : "";
}

function table(headings: string[], rows: (string | number)[][]): string[] {
  const cells = [
    headings,
    ...rows.map((row) =>
      row.map((cell) => (typeof cell === "number" ? format.format(cell) : cell)),
    ),
  ];
  const widths = headings.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  return cells.map((row) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join("  ")
      .trimEnd(),
  );
}

export function statsText(figures: Figures, sourceName: string): string {
  const { totals, days, pages, sources, campaigns, devices } = figures;
  const lines = [
    `Besuchsstatistik ${germanDate(figures.from)} bis ${germanDate(figures.to)} (${days.length} Tage, ${sourceName})`,
    "",
    `Besuche: ${format.format(totals.visits)}   Seitenaufrufe: ${format.format(totals.views)}   Anfragen: ${format.format(totals.enquiries)}   Quote: ${conversion(totals.enquiries, totals.visits)}`,
    "",
    `Besuche je Tag (höchstens ${format.format(Math.max(0, ...days.map((day) => day.visits)))})`,
    `  ${sparkline(days.map((day) => day.visits))}`,
    `  ${germanDate(figures.from).slice(0, 6)}${" ".repeat(Math.max(1, days.length - 12))}${germanDate(figures.to).slice(0, 6)}`,
    "",
  ];
  if (!totals.visits && !totals.enquiries) {
    lines.push(
      "Noch keine Besuche gezählt (die Zählung beginnt mit dem ersten Besuch einer Seite).",
    );
    return lines.join("\n");
  }
  const maxVisits = Math.max(...sources.map((source) => source.visits), 1);
  lines.push(
    "Seiten (Besuche = hier begonnen; Anfragen = Besuche, die hier begannen und zu einer Anfrage führten)",
    ...table(
      ["Seite", "Aufrufe", "Besucher", "Besuche", "Anfragen", "Quote", "gesendet von hier"],
      pages.map((page) => [
        page.page,
        page.views,
        page.visitors,
        page.visits,
        page.enquiries,
        conversion(page.enquiries, page.visits),
        page.sent,
      ]),
    ).map((line) => `  ${line}`),
    "",
    "Quellen (woher ein Besuch kam: Kampagnen-Link, sonst die verweisende Website)",
    ...table(
      ["Quelle", "Besuche", "Anfragen", "Quote", ""],
      sources.map((source) => [
        source.source,
        source.visits,
        source.enquiries,
        conversion(source.enquiries, source.visits),
        bar(source.visits, maxVisits),
      ]),
    ).map((line) => `  ${line}`),
  );
  if (campaigns.length) {
    lines.push(
      "",
      "Kampagnen (utm_campaign)",
      ...table(
        ["Kampagne", "Besuche", "Anfragen", "Quote"],
        campaigns.map((item) => [
          item.source,
          item.visits,
          item.enquiries,
          conversion(item.enquiries, item.visits),
        ]),
      ).map((line) => `  ${line}`),
    );
  }
  const deviceNames: Record<string, string> = {
    mobil: "Smartphone",
    tablet: "Tablet",
    desktop: "Computer",
  };
  lines.push(
    "",
    "Geräte",
    ...table(
      ["Gerät", "Besuche", "Anteil"],
      devices.map((item) => [
        deviceNames[item.device] ?? item.device,
        item.visits,
        conversion(item.visits, totals.visits),
      ]),
    ).map((line) => `  ${line}`),
  );
  return lines.join("\n");
}

/** A CSV row per source or campaign: visits begun there, their enquiries and the conversion. */
const sourceRows = (kind: string, items: Figures["sources"]) =>
  items.map((item) => [
    kind,
    item.source,
    "",
    "",
    item.visits,
    item.enquiries,
    conversion(item.enquiries, item.visits),
  ]);

/** One table for a spreadsheet: a row per day, page, source, campaign and device. */
export function statsCsv(figures: Figures): string {
  const rows: (string | number)[][] = [
    ["Art", "Name", "Seitenaufrufe", "Besucher", "Besuche", "Anfragen", "Quote"],
    ...figures.days.map((day) => [
      "Tag",
      day.day,
      day.views,
      "",
      day.visits,
      day.enquiries,
      conversion(day.enquiries, day.visits),
    ]),
    ...figures.pages.map((page) => [
      "Seite",
      page.page,
      page.views,
      page.visitors,
      page.visits,
      page.enquiries,
      conversion(page.enquiries, page.visits),
    ]),
    ...sourceRows("Quelle", figures.sources),
    ...sourceRows("Kampagne", figures.campaigns),
    ...figures.devices.map((item) => ["Gerät", item.device, item.views, "", item.visits, "", ""]),
  ];
  return `\uFEFF${rows.map((row) => row.map((cell) => csvCell(String(cell))).join(",")).join("\r\n")}\r\n`;
}
