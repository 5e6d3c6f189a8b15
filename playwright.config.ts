import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/${process.env.BUILD_DIR ?? "build"}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: "/usr/bin/chromium",
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
  webServer: {
    command: "npm run serve",
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: process.env.BUILD_DIR ?? "build" },
    reuseExistingServer: !process.env.CI,
  },
});
