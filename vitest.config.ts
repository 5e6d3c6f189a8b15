import { defineConfig } from "vitest/config";
import { pageScripts, siteScripts } from "./scripts/build/vite-page-scripts.ts";

const sources = ["app", "server", "sqlite", "scripts", "edge"];

// Unit and component tests only; the React Router plugin is for app builds.
export default defineConfig({
  // Components render the URLs of the page scripts (in tests: their source paths).
  plugins: [pageScripts(siteScripts)],
  test: {
    globals: true,
    // Limits for a loaded 2-core machine (CI runs beside other work): a test fails on what it
    // sees, never on how fast the machine is; a hung test still ends.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // The content names images; pages and content modules read them as the image step made them.
    globalSetup: ["./tests/support/prepare-images.ts"],
    // Globals a test stubs (fetch, IntersectionObserver, …) are restored after it.
    unstubGlobals: true,
    // Server tests mostly wait for child processes and sockets: more workers than cores pay off.
    maxWorkers: "150%",
    projects: [
      {
        // Plain functions, content and real servers. Neither project isolates files (one
        // module graph per worker halves the suite's time), so tests mock no modules and
        // restore what they change; `vitest --sequence.shuffle` finds a test that does not.
        extends: true,
        test: {
          name: "node",
          environment: "node",
          isolate: false,
          include: sources.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
          exclude: ["**/*.dom.test.*", "**/node_modules/**"],
        },
      },
      {
        // Files named *.dom.test.* render components or drive the DOM in jsdom. They share
        // one environment per worker too: the setup file empties the page after each test.
        extends: true,
        test: {
          name: "dom",
          isolate: false,
          environment: "jsdom",
          include: sources.map((dir) => `${dir}/**/*.dom.test.{ts,tsx}`),
          setupFiles: ["./tests/support/setup-dom.ts"],
        },
      },
    ],
  },
});
