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

  return {
    async db() {
      if (client) return client;
      opening ??= open();
      return opening;
    },
    failed(error) {
      markBroken(error);
      client?.close();
      client = undefined;
    },
    close() {
      client?.close();
      client = undefined;
    },
  };
}
