import { afterEach, describe, expect, it, vi } from "vitest";
import { applyTheme, THEME_KEY, themeScript } from "./theme";

function runHeadScript(systemDark: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: systemDark && query === "(prefers-color-scheme: dark)",
  }));
  new Function(themeScript)();
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

describe("theme", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.documentElement.className = "";
  });

  it("follows the system preference when nothing is stored", () => {
    expect(runHeadScript(true)).toBe("dark");
    expect(runHeadScript(false)).toBe("light");
  });

  it("prefers the stored choice over the system", () => {
    localStorage.setItem(THEME_KEY, "light");
    expect(runHeadScript(true)).toBe("light");
    localStorage.setItem(THEME_KEY, "dark");
    expect(runHeadScript(false)).toBe("dark");
  });

  it("ignores an invalid stored value", () => {
    localStorage.setItem(THEME_KEY, "purple");
    expect(runHeadScript(true)).toBe("dark");
  });

  it("still applies the system theme when storage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(runHeadScript(true)).toBe("dark");
  });

  it("stores the toggled theme and sets the dark class", () => {
    applyTheme("dark");
    expect(document.documentElement).toHaveClass("dark");
    expect(localStorage.getItem(THEME_KEY)).toBe("dark");
    applyTheme("light");
    expect(document.documentElement).not.toHaveClass("dark");
    expect(localStorage.getItem(THEME_KEY)).toBe("light");
  });
});
