import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

// Only tests that render components run in jsdom (`// @vitest-environment jsdom`).
afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
  // Server tests run in the node environment, which has no localStorage.
  globalThis.localStorage?.clear();
});
