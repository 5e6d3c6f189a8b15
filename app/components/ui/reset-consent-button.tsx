import { buttonClass } from "./button-link";
import { resetConsent } from "#app/lib/consent";

/** Forgets the cookie choice and reloads, so the banner asks again. */
export function ResetConsentButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={buttonClass("primary")}
      onClick={() => {
        resetConsent();
        window.location.reload();
      }}
    >
      {label}
    </button>
  );
}
