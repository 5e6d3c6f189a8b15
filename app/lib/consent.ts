import { useSyncExternalStore } from "react";
import { safeStorage } from "./storage";

/** The visitor's cookie choice; `null` means no (valid) choice yet. */
export type Consent = "accepted" | "declined" | null;
export const CONSENT_KEY = "cookie-consent";

/** Class on <html> while no choice is stored: the CSS shows the banner with the first paint. */
const PENDING_CLASS = "consent-pending";

/**
 * Runs inline in <head>, so the prerendered banner is visible from the
 * first paint (not popping in after hydration) and only when it is needed.
 */
export const consentScript = `(function(){var c;try{c=localStorage.getItem("${CONSENT_KEY}")}catch(e){}if(c!=="accepted"&&c!=="declined")document.documentElement.classList.add("${PENDING_CLASS}")})();`;

type Listener = () => void;
const listeners = new Set<Listener>();

export function parseConsent(value: unknown): Consent {
  return value === "accepted" || value === "declined" ? value : null;
}

export function getConsent(): Consent {
  return parseConsent(safeStorage.get(CONSENT_KEY));
}

function notify(): void {
  document.documentElement.classList.toggle(PENDING_CLASS, getConsent() === null);
  listeners.forEach((listener) => listener());
}

export function setConsent(value: Exclude<Consent, null>): void {
  safeStorage.set(CONSENT_KEY, value);
  notify();
}

/** Forgets the choice, so the banner asks again (used by "Einstellungen ändern"). */
export function resetConsent(): void {
  safeStorage.remove(CONSENT_KEY);
  notify();
}

/** Calls `listener` on every change, in this tab or another one. */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/**
 * The consent value for components. While prerendering and hydrating it is
 * `undefined` ("not known yet"), so nothing consent-dependent is baked into
 * the static HTML and hydration matches.
 */
export function useConsent(): Consent | undefined {
  return useSyncExternalStore(subscribeConsent, getConsent, () => undefined);
}
