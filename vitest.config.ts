import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and component tests only; the React Router plugin is for app builds.
export default defineConfig({
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // Node by default; files that render components ask for jsdom themselves.
    environment: "node",
    globals: true,
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./tests/setup-vitest.ts"],
  },
});
