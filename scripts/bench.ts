/**
 * Performance benchmark: Lighthouse (mobile preset) against the production
 * build served like `npm start`, three runs per page, medians printed (the
 * fonts' transferred bytes among them), plus
 * each page against its floor (the same page in the same run with every
 * script and web font blocked: what HTML and CSS alone reach), LCP and TBT —
 * and, on the slow-phone profile, the JavaScript fetched until idle and the
 * delay from first paint to a working tap (scripts/bench-first-tap.ts).
 * The floor is also measured on the build issue 23 was filed against
 * (`BENCH_BASELINE`, built once into the temporary folder), in the same run:
 * its blocking time is the one this build's must at least halve; beside it,
 * the main thread's rendering work (style, layout, paint) on both.
 * Prints figures; it does not fail. Usage: npm run bench
 */
import { type ChildProcess, execFileSync, execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { measureFirstTap } from "./bench-first-tap";
import { chromiumPath } from "./system-tools";

const originOf = (port: number) => `http://127.0.0.1:${port}`;
const port = 4380;
const origin = originOf(port);
const baselinePort = 4381;
const baselineOrigin = originOf(baselinePort);
/** The commit issue 23 measured as "today's build" (the parent of its first commit). */
const baselineCommit = process.env.BENCH_BASELINE ?? "a8ea25f";
const pages = process.env.BENCH_PAGES?.split(",") ?? [
  "/",
  "/leistungen/decision-architecture",
  "/case/astroplants",
  "/nort",
  "/kontakt",
];
const runs = 3;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function startServer(port: number, buildDir = "build"): Promise<ChildProcess> {
  const url = originOf(port);
  // A server left over on the port would be measured instead of this build.
  const stale = await fetch(url).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${port} is in use; stop the process listening there`);
  // What `npm run serve` runs: the server bundled into the live release.
  const server = spawn(process.execPath, ["server/main.js", "serve"], {
    env: {
      ...process.env,
      PORT: String(port),
      BUILD_DIR: buildDir,
      DATA_DIR: mkdtempSync(join(tmpdir(), "bench-")),
    },
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(url);
      return server;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error("server did not start");
}

/**
 * The baseline's demo build, made once from `git archive` with this checkout's
 * node_modules (its dependencies are a subset of today's); served by today's server.
 */
function baselineBuild(): string {
  const commit = execFileSync("git", ["rev-parse", "--short", baselineCommit], {
    encoding: "utf8",
  }).trim();
  const dir = join(tmpdir(), `bench-baseline-${commit}`);
  const buildDir = join(dir, "build");
  if (existsSync(join(buildDir, "current"))) return buildDir;
  console.log(`Baseline ${commit}: building once into ${dir} …`);
  mkdirSync(dir, { recursive: true });
  execSync(`git archive ${commit} | tar -x -C ${dir}`);
  if (!existsSync(join(dir, "node_modules")))
    symlinkSync(join(process.cwd(), "node_modules"), join(dir, "node_modules"));
  execSync("npx tsx scripts/build/release.ts --demo", { cwd: dir, stdio: "ignore" });
  return buildDir;
}

/** The fields of Lighthouse's network-requests rows the bench reads. */
interface NetworkRequest {
  resourceType?: string;
  transferSize: number;
}

/** Main-thread work by kind (Lighthouse's mainthread-work-breakdown rows, on the slowed CPU). */
interface WorkRow {
  group: string;
  duration: number;
}
/** Style, layout, paint and compositing: what rendering the page costs the main thread. */
const renderGroups = new Set(["styleLayout", "paintCompositeRender"]);

async function measure(chromePort: number, url: string, floor: boolean) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    blockedUrlPatterns: floor ? ["*.js", "*.woff2"] : [],
  });
  const { audits, categories } = result!.lhr;
  const requests =
    (audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  const work =
    (audits["mainthread-work-breakdown"]?.details as { items?: WorkRow[] } | undefined)?.items ??
    [];
  return {
    render: work
      .filter((row) => renderGroups.has(row.group))
      .reduce((sum, row) => sum + row.duration, 0),
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: audits["first-contentful-paint"]!.numericValue!,
    lcp: audits["largest-contentful-paint"]!.numericValue!,
    tbt: audits["total-blocking-time"]!.numericValue!,
    cls: audits["cumulative-layout-shift"]!.numericValue!,
    fontBytes: requests
      .filter((request) => request.resourceType === "Font")
      .reduce((sum, request) => sum + request.transferSize, 0),
  };
}

const baselineDir = baselineBuild();
const server = await startServer(port);
const baselineServer = await startServer(baselinePort, baselineDir);
const chromePath = chromiumPath();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  const rows = [];
  for (const path of pages) {
    const normal = [];
    const floor = [];
    const baselineFloor = [];
    for (let run = 0; run < runs; run++) {
      normal.push(await measure(chrome.port, origin + path, false));
      floor.push(await measure(chrome.port, origin + path, true));
      baselineFloor.push(await measure(chrome.port, baselineOrigin + path, true));
    }
    const lcp = median(normal.map((r) => r.lcp));
    const lcpFloor = median(floor.map((r) => r.lcp));
    const tbt = median(normal.map((r) => r.tbt));
    const tbtFloor = median(floor.map((r) => r.tbt));
    const tbtBaselineFloor = median(baselineFloor.map((r) => r.tbt));
    rows.push({
      page: path,
      score: median(normal.map((r) => r.score)),
      "FCP ms": Math.round(median(normal.map((r) => r.fcp))),
      "LCP ms": Math.round(lcp),
      "TBT ms": Math.round(tbt),
      CLS: Number(median(normal.map((r) => r.cls)).toFixed(3)),
      "font KB": Number((median(normal.map((r) => r.fontBytes)) / 1024).toFixed(1)),
      "floor LCP ms": Math.round(lcpFloor),
      "LCP/floor": Number((lcp / lcpFloor).toFixed(2)),
      "floor TBT ms": Math.round(tbtFloor),
      "TBT−floor ms": Math.round(tbt - tbtFloor),
      "baseline floor TBT ms": Math.round(tbtBaselineFloor),
      "floor render ms": Math.round(median(floor.map((r) => r.render))),
      "baseline floor render ms": Math.round(median(baselineFloor.map((r) => r.render))),
      ...(await measureFirstTap(chromePath, origin, path)),
    });
  }
  console.table(rows);
  console.log(
    `Targets: score 100, CLS ≤ 0.01, LCP/floor ≤ 1.10, TBT−floor ≤ 50 ms, floor TBT ≤ half the baseline's (${baselineCommit}), JS ≤ 15 KB (content) / 130 KB (form), taps ≤ 250 ms`,
  );
} finally {
  await chrome.kill();
  server.kill();
  baselineServer.kill();
}
