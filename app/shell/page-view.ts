/**
 * Counts this page view (docs/decisions/050-first-party-statistics.md): one
 * `sendBeacon` with the path and the referrer, once the page has loaded, so
 * it never competes with the page. Nothing is stored on the device. Do Not
 * Track and Global Privacy Control mean no beacon at all; so does the 404 page.
 */
import { beaconPath } from "#app/stats/beacon";

declare global {
  interface Navigator {
    readonly globalPrivacyControl?: boolean;
  }
}

export function initPageView(): void {
  if (navigator.doNotTrack === "1" || navigator.globalPrivacyControl) return;
  if (document.querySelector("[data-not-found]")) return;
  const send = () =>
    navigator.sendBeacon?.(
      beaconPath,
      JSON.stringify({ u: location.pathname + location.search, r: document.referrer }),
    );
  if (document.readyState === "complete") send();
  else addEventListener("load", send, { once: true });
  // A page shown again from the back/forward cache is viewed again.
  addEventListener("pageshow", (event) => event.persisted && send());
}
