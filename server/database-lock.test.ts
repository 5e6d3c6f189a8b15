import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterEach, describe, expect, it } from "vitest";
import { site as siteConfig } from "#app/content/site";
import { enquiryField } from "#app/enquiry/schema";
import { spawnServer, type ServerProcess } from "../tests/support/server-process";
import {
  holdWriteLock,
  openDatabaseFiles,
  sampleEnquiry,
  temporaryDir,
  waitFor,
  writeFixtureBuild,
  postContactForm,
} from "../tests/support/server";

/**
 * Another process holding the enquiry database (a `npm run leads` that hangs,
 * a backup tool, an editor) never stalls the pages, and the store comes back
 * promptly and quietly once it lets go.
 */
let server: ServerProcess | undefined;
afterEach(() => {
  server?.child.kill("SIGKILL");
  server = undefined;
});

async function start() {
  const root = temporaryDir("lock");
  const buildDir = join(root, "build");
  const dataDir = join(root, "data");
  writeFixtureBuild(buildDir);
  server = await spawnServer({
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_HOUR: "1000",
  });
  return { url: server.url, file: join(dataDir, "enquiries.db"), pid: server.child.pid! };
}

const text = "Bitte rufen Sie mich wegen unseres Projekts zurück.";
const post = (url: string) => postContactForm(url, sampleEnquiry({ [enquiryField.message]: text }));

async function expectHonestRefusal(response: Response) {
  expect(response.status).toBe(503);
  const html = await response.text();
  expect(html).toContain(siteConfig.phone.display);
  expect(html).toContain(siteConfig.email);
  expect(html).toContain(text);
}

const lines = (output: string, part: string) =>
  output.split("\n").filter((line) => line.includes(part));

describe("an enquiry database that another process locks or that fails", () => {
  it("never stalls the pages: GET / p99 under 200 ms while the lock is held for 20 s and enquiries arrive", async () => {
    const { url, file } = await start();
    expect((await post(url)).status).toBe(303);
    const lock = await holdWriteLock(file, 20_000);
    const lockedUntil = Date.now() + 18_000;
    // Enquiries keep arriving while the lock is held: each gets the honest 503 within seconds.
    const refusals: Promise<{ status: number; html: string; ms: number }>[] = [];
    const poster = (async () => {
      while (Date.now() < lockedUntil - 6000) {
        const sent = Date.now();
        refusals.push(
          post(url).then(async (response) => ({
            status: response.status,
            html: await response.text(),
            ms: Date.now() - sent,
          })),
        );
        await new Promise((done) => setTimeout(done, 500));
      }
    })();
    const latencies: number[] = [];
    while (Date.now() < lockedUntil) {
      const sent = performance.now();
      expect((await fetch(`${url}/`)).status).toBe(200);
      latencies.push(performance.now() - sent);
      await new Promise((done) => setTimeout(done, 20));
    }
    await poster;
    const answers = await Promise.all(refusals);
    const answerTimes = answers.map((answer) => answer.ms);
    await lock.release();
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)]!;
    console.log(
      `Locked 18 s (${answers.map((answer) => answer.status).join(" ")}): ${latencies.length} GET /, p50 ${latencies[latencies.length >> 1]!.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms; ${answerTimes.length} enquiries refused after at most ${Math.max(...answerTimes)} ms`,
    );
    // About 5000 ms when a busy wait blocks the event loop (each locked attempt holds it for the
    // busy timeout); 19 ms on a quiet machine, 390 ms beside two other test runs at load 12. The
    // bound tells blocking from load: `npm run bench:server` gives the figure on a quiet machine.
    expect(p99).toBeLessThan(2000);
    expect(Math.max(...answerTimes)).toBeLessThan(10_000);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      for (const part of [siteConfig.phone.display, siteConfig.email, text]) {
        expect(answer.html).toContain(part);
      }
    }
    expect((await post(url)).status).toBe(303);
  });

  it("stores again within 5 s once the lock is gone, holds no extra file handles, and logs once each way", async () => {
    const { url, file, pid } = await start();
    expect((await post(url)).status).toBe(303);
    const handlesBefore = openDatabaseFiles(pid);
    const lock = await holdWriteLock(file, 60_000);
    for (let attempt = 0; attempt < 4; attempt++) await expectHonestRefusal(await post(url));
    const handlesLocked = openDatabaseFiles(pid);
    expect(lines(server!.output(), "wieder nutzbar")).toEqual([]);
    await lock.release();
    const released = Date.now();
    await waitFor(async () => ((await post(url)).status === 303 ? true : undefined));
    const recoveredMs = Date.now() - released;
    const handlesAfter = openDatabaseFiles(pid);
    const failed = lines(server!.output(), "nicht nutzbar");
    const recovered = lines(server!.output(), "wieder nutzbar");
    console.log(
      `Recovered ${recoveredMs} ms after the lock was released; database file handles ${handlesBefore} → ${handlesLocked} (locked) → ${handlesAfter}; log: ${failed.length} failure, ${recovered.length} recovery lines`,
    );
    expect(recoveredMs).toBeLessThan(5000);
    expect(handlesLocked).toBeLessThanOrEqual(handlesBefore);
    expect(handlesAfter).toBeLessThanOrEqual(handlesBefore);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatch(/locked/);
    expect(recovered).toHaveLength(1);
  });

  it("after a full disk has room again: stores within 5 s, no extra file handles, one line each way", async () => {
    const { url, file, pid } = await start();
    expect((await post(url)).status).toBe(303);
    const handlesBefore = openDatabaseFiles(pid);
    // Every insert fails as on a full disk, and the store opens its connection afresh after each.
    const other = createClient({ url: `file:${file}` });
    await other.execute(
      "CREATE TRIGGER full BEFORE INSERT ON enquiries BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END",
    );
    for (let attempt = 0; attempt < 6; attempt++) await expectHonestRefusal(await post(url));
    const handlesFailing = openDatabaseFiles(pid);
    await other.execute("DROP TRIGGER full");
    other.close();
    const repaired = Date.now();
    await waitFor(async () => ((await post(url)).status === 303 ? true : undefined));
    const recoveredMs = Date.now() - repaired;
    const failed = lines(server!.output(), "nicht nutzbar");
    console.log(
      `Disk full: recovered ${recoveredMs} ms after the repair; database file handles ${handlesBefore} → ${handlesFailing} (failing) → ${openDatabaseFiles(pid)}; log: ${failed.length} failure, ${lines(server!.output(), "wieder nutzbar").length} recovery lines`,
    );
    expect(recoveredMs).toBeLessThan(5000);
    expect(handlesFailing).toBeLessThanOrEqual(handlesBefore);
    expect(openDatabaseFiles(pid)).toBeLessThanOrEqual(handlesBefore);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatch(/full/);
    expect(lines(server!.output(), "wieder nutzbar")).toHaveLength(1);
  });
});
