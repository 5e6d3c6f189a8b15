import { buttonClass } from "./button-link";

/** Forgets the cookie choice and reloads, so the banner asks again (handled by app/shell/head.js). */
export function ResetConsentButton({ label }: { label: string }) {
  return (
    <button type="button" data-consent-reset className={buttonClass("primary")}>
      {label}
    </button>
  );
}
