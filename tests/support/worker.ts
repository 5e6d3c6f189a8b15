/**
 * The worker in workerd through Miniflare, configured from wrangler.toml:
 * a local D1 (migrated from migrations/), the send_email binding writing each
 * mail as an .eml file, and the static assets of a build directory.
 */
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { Log, LogLevel, Miniflare } from "miniflare";
import { parse } from "smol-toml";
import { bundleWorker } from "../../scripts/build/worker-bundle";
import { migrationStatements } from "../../sqlite/migrations";

interface WranglerConfig {
  compatibility_date: string;
  assets: {
    binding: string;
    run_worker_first: string[];
    not_found_handling: "404-page";
    html_handling: "auto-trailing-slash";
  };
  d1_databases: { binding: string; database_name: string }[];
  send_email: { name: string; destination_address: string }[];
  triggers: { crons: string[] };
}

const config = parse(readFileSync("wrangler.toml", "utf8")) as unknown as WranglerConfig;

/** Miniflare's log, kept: the send_email binding names each .eml file it writes there. */
class KeptLog extends Log {
  readonly lines: string[] = [];
  constructor() {
    super(LogLevel.INFO);
  }
  override log(message: string): void {
    this.lines.push(message);
  }
}

export interface EdgeSite {
  /** Sends a request to the worker as the browser on `https://site.example` would. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** The raw text of every mail sent so far, oldest first. */
  mails(): string[];
  /** What Miniflare and the worker logged since the last reset. */
  logLines: string[];
  /** Runs the cron trigger once, as if at `time`. */
  runCron(time?: number): Promise<void>;
  /** Lets the send_email binding deliver only to this address (the verified destination). */
  setMailDestination(address: string): Promise<void>;
  query<T>(sql: string, ...args: unknown[]): Promise<T[]>;
  /** Empties the tables between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export const siteOrigin = "https://site.example";

/**
 * A test-only worker beside the site, bound to the same D1: it runs the statements it is sent.
 * The tests reach D1 and the cron trigger through plain requests, never through Miniflare's
 * synchronous proxy (getD1Database, getWorker), which on a loaded machine lost track of its
 * answers (CI, stop 46: "message?.id === id" failed, and every test after it).
 */
const consoleWorker = `export default {
  async fetch(request, env) {
    const statements = (await request.json()).map(([sql, args]) => env.DB.prepare(sql).bind(...args));
    try {
      const results = statements.length === 1 ? [await statements[0].all()] : await env.DB.batch(statements);
      return Response.json(results.map((result) => result.results));
    } catch (error) {
      return Response.json({ error: String(error) }, { status: 500 });
    }
  },
};`;
const [siteName, consoleName] = ["site", "d1-console"];

export async function startEdgeSite(options: {
  clientDir: string;
  /** The worker as `npm run build` wrote it, or the headers to bundle it from source with. */
  worker: { script: string } | { securityHeaders: Record<string, string> };
  persistDir: string;
  vars?: Record<string, string>;
}): Promise<EdgeSite> {
  const log = new KeptLog();
  const [database] = config.d1_databases;
  const [mail] = config.send_email;
  const d1Databases = { [database!.binding]: database!.database_name };
  const site = {
    name: siteName,
    modules: true,
    script:
      "script" in options.worker
        ? options.worker.script
        : await bundleWorker(options.worker.securityHeaders),
    compatibilityDate: config.compatibility_date,
    assets: {
      directory: options.clientDir,
      binding: config.assets.binding,
      routerConfig: {
        has_user_worker: true,
        static_routing: { user_worker: config.assets.run_worker_first },
      },
      assetConfig: {
        not_found_handling: config.assets.not_found_handling,
        html_handling: config.assets.html_handling,
      },
    },
    d1Databases,
    bindings: options.vars ?? {},
  };
  const d1Console = {
    name: consoleName,
    modules: true,
    script: consoleWorker.replaceAll("env.DB", `env.${database!.binding}`),
    compatibilityDate: config.compatibility_date,
    d1Databases,
  };
  const optionsFor = (destination: string) => ({
    workers: [
      { ...site, email: { send_email: [{ name: mail!.name, destination_address: destination }] } },
      d1Console,
    ],
    // No network: the request.cf placeholder instead of a download of the real one.
    cf: false,
    d1Persist: options.persistDir,
    // /cdn-cgi/handler/scheduled runs the cron trigger.
    unsafeTriggerHandlers: true,
    log,
    // The worker's own console lines (what the owner would see in the dashboard) join the log.
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      for (const stream of [stdout, stderr]) {
        createInterface({ input: stream }).on("line", (line) => log.lines.push(line));
      }
    },
  });
  const mf = new Miniflare(optionsFor(mail!.destination_address));
  const run = async <T>(statements: [sql: string, args: unknown[]][]): Promise<T[][]> => {
    const response = await mf.dispatchFetch("http://localhost/", {
      method: "POST",
      headers: { "MF-Route-Override": consoleName },
      body: JSON.stringify(statements),
    });
    const answer = (await response.json()) as T[][] | { error: string };
    if ("error" in answer) throw new Error(answer.error);
    return answer;
  };
  const query = async <T>(sql: string, ...args: unknown[]) => (await run<T>([[sql, args]]))[0]!;
  await run(migrationStatements().map((statement) => [statement, []]));
  const mailFiles = () =>
    log.lines
      .flatMap((line) => line.match(/\S+\.eml/g) ?? [])
      .map((file) => readFileSync(file, "utf8"));

  return {
    fetch: (path, init) =>
      mf.dispatchFetch(`${siteOrigin}${path}`, {
        redirect: "manual",
        ...init,
      } as never) as unknown as Promise<Response>,
    mails: mailFiles,
    logLines: log.lines,
    async runCron(time = Date.now()) {
      const trigger = new URLSearchParams({ cron: config.triggers.crons[0]!, time: String(time) });
      const response = await mf.dispatchFetch(
        `http://localhost/cdn-cgi/handler/scheduled?${trigger}`,
        { headers: { "MF-Route-Override": siteName } },
      );
      if (!response.ok) throw new Error(`cron run: ${response.status} ${await response.text()}`);
    },
    async setMailDestination(address) {
      await mf.setOptions(optionsFor(address));
    },
    query,
    async reset() {
      // A mail still in flight from the test before would land in this test's log.
      for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
        const [row] = await query<{ n: number }>("SELECT COUNT(*) AS n FROM outbox");
        if (!row?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await run([
        ["DELETE FROM enquiries", []],
        ["DELETE FROM rate_hits", []],
      ]);
      log.lines.length = 0;
    },
    close: () => mf.dispose(),
  };
}
