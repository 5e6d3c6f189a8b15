import { join } from "node:path";
import type { Client } from "@libsql/client";
import type { RunBatch, Statement } from "#app/stats/count";
import { libsqlBatch, openStatsDatabase, statsFile } from "../sqlite/database";

/**
 * The statistics on the Node server: a SQLite file of its own (data/stats.db),
 * apart from the enquiries, so neither can hold up or break the other.
 * Counting is fire-and-forget: a page view never waits for it, counts that
 * arrive together are written in one transaction, a burst beyond `maxPending`
 * is dropped (logged once), and a broken file is logged once and skipped for a
 * minute, then opened again.
 */
export interface StatsStore {
  /** Queues a count; never throws, never waits. */
  count(task: (run: RunBatch) => Promise<void>): void;
  /** Runs a task on the store; undefined when the store is not usable (logged). */
  run<T>(task: (run: RunBatch) => Promise<T>): Promise<T | undefined>;
  /** Resolves when every queued count is done (tests, shutdown). */
  settled(): Promise<void>;
  close(): void;
}

const maxPending = 1000;
const retryAfterMs = 60_000;
type Rows = Record<string, unknown>[];

/**
 * The batches that arrive while one is being written go into the next write
 * together, in one transaction: a burst of beacons costs one commit per
 * group, not one per beacon. Each batch's statements stay in order and get
 * their own rows back.
 */
function coalesced(run: RunBatch): RunBatch {
  let waiting: {
    statements: Statement[];
    done: (rows: Rows[]) => void;
    failed: (error: unknown) => void;
  }[] = [];
  let writing = false;
  async function write() {
    writing = true;
    while (waiting.length) {
      const group = waiting;
      waiting = [];
      try {
        const rows = await run(group.flatMap((batch) => batch.statements));
        let offset = 0;
        for (const batch of group) {
          batch.done(rows.slice(offset, (offset += batch.statements.length)));
        }
      } catch (error) {
        for (const batch of group) batch.failed(error);
      }
    }
    writing = false;
  }
  return (statements) =>
    new Promise((done, failed) => {
      waiting.push({ statements, done, failed });
      if (!writing) void write();
    });
}

export function createStatsStore(
  dataDir: string,
  log: (line: string) => void = console.error,
): StatsStore {
  const file = join(dataDir, statsFile);
  let client: Client | undefined;
  let opening: Promise<RunBatch | undefined> | undefined;
  let brokenSince: number | undefined;
  let skipUntil = 0;
  let overloaded = false;
  const inFlight = new Set<Promise<unknown>>();

  function fail(error: unknown) {
    if (brokenSince === undefined) {
      log(`Statistik ${file} nicht nutzbar, Besuche werden nicht gezählt: ${String(error)}`);
    }
    brokenSince ??= Date.now();
    skipUntil = Date.now() + retryAfterMs;
    client?.close();
    client = undefined;
    opening = undefined;
  }

  async function open(): Promise<RunBatch | undefined> {
    if (Date.now() < skipUntil) return undefined;
    try {
      client = await openStatsDatabase(dataDir);
      if (brokenSince !== undefined) log(`Statistik ${file} wieder nutzbar.`);
      brokenSince = undefined;
      return coalesced(libsqlBatch(client));
    } catch (error) {
      fail(error);
      return undefined;
    }
  }

  function runTask<T>(task: (run: RunBatch) => Promise<T>): Promise<T | undefined> {
    const result = (async () => {
      opening ??= open();
      const run = await opening;
      if (!run) opening = undefined;
      return run ? await task(run) : undefined;
    })().catch((error: unknown) => {
      fail(error);
      return undefined;
    });
    inFlight.add(result);
    void result.finally(() => inFlight.delete(result));
    return result;
  }

  return {
    run: runTask,
    count(task) {
      if (inFlight.size >= maxPending) {
        if (!overloaded) log("Statistik überlastet: Besuche werden kurz nicht gezählt.");
        overloaded = true;
        return;
      }
      if (inFlight.size === 0) overloaded = false;
      void runTask(task);
    },
    async settled() {
      while (inFlight.size) await Promise.all(inFlight);
    },
    close() {
      client?.close();
      client = undefined;
      opening = undefined;
    },
  };
}
