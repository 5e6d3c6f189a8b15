import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Component and DOM tests (`*.dom.test.ts(x)`) start each test on an empty page.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
