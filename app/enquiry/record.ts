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

/** A statement with its arguments, as SQLite and D1 both run it. */
export interface Statement {
  sql: string;
  args: (string | number)[];
}

/** The outbox entry of the enquiry inserted just before, in the same transaction. */
export const insertOutboxEntry = (now: number): Statement => ({
  sql: "INSERT INTO outbox (enquiry_id, next_attempt_at) VALUES (last_insert_rowid(), ?)",
  args: [now],
});

/** One enquiry by its number. */
export const selectEnquiry = (
  id: number,
  fields: EnquiryFieldTable = enquiryFields,
): Statement => ({
  sql: `SELECT ${enquiryColumns(fields)} FROM enquiries WHERE id = ?`,
  args: [id],
});

/** The newest enquiries first; `limit` -1 for all (`npm run leads`). */
export const selectRecent = (
  limit: number,
  fields: EnquiryFieldTable = enquiryFields,
): Statement => ({
  sql: `SELECT ${enquiryColumns(fields)} FROM enquiries ORDER BY created_at DESC, id DESC LIMIT ?`,
  args: [limit],
});

/** The INSERT of a checked enquiry; an optional field left out is stored empty. */
export function insertEnquiry(
  enquiry: Record<string, unknown> & { page: string },
  now: number,
  fields: EnquiryFieldTable = enquiryFields,
): Statement {
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
