import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { openServerDatabase } from "../sqlite/database";
import type { Connection } from "../sqlite/connection";

/**
 * The enquiry database as the running server sees it: one connection, opened
 * on first use. A corrupt, locked, read-only or full database disables
 * enquiries only while it lasts and never stops the site (decision 042):
 * the connection never waits for a lock (busy timeout 0), a locked write is
 * tried again on a timer until its time is up, and only a connection whose
 * file may be the trouble is closed and opened afresh, at most once a second. The log says once that the store
 * failed, with the reason, and once that it works again, after a write went in.
 */
export interface EnquiryStore {
  /** The open database, or undefined while it cannot be opened. */
  db(): Promise<Connection | undefined>;
  /**
   * Runs a write once the writes before it are done: SQLite takes one writer at
   * a time, and a burst of parallel enquiries must queue, not fail as "locked".
   * While another process holds the lock the write is tried again until
   * `writeWithinMs` after it was asked for; then, or when the database is
   * unusable, it rejects.
   */
  write<T>(task: (db: Connection) => Promise<T>): Promise<T>;
  /** After a failed read or write elsewhere: logged, and the connection renewed if it may be bad. */
  failed(error: unknown): void;
  close(): void;
}

/** How long an enquiry may wait for a lock held by another process before the visitor gets the 503. */
const writeWithinMs = 3000;
const firstRetryMs = 10;
const longestRetryMs = 200;

const code = (error: unknown) => String((error as { code?: unknown })?.code ?? "");
/** Another connection holds the lock: worth another try, and no reason to reopen this one. */
const isLocked = (error: unknown) => /^SQLITE_(BUSY|LOCKED)/.test(code(error));
/**
 * The file itself is the trouble (opened read-only, garbled, replaced, gone): only a
 * fresh connection sees it repaired. Any other failure (locked, full) keeps the connection.
 */
const needsFreshConnection = (error: unknown) =>
  /^SQLITE_(READONLY|CORRUPT|NOTADB|IOERR|CANTOPEN|PERM)/.test(code(error));
/**
 * The driver releases a closed connection's files only once its statements are
 * garbage-collected: opening again at most once a second keeps the handles few.
 */
const reopenAfterMs = 1000;

export function createEnquiryStore(
  dataDir: string,
  log: (line: string) => void = console.error,
): EnquiryStore {
  const file = join(dataDir, "enquiries.db");
  let connection: Connection | undefined;
  let opening: Promise<Connection | undefined> | undefined;
  let broken = false;
  let reopenAt = 0;
  let writes: Promise<unknown> = Promise.resolve();

  function failed(error: unknown) {
    if (!broken) {
      log(
        `Anfragen-Speicher ${file} nicht nutzbar, Anfragen werden abgelehnt, bis er wieder geht: ${String(error)}`,
      );
    }
    broken = true;
    if (connection && needsFreshConnection(error)) {
      connection.close();
      connection = undefined;
      reopenAt = Date.now() + reopenAfterMs;
    }
  }

  async function open(): Promise<Connection | undefined> {
    try {
      connection = await openServerDatabase(dataDir);
      return connection;
    } catch (error) {
      failed(error);
      reopenAt = Date.now() + reopenAfterMs;
      return undefined;
    } finally {
      opening = undefined;
    }
  }

  async function db() {
    if (connection) return connection;
    if (Date.now() < reopenAt) return undefined;
    opening ??= open();
    return opening;
  }

  /** The task, tried again while another process holds the lock, until `deadline`. */
  async function attempt<T>(task: (db: Connection) => Promise<T>, deadline: number): Promise<T> {
    for (let wait = firstRetryMs; ; wait = Math.min(wait * 2, longestRetryMs)) {
      const open = await db();
      if (!open) throw new Error("Anfragen-Speicher nicht nutzbar");
      try {
        return await task(open);
      } catch (error) {
        if (!isLocked(error) || Date.now() + wait > deadline) {
          failed(error);
          throw error;
        }
      }
      await sleep(wait);
    }
  }

  return {
    db,
    failed,
    write(task) {
      const deadline = Date.now() + writeWithinMs;
      const run = writes.then(async () => {
        const result = await attempt(task, deadline);
        if (broken) log(`Anfragen-Speicher ${file} wieder nutzbar.`);
        broken = false;
        return result;
      });
      writes = run.catch(() => {});
      return run;
    },
    close() {
      connection?.close();
      connection = undefined;
    },
  };
}
