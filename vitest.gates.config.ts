import { defineConfig } from "vitest/config";

// Gates over the production build (run after `npm run build`).
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/gates/**/*.test.ts"],
    testTimeout: 180_000,
  },
});
