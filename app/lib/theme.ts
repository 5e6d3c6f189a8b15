import { useSyncExternalStore } from "react";
import { safeStorage } from "./storage";

export type Theme = "light" | "dark";
export const THEME_KEY = "theme-preference";

/**
 * Runs inline in <head> before first paint, so the right theme shows even
 * before (or without) the JavaScript bundle: the stored choice if valid,
 * else the system preference. Keep it tiny and self-contained.
 */
export const themeScript = `(function(){var t;try{t=localStorage.getItem("${THEME_KEY}")}catch(e){}if(t!=="light"&&t!=="dark"){t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}document.documentElement.classList.toggle("dark",t==="dark");document.documentElement.style.colorScheme=t})();`;

const listeners = new Set<() => void>();

/** The theme on the page right now (the head script has set it). */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** Shows `theme` and remembers it for the next visit. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.documentElement.style.colorScheme = theme;
  safeStorage.set(THEME_KEY, theme);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current theme; `null` while prerendering, where it cannot be known. */
export function useTheme(): Theme | null {
  return useSyncExternalStore(subscribe, currentTheme, () => null);
}
