/**
 * The enquiries in D1 (schema: migrations/). The same rows as the Node
 * server's SQLite file, so `npm run leads` reads either.
 */
import type { D1Database } from "@cloudflare/workers-types/index";
import type { Enquiry } from "#app/enquiry/schema";
import {
  insertEnquiry,
  insertOutboxEntry,
  selectEnquiry,
  type Statement,
  type StoredEnquiry,
} from "#app/enquiry/record";

const hourMs = 60 * 60 * 1000;

/** A statement of the core (app/enquiry/record.ts), ready to run in D1. */
const prepared = (db: D1Database, { sql, args }: Statement) => db.prepare(sql).bind(...args);
const dayMs = 24 * hourMs;

/**
 * Takes one of the client's `limit` slots of the last hour in a single
 * statement, so parallel posts cannot overtake each other. Resolves with the
 * slot's id, or with the seconds to wait when none is free.
 */
export async function reserveSlot(
  db: D1Database,
  client: string,
  limit: number,
  now = Date.now(),
): Promise<{ slot: number } | { retryAfter: number }> {
  const reserved = await db
    .prepare(
      `INSERT INTO rate_hits (client, at) SELECT ?1, ?2
       WHERE (SELECT count(*) FROM rate_hits WHERE client = ?1 AND at > ?2 - ?3) < ?4
       RETURNING id`,
    )
    .bind(client, now, hourMs, limit)
    .first<{ id: number }>();
  if (reserved) return { slot: reserved.id };
  const oldest = await db
    .prepare(
      "SELECT at FROM rate_hits WHERE client = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?",
    )
    .bind(client, now - hourMs, limit - 1)
    .first<{ at: number }>();
  const waitMs = (oldest?.at ?? now) + hourMs - now;
  return { retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) };
}

export async function releaseSlot(db: D1Database, slot: number): Promise<void> {
  await db.prepare("DELETE FROM rate_hits WHERE id = ?").bind(slot).run();
}

/** Writes the enquiry and its outbox entry in one transaction; resolves with its id once committed. */
export async function storeEnquiry(
  db: D1Database,
  enquiry: Enquiry,
  now = Date.now(),
): Promise<number> {
  const insert = insertEnquiry(enquiry, now);
  const [inserted] = await db.batch<{ id: number }>([
    prepared(db, { ...insert, sql: `${insert.sql} RETURNING id` }),
    prepared(db, insertOutboxEntry(now)),
  ]);
  return inserted!.results[0]!.id;
}

export async function findEnquiry(db: D1Database, id: number): Promise<StoredEnquiry | null> {
  return prepared(db, selectEnquiry(id)).first<StoredEnquiry>();
}

/**
 * Claims an outbox entry for one send: moves its next attempt past the lease,
 * so the cron run and the send right after storing never mail it both. A send
 * that dies is tried again once the lease is over.
 */
export async function claimOutboxEntry(
  db: D1Database,
  id: number,
  leaseMs: number,
  now = Date.now(),
): Promise<{ attempts: number } | null> {
  return db
    .prepare(
      `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?
       WHERE enquiry_id = ? AND next_attempt_at <= ? RETURNING attempts`,
    )
    .bind(now + leaseMs, id, now)
    .first<{ attempts: number }>();
}

/**
 * Ten per run: each costs four queries and a mail, and the free plan allows 50
 * per invocation; more wait for the next run, five minutes later.
 */
export async function dueOutboxEntries(db: D1Database, now = Date.now()): Promise<number[]> {
  const { results } = await db
    .prepare(
      "SELECT enquiry_id AS id FROM outbox WHERE next_attempt_at <= ? ORDER BY next_attempt_at LIMIT 10",
    )
    .bind(now)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

export async function markSent(db: D1Database, id: number): Promise<void> {
  await db.prepare("DELETE FROM outbox WHERE enquiry_id = ?").bind(id).run();
}

export async function markFailed(
  db: D1Database,
  id: number,
  nextAttemptAt: number,
  error: string,
): Promise<void> {
  await db
    .prepare("UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE enquiry_id = ?")
    .bind(nextAttemptAt, error, id)
    .run();
}

/** Deletes enquiries past the retention period (their outbox rows go with them) and spent rate slots. */
export async function deleteExpired(
  db: D1Database,
  retentionDays: number,
  now = Date.now(),
): Promise<number> {
  const [enquiries] = await db.batch<{ id: number }>([
    // Counted by their ids: D1's `changes` counts the outbox rows deleted with them too.
    db
      .prepare("DELETE FROM enquiries WHERE created_at < ? RETURNING id")
      .bind(now - retentionDays * dayMs),
    db.prepare("DELETE FROM rate_hits WHERE at <= ?").bind(now - hourMs),
  ]);
  return enquiries!.results.length;
}
