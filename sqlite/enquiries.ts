import { type EnquiryFieldTable, enquiryFields } from "#app/enquiry/fields";
import type { Enquiry } from "#app/enquiry/schema";
import {
  insertEnquiry,
  insertOutboxEntry,
  selectEnquiry,
  selectRecent,
  type StoredEnquiry,
  toStoredEnquiry,
} from "#app/enquiry/record";
import type { Sql } from "./connection";

const dayMs = 24 * 60 * 60 * 1000;

/** Writes the enquiry and its outbox entry in one transaction; resolves with its id once committed. */
export async function storeEnquiry(
  db: Sql,
  enquiry: Enquiry,
  now = Date.now(),
  fields: EnquiryFieldTable = enquiryFields,
): Promise<number> {
  const [inserted] = await db.batch(
    [insertEnquiry(enquiry, now, fields), insertOutboxEntry(now)],
    "write",
  );
  return Number(inserted!.lastInsertRowid);
}

export async function recentEnquiries(
  db: Sql,
  limit: number,
  fields: EnquiryFieldTable = enquiryFields,
): Promise<StoredEnquiry[]> {
  const { rows } = await db.execute(selectRecent(limit, fields));
  return rows.map((row) => toStoredEnquiry(row, fields));
}

export async function findEnquiry(db: Sql, id: number): Promise<StoredEnquiry | undefined> {
  const { rows } = await db.execute(selectEnquiry(id));
  return rows[0] ? toStoredEnquiry(rows[0]) : undefined;
}

/** Deletes enquiries older than the retention period (their outbox rows go with them). */
export async function deleteExpiredEnquiries(
  db: Sql,
  retentionDays: number,
  now = Date.now(),
): Promise<number> {
  const result = await db.execute({
    sql: "DELETE FROM enquiries WHERE created_at < ?",
    args: [now - retentionDays * dayMs],
  });
  return result.rowsAffected;
}
