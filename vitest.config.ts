import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { pageScripts, siteScripts } from "./scripts/vite-page-scripts";

// Unit and component tests only; the React Router plugin is for app builds.
export default defineConfig({
  // Components render the URLs of the page scripts (in tests: their source paths).
  plugins: [pageScripts(siteScripts)],
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // Node by default; files that render components ask for jsdom themselves.
    environment: "node",
    globals: true,
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./tests/setup-vitest.ts"],
  },
});
