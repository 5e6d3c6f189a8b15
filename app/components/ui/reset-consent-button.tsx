import { buttonClass } from "./button-link";

/**
 * Forgets the cookie choice and reloads, so the banner asks again (handled by
 * app/shell/head.js): the primary button on /cookies, a footer entry on every page.
 */
export function ResetConsentButton({
  label,
  className = buttonClass("primary"),
}: {
  label: string;
  className?: string;
}) {
  return (
    <button type="button" data-consent-reset className={className}>
      {label}
    </button>
  );
}
