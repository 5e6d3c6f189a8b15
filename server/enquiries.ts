import type { Client, Row } from "@libsql/client";
import type { Enquiry } from "#app/lib/enquiry";

export interface StoredEnquiry {
  id: number;
  createdAt: number;
  name: string;
  email: string;
  company: string;
  message: string;
  preferredTime: string;
  page: string;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Writes the enquiry and its outbox entry in one transaction; resolves with its id once committed. */
export async function storeEnquiry(
  db: Client,
  enquiry: Enquiry,
  now = Date.now(),
): Promise<number> {
  const [inserted] = await db.batch(
    [
      {
        sql: `INSERT INTO enquiries (created_at, name, email, company, message, preferred_time, page)
              VALUES (?, ?, ?, ?, ?, ?, ?)`,
        args: [
          now,
          enquiry.name,
          enquiry.email,
          enquiry.company ?? "",
          enquiry.message,
          enquiry.preferredTime ?? "",
          enquiry.page,
        ],
      },
      {
        sql: "INSERT INTO outbox (enquiry_id, next_attempt_at) VALUES (last_insert_rowid(), ?)",
        args: [now],
      },
    ],
    "write",
  );
  return Number(inserted!.lastInsertRowid);
}

const columns = `id, created_at AS createdAt, name, email, company, message,
  preferred_time AS preferredTime, page`;

function toEnquiry(row: Row): StoredEnquiry {
  return {
    id: Number(row.id),
    createdAt: Number(row.createdAt),
    name: String(row.name),
    email: String(row.email),
    company: String(row.company),
    message: String(row.message),
    preferredTime: String(row.preferredTime),
    page: String(row.page),
  };
}

export async function recentEnquiries(db: Client, limit: number): Promise<StoredEnquiry[]> {
  const { rows } = await db.execute({
    sql: `SELECT ${columns} FROM enquiries ORDER BY created_at DESC, id DESC LIMIT ?`,
    args: [limit],
  });
  return rows.map(toEnquiry);
}

export async function findEnquiry(db: Client, id: number): Promise<StoredEnquiry | undefined> {
  const { rows } = await db.execute({
    sql: `SELECT ${columns} FROM enquiries WHERE id = ?`,
    args: [id],
  });
  return rows[0] ? toEnquiry(rows[0]) : undefined;
}

/** Deletes enquiries older than the retention period (their outbox rows go with them). */
export async function deleteExpiredEnquiries(
  db: Client,
  retentionDays: number,
  now = Date.now(),
): Promise<number> {
  const result = await db.execute({
    sql: "DELETE FROM enquiries WHERE created_at < ?",
    args: [now - retentionDays * dayMs],
  });
  return result.rowsAffected;
}
