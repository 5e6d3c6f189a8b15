import { readFileSync } from "node:fs";
import { JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";

const source = readFileSync(new URL("./head.js", import.meta.url), "utf8");

/** A fresh page with the head script run in it, as a browser would before first paint. */
function page({
  stored = {},
  systemDark = false,
  storage = "works",
}: {
  stored?: Record<string, string>;
  systemDark?: boolean;
  storage?: "works" | "throws";
} = {}) {
  const dom = new JSDOM(
    `<!doctype html><html><body>
      <button data-theme-toggle>Dunkles Farbschema</button>
      <button data-consent-choice="accepted">Alle akzeptieren</button>
      <button data-consent-choice="declined">Nur essenzielle</button>
      <button popovertarget="menu" data-label-closed="Menü öffnen" data-label-open="Menü schließen">Menü</button>
      <nav id="menu" popover><a href="#x">Link</a></nav>
    </body></html>`,
    { url: "https://site.example/", runScripts: "outside-only" },
  );
  const { window } = dom;
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  if (storage === "throws") {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new window.DOMException("blocked", "SecurityError");
      },
    });
  }
  window.matchMedia = ((query: string) => ({
    matches: systemDark && query === "(prefers-color-scheme: dark)",
  })) as typeof window.matchMedia;
  window.eval(source);
  window.document.dispatchEvent(new window.Event("DOMContentLoaded"));
  const root = window.document.documentElement;
  const click = (selector: string) => window.document.querySelector<HTMLElement>(selector)!.click();
  return { window, root, click };
}

describe("theme", () => {
  it("follows the system preference when nothing valid is stored", () => {
    expect(page({ systemDark: true }).root.classList.contains("dark")).toBe(true);
    expect(page({ systemDark: false }).root.classList.contains("dark")).toBe(false);
    const corrupt = page({ systemDark: true, stored: { "theme-preference": "purple" } });
    expect(corrupt.root.classList.contains("dark")).toBe(true);
  });

  it("prefers the stored choice over the system", () => {
    expect(page({ systemDark: true, stored: { "theme-preference": "light" } }).root.className).toBe(
      "",
    );
    const dark = page({ stored: { "theme-preference": "dark" } });
    expect(dark.root.classList.contains("dark")).toBe(true);
    expect(dark.root.style.colorScheme).toBe("dark");
  });

  it("the toggle flips the theme, stores it and reports its state", () => {
    const { window, root, click } = page();
    const toggle = window.document.querySelector("[data-theme-toggle]")!;
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    click("[data-theme-toggle]");
    expect(root.classList.contains("dark")).toBe(true);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(window.localStorage.getItem("theme-preference")).toBe("dark");
    click("[data-theme-toggle]");
    expect(root.classList.contains("dark")).toBe(false);
    expect(window.localStorage.getItem("theme-preference")).toBe("light");
  });

  it("works for the page view when storage throws", () => {
    const { root, click } = page({ storage: "throws", systemDark: true });
    expect(root.classList.contains("dark")).toBe(true);
    click("[data-theme-toggle]");
    expect(root.classList.contains("dark")).toBe(false);
  });
});

describe("consent", () => {
  it("asks while no valid choice is stored", () => {
    expect(page().root.dataset.consent).toBe("pending");
    expect(page({ stored: { "cookie-consent": "maybe" } }).root.dataset.consent).toBe("pending");
    expect(page({ stored: { "cookie-consent": "declined" } }).root.dataset.consent).toBe(
      "declined",
    );
  });

  it("a banner button stores the choice, hides the banner and tells the shell module", () => {
    const { window, root, click } = page();
    const changed = vi.fn();
    window.document.addEventListener("consentchange", changed);
    click('[data-consent-choice="accepted"]');
    expect(root.dataset.consent).toBe("accepted");
    expect(window.localStorage.getItem("cookie-consent")).toBe("accepted");
    expect(changed).toHaveBeenCalledOnce();
    expect(window.siteShell.consent()).toBe("accepted");
  });

  it("keeps the choice in memory when storage throws", () => {
    const { window, root, click } = page({ storage: "throws" });
    click('[data-consent-choice="declined"]');
    expect(root.dataset.consent).toBe("declined");
    window.document.dispatchEvent(new window.Event("DOMContentLoaded"));
    expect(root.dataset.consent).toBe("declined");
  });
});

describe("popover menu", () => {
  it("its button names the next action", () => {
    const { window } = page();
    const button = window.document.querySelector("[popovertarget]")!;
    const menu = window.document.getElementById("menu")!;
    const toggle = (newState: string) =>
      menu.dispatchEvent(Object.assign(new window.Event("toggle"), { newState }));
    toggle("open");
    expect(button.getAttribute("aria-label")).toBe("Menü schließen");
    toggle("closed");
    expect(button.getAttribute("aria-label")).toBe("Menü öffnen");
  });
});
