import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Gates over the production build (run after `npm run build`).
export default defineConfig({
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["tests/build/**/*.test.ts"],
    testTimeout: 120_000,
  },
});
