/**
 * What `npm run leads` shows of each enquiry, as a block or as a CSV row: its
 * number and time, the fields the table lists (app/enquiry/fields.ts)
 * with the page between the one-line fields and the longer texts.
 */
import { type EnquiryFieldSpec, type EnquiryFieldTable, enquiryFields } from "./fields";
import { shortThenLong } from "./schema";
import type { StoredEnquiry } from "./record";

/** [key of the stored enquiry, heading] per column. */
function leadColumns(fields: EnquiryFieldTable = enquiryFields): [string, string][] {
  const { short, long } = shortThenLong(fields);
  const columns = (listed: [string, EnquiryFieldSpec][]) =>
    listed
      .filter(([, field]) => field.leads)
      .map(([name, field]): [string, string] => [name, field.shortLabel ?? field.label]);
  return [
    ["id", "Nr."],
    ["createdAt", "Eingang"],
    ...columns(short),
    ["page", "Seite"],
    ...columns(long),
  ];
}

function display(enquiry: StoredEnquiry, key: string): string {
  const value = (enquiry as Record<string, unknown>)[key];
  return key === "createdAt" ? new Date(enquiry.createdAt).toISOString() : String(value ?? "");
}

/** One CSV cell; a leading = + - @ is defused so a spreadsheet never runs a visitor's text as a formula. */
export function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The enquiries as CSV in UTF-8 with a byte order mark, so Excel reads the umlauts. */
export function leadsCsv(
  enquiries: StoredEnquiry[],
  fields: EnquiryFieldTable = enquiryFields,
): string {
  const columns = leadColumns(fields);
  const lines = [columns.map(([, heading]) => csvCell(heading)).join(",")];
  for (const enquiry of enquiries) {
    lines.push(columns.map(([key]) => csvCell(display(enquiry, key))).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The enquiries for the terminal: a block of "Heading: value" lines each. */
export function leadBlocks(
  enquiries: StoredEnquiry[],
  fields: EnquiryFieldTable = enquiryFields,
): string[] {
  const columns = leadColumns(fields);
  return enquiries.map((enquiry) =>
    columns.map(([key, heading]) => `${heading}: ${display(enquiry, key)}`).join("\n"),
  );
}
