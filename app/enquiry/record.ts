/**
 * An enquiry as stored, in the Node server's SQLite and in the edge worker's
 * D1 alike: a column per field of the table (app/enquiry/fields.ts)
 * besides its number, time of arrival and page. Plain SQL, so both run it.
 */
import { type EnquiryFieldTable, enquiryFields } from "./fields";
import type { FieldKey } from "./schema";

export type StoredEnquiry = { id: number; createdAt: number; page: string } & Record<
  FieldKey,
  string
>;

/** The SELECT list that reads a row as a `StoredEnquiry`. */
export function enquiryColumns(fields: EnquiryFieldTable = enquiryFields): string {
  const named = Object.entries(fields).map(([name, { column }]) =>
    column === name ? column : `${column} AS ${name}`,
  );
  return ["id", "created_at AS createdAt", ...named, "page"].join(", ");
}

/** The INSERT of a checked enquiry; an optional field left out is stored empty. */
export function insertEnquiry(
  enquiry: Record<string, unknown> & { page: string },
  now: number,
  fields: EnquiryFieldTable = enquiryFields,
): { sql: string; args: (string | number)[] } {
  const entries = Object.entries(fields);
  const columns = ["created_at", ...entries.map(([, { column }]) => column), "page"];
  return {
    sql: `INSERT INTO enquiries (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    args: [now, ...entries.map(([name]) => String(enquiry[name] ?? "")), enquiry.page],
  };
}

/** A row read with `enquiryColumns`, with numbers as numbers and every field as text. */
export function toStoredEnquiry(
  row: Record<string, unknown>,
  fields: EnquiryFieldTable = enquiryFields,
): StoredEnquiry {
  const values = Object.keys(fields).map((name) => [name, String(row[name] ?? "")]);
  return {
    ...(Object.fromEntries(values) as Record<FieldKey, string>),
    id: Number(row.id),
    createdAt: Number(row.createdAt),
    page: String(row.page),
  };
}

/**
 * What a database whose `enquiries` has `existing` columns needs for the
 * table's fields: each missing column added, empty for the enquiries before
 * it. Nothing is dropped, so a field taken out of the table keeps its data.
 */
export function missingColumnStatements(
  existing: readonly string[],
  fields: EnquiryFieldTable = enquiryFields,
): string[] {
  return Object.values(fields)
    .filter(({ column }) => !existing.includes(column))
    .map(({ column }) => `ALTER TABLE enquiries ADD COLUMN ${column} TEXT NOT NULL DEFAULT ''`);
}
