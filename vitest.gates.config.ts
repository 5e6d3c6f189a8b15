import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Gates over the production build (run after `npm run build`).
export default defineConfig({
  resolve: {
    alias: Object.fromEntries(
      ["app", "scripts", "tests"].map((dir) => [
        `#${dir}`,
        fileURLToPath(new URL(`./${dir}`, import.meta.url)),
      ]),
    ),
  },
  test: {
    environment: "node",
    include: ["tests/gates/**/*.test.ts"],
    testTimeout: 180_000,
  },
});
