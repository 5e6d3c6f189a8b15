import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/system-tools";

/** A port nothing listens on, so each run tests its own server and build. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

// Workers load this file again: they inherit the port the main process chose.
process.env.E2E_PORT ??= String(await freePort());
process.env.SCREENS_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const screensPort = Number(process.env.SCREENS_PORT);
// Enquiries of this run go to a database of their own (tests read it to see what arrived).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "e2e-data-"));
const buildDir = process.env.BUILD_DIR ?? "build";

export default defineConfig({
  outputDir: `test-results/${buildDir}`,
  projects: [
    { name: "site", testDir: "tests/e2e" },
    {
      // The committed screenshots, against a build of the frozen content in tests/visual.
      name: "screens",
      testDir: "tests/visual",
      snapshotPathTemplate: "{testDir}/screens/{arg}{ext}",
      use: { baseURL: `http://127.0.0.1:${screensPort}` },
    },
  ],
  fullyParallel: true,
  // Limits for a loaded 2-core machine: waits poll until what the test expects is there, so a
  // passing test takes no longer; only a hung one is ended later. No spec sets a shorter limit
  // (a group of eight pages checked by axe beside the editor test once needed over 120 s).
  timeout: 300_000,
  expect: { timeout: 60_000 },
  workers: 2,
  // A flaky test is a defect to fix, never to retry into passing.
  retries: 0,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: "npm run serve",
      url: `http://127.0.0.1:${port}/`,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        BUILD_DIR: buildDir,
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Every test posts from 127.0.0.1; the limit itself is tested in server/.
        RATE_LIMIT_PER_HOUR: "1000",
      },
      reuseExistingServer: false,
    },
    {
      command: "npm run serve",
      url: `http://127.0.0.1:${screensPort}/`,
      env: {
        PORT: String(screensPort),
        HOST: "127.0.0.1",
        BUILD_DIR: "build-visual",
        DATA_DIR: process.env.E2E_DATA_DIR,
      },
      reuseExistingServer: false,
    },
  ],
});
