/** The visitor's cookie choice, as kept by the inline head script (./head.js). */
type Consent = "accepted" | "declined" | null;

declare global {
  interface Window {
    siteShell: { consent(): Consent; setConsent(value: Consent): void };
  }
}

const consent = (): Consent => window.siteShell.consent();

/** Calls `listener` now and whenever the choice changes (banner, other tab, reset). */
function onConsent(listener: (value: Consent) => void): void {
  listener(consent());
  document.addEventListener("consentchange", () => listener(consent()));
}

/**
 * Wires one consent-gated embed: `load` runs once, after "Alle akzeptieren"
 * or a click on one of its placeholder's `[data-embed-load]` buttons.
 */
export function gateEmbed(placeholder: Element | null, load: () => void): void {
  let loaded = false;
  const loadOnce = () => {
    if (loaded) return;
    loaded = true;
    placeholder?.setAttribute("data-embed-loaded", "");
    load();
  };
  placeholder?.querySelectorAll("[data-embed-load]").forEach((button) => {
    button.addEventListener("click", loadOnce);
  });
  onConsent((value) => {
    if (value === "accepted") loadOnce();
  });
}
