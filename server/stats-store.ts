import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Client, createClient } from "@libsql/client";
import type { RunBatch } from "#app/stats/count";
import { statsSchema } from "#app/stats/schema";

/**
 * The statistics on the Node server: a SQLite file of its own (data/stats.db),
 * apart from the enquiries, so neither can hold up or break the other.
 * Counting is fire-and-forget: a page view never waits for it, a burst beyond
 * `maxPending` is dropped, and a broken file is logged once and skipped until
 * it opens again.
 */
export interface StatsStore {
  /** Queues a count; never throws, never waits. */
  count(task: (run: RunBatch) => Promise<void>): void;
  /** Runs a task in the queue; undefined when the store is not usable (logged). */
  run<T>(task: (run: RunBatch) => Promise<T>): Promise<T | undefined>;
  /** Resolves when every queued count is done (tests, shutdown). */
  settled(): Promise<void>;
  close(): void;
}

export const statsFile = "stats.db";
const maxPending = 1000;
const retryAfterMs = 60_000;

/** The statements of `run` on a libsql client, in one write transaction. */
export function libsqlBatch(db: Client): RunBatch {
  return async (statements) =>
    (await db.batch(statements, "write")).map(
      (result) => result.rows as unknown as Record<string, unknown>[],
    );
}

/** Opens (and creates) the statistics file. */
export async function openStatsDatabase(dataDir: string): Promise<Client> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = createClient({ url: `file:${join(resolve(dataDir), statsFile)}`, concurrency: 1 });
  try {
    await db.execute("PRAGMA journal_mode = WAL");
    // A count lost in a power cut does not matter; a sync per beacon would.
    await db.execute("PRAGMA synchronous = NORMAL");
    await db.execute("PRAGMA busy_timeout = 5000");
    await db.batch(statsSchema, "write");
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

export function createStatsStore(
  dataDir: string,
  log: (line: string) => void = console.error,
): StatsStore {
  const file = join(dataDir, statsFile);
  let client: Client | undefined;
  let run: RunBatch | undefined;
  let brokenSince: number | undefined;
  let skipUntil = 0;
  let pending = 0;
  let overloaded = false;
  let queue: Promise<void> = Promise.resolve();

  function fail(error: unknown) {
    if (brokenSince === undefined) {
      log(`Statistik ${file} nicht nutzbar, Besuche werden nicht gezählt: ${String(error)}`);
    }
    brokenSince ??= Date.now();
    skipUntil = Date.now() + retryAfterMs;
    client?.close();
    client = undefined;
    run = undefined;
  }

  async function open(): Promise<RunBatch | undefined> {
    if (run) return run;
    if (Date.now() < skipUntil) return undefined;
    try {
      client = await openStatsDatabase(dataDir);
      run = libsqlBatch(client);
      if (brokenSince !== undefined) log(`Statistik ${file} wieder nutzbar.`);
      brokenSince = undefined;
      return run;
    } catch (error) {
      fail(error);
      return undefined;
    }
  }

  function inQueue<T>(task: (run: RunBatch) => Promise<T>): Promise<T | undefined> {
    pending += 1;
    // One at a time: SQLite has one writer, and the queue keeps order.
    const result = queue
      .then(async () => {
        const ready = await open();
        return ready ? await task(ready) : undefined;
      })
      .catch((error: unknown) => {
        fail(error);
        return undefined;
      })
      .finally(() => {
        pending -= 1;
      });
    queue = result.then(() => {});
    return result;
  }

  return {
    run: inQueue,
    count(task) {
      if (pending >= maxPending) {
        if (!overloaded) log("Statistik überlastet: Besuche werden kurz nicht gezählt.");
        overloaded = true;
        return;
      }
      overloaded = false;
      void inQueue(task);
    },
    settled: () => queue,
    close() {
      client?.close();
      client = undefined;
      run = undefined;
    },
  };
}
