/**
 * Load benchmark of the two ways of serving the site, side by side: the Node
 * server (`npm run serve`, plain HTTP as nginx reaches it) and the shipped
 * nginx configuration (HTTPS, one worker, like the Node process).
 * autocannon on loopback, 10 s per run, then a 60 s soak of the Node server
 * with its memory at start and end. `POST /api/kontakt` stores a valid
 * enquiry per request (in a throwaway data dir, rate limit lifted, no mail).
 * Bounded and self-stopping; prints a table and does not fail.
 * Needs a build: npm run build:demo && npm run bench:server
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { sampleEnquiry } from "../tests/support/server";
import { clientDir } from "../tests/gates/pages";
import { startServingSetups } from "../tests/gates/serving-setups";

const runSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const connectionCounts = [50, 200];

const assetsDir = join(clientDir, "assets");
const bySize = (extension: string) =>
  readdirSync(assetsDir)
    .filter((name) => name.endsWith(extension))
    .sort((a, b) => statSync(join(assetsDir, b)).size - statSync(join(assetsDir, a)).size);
const enquiryPath = "/api/kontakt";
const paths = ["/", `/assets/${bySize(".css")[0]}`, `/assets/${bySize(".js")[0]}`, enquiryPath];
const enquiryRequest = {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(sampleEnquiry()),
};

/** Resident memory in MB of a process group's server processes (not the npm and sh wrappers). Linux /proc. */
function rssMb(groupId: number): number {
  let kilobytes = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const [command = "", ...fields] = stat.slice(stat.indexOf("(") + 1).split(") ");
      if (Number(fields[0]?.split(" ")[2]) !== groupId || !["node", "nginx"].includes(command))
        continue;
      kilobytes += Number(
        /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0,
      );
    } catch {
      // The process ended while we looked.
    }
  }
  return Math.round(kilobytes / 1024);
}

async function load(url: string, connections: number, seconds: number) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "br, gzip" },
    ...(url.endsWith(enquiryPath) ? enquiryRequest : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

// Enquiries of the bench go to a database of their own, every one accepted.
const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
process.env.DATA_DIR = dataDir;
process.env.RATE_LIMIT_PER_HOUR = "100000000";
// The Node server is measured directly (plain HTTP, as nginx reaches it); nginx over TLS.
const setups = await startServingSetups();
try {
  const { site, nginx, ports } = setups;
  const servers = [
    { name: "npm run serve", origin: `http://127.0.0.1:${site.port}`, group: site.groupId },
    { name: "nginx (TLS)", origin: `https://127.0.0.1:${ports.nginx}`, group: nginx.groupId },
  ];

  const rows: string[] = [];
  for (const path of paths) {
    for (const connections of connectionCounts) {
      for (const server of servers) {
        const result = await load(server.origin + path, connections, runSeconds);
        rows.push(
          `| ${server.name} | ${path} | ${connections} | ${result.requestsPerSecond} | ${result.p50} | ${result.p99} | ${result.failures} | ${rssMb(server.group)} |`,
        );
        console.error(rows.at(-1));
      }
    }
  }
  const before = rssMb(site.groupId);
  const soak = await load(`${servers[0]!.origin}/`, 50, soakSeconds);
  const after = rssMb(site.groupId);

  console.log(`\n${runSeconds} s per run, loopback, Accept-Encoding: br, gzip\n`);
  console.log(
    "| server | path | connections | req/s | p50 ms | p99 ms | errors/non-2xx | RSS MB |",
  );
  console.log("| --- | --- | --: | --: | --: | --: | --: | --: |");
  console.log(rows.join("\n"));
  console.log(
    `\nSoak, npm run serve, ${soakSeconds} s at 50 connections on /: ${soak.requestsPerSecond} req/s, p99 ${soak.p99} ms, ${soak.failures} errors/non-2xx; RSS ${before} MB at start, ${after} MB at end.`,
  );
} finally {
  await setups.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
