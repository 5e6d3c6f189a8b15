/**
 * Beacons per second on the Node server: autocannon on loopback posts page
 * views of 1,000 different visitors (by X-Forwarded-For) with made-up sources
 * to `POST /api/besuch` of a server in a process of its own (a throwaway build
 * and data dir), then reports what was counted and how many rows the store
 * holds. Bounded (BENCH_SECONDS, 10 s); prints and does not fail.
 *   npm run bench:beacons
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { join } from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { beaconPath } from "#app/stats/beacon";
import { lastDays, readFigures } from "#app/stats/figures";
import { createEnquiryStore } from "../server/enquiry-store";
import { createSiteServer } from "../server/site-server";
import { createStatsStore } from "../server/stats-store";
import { temporaryDir, writeFixtureBuild } from "../tests/support/server";

/** The server's side: serves until a line arrives on stdin, then prints what it counted. */
async function serve() {
  const root = temporaryDir("bench-beacons");
  const buildDir = join(root, "build");
  const dataDir = join(root, "data");
  writeFixtureBuild(buildDir);
  mkdirSync(join(buildDir, "client", "kontakt"), { recursive: true });
  writeFileSync(join(buildDir, "client", "kontakt", "index.html"), "<!doctype html>");
  const enquiries = createEnquiryStore(dataDir);
  const stats = createStatsStore(dataDir);
  const server = await createSiteServer({
    buildDir,
    store: enquiries,
    rateLimitPerHour: 5,
    trustProxy: true,
    onStored: () => {},
    stats: { store: stats, owners: new Set() },
  });
  console.log(await server.listen({ port: 0, host: "127.0.0.1" }));
  await once(createInterface({ input: process.stdin }), "line");
  await server.close();
  await stats.settled();
  const figures = await stats.run((run) =>
    readFigures(async (sql, args) => (await run([{ sql, args }]))[0]!, lastDays(1)),
  );
  const rows = await stats.run(
    async (run) =>
      (await run([{ sql: "SELECT count(*) AS n FROM stats_visits", args: [] }]))[0]![0]!.n,
  );
  console.log(JSON.stringify({ ...figures?.totals, rows }));
  stats.close();
  enquiries.close();
  rmSync(root, { recursive: true, force: true });
}

async function load() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename, "--server"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const url = String((await lines.next()).value);
  const pages = ["/", "/leistungen/", "/kontakt/"];
  let sent = 0;
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    requests: [
      {
        method: "POST",
        path: beaconPath,
        setupRequest: (request) => {
          sent += 1;
          const visitor = sent % 1000;
          return {
            ...request,
            headers: {
              "content-type": "text/plain;charset=UTF-8",
              "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36",
              "sec-fetch-site": "same-origin",
              "x-forwarded-for": `10.0.${Math.floor(visitor / 250)}.${visitor % 250}`,
            },
            body: JSON.stringify({
              u: `${pages[sent % pages.length]}?utm_campaign=c${sent % 50}`,
              r: `https://ref${sent % 200}.example/`,
            }),
          };
        },
      },
    ],
  });
  child.stdin!.write("stop\n");
  const counted = JSON.parse(String((await lines.next()).value)) as {
    views: number;
    visits: number;
    rows: number;
  };
  console.log(
    `${Math.round(result.requests.average)} Beacons/s (p99 ${result.latency.p99} ms, ${result.non2xx} nicht 204), ` +
      `${counted.views} gezählt (${result["2xx"]} Antworten in der Messzeit), ${counted.visits} Besuche, ${counted.rows} Zeilen in stats_visits`,
  );
}

await (process.argv.includes("--server") ? serve() : load());
