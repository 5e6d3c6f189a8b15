import type { Client } from "@libsql/client";
import { join } from "node:path";
import { openDatabase } from "./database";

/**
 * The enquiry database as the running server sees it: opened on first use and
 * opened again after any failure, so a corrupt, locked, read-only or full
 * database disables enquiries only while it lasts and never stops the site.
 * Each change between working and broken is logged once.
 */
export interface EnquiryStore {
  /** The open database, or undefined while it cannot be opened. */
  db(): Promise<Client | undefined>;
  /**
   * Runs a write once the writes before it are done: SQLite takes one writer at
   * a time, and a burst of parallel enquiries must queue, not fail as "locked".
   * Rejects, and closes the connection, when the database is unusable.
   */
  write<T>(task: (db: Client) => Promise<T>): Promise<T>;
  /** After a failed read or write: closes the connection so the next use opens it afresh. */
  failed(error: unknown): void;
  close(): void;
}

export function createEnquiryStore(
  dataDir: string,
  log: (line: string) => void = console.error,
): EnquiryStore {
  const file = join(dataDir, "enquiries.db");
  let client: Client | undefined;
  let opening: Promise<Client | undefined> | undefined;
  let broken = false;
  let writes: Promise<unknown> = Promise.resolve();

  function markBroken(error: unknown) {
    if (!broken) {
      log(
        `Anfragen-Speicher ${file} nicht nutzbar, Anfragen werden abgelehnt, bis er wieder geht: ${String(error)}`,
      );
    }
    broken = true;
  }

  async function open(): Promise<Client | undefined> {
    try {
      client = await openDatabase(dataDir);
      if (broken) log(`Anfragen-Speicher ${file} wieder nutzbar.`);
      broken = false;
      return client;
    } catch (error) {
      markBroken(error);
      return undefined;
    } finally {
      opening = undefined;
    }
  }

  async function db() {
    if (client) return client;
    opening ??= open();
    return opening;
  }

  function failed(error: unknown) {
    markBroken(error);
    client?.close();
    client = undefined;
  }

  return {
    db,
    failed,
    write(task) {
      const run = writes.then(async () => {
        const open = await db();
        if (!open) throw new Error("Anfragen-Speicher nicht nutzbar");
        return task(open).catch((error: unknown) => {
          failed(error);
          throw error;
        });
      });
      writes = run.catch(() => {});
      return run;
    },
    close() {
      client?.close();
      client = undefined;
    },
  };
}
