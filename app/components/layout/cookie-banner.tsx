import { X } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { Tooltip } from "#app/components/ui/tooltip";
import { buttonClass } from "#app/components/ui/button-link";
import { cookieBanner } from "#app/content/cookie-banner";

/**
 * Asks once for consent. It is in every page's HTML and hidden by default;
 * CSS shows it while the inline head script marks the page as waiting for a
 * choice, and the head script stores the choice, so the buttons work from
 * the first paint.
 */
export function CookieBanner() {
  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="cookie-banner fixed inset-x-2 bottom-2 z-[70] mx-auto hidden max-w-3xl rounded-2xl border border-border bg-bg p-3 shadow-2xl sm:inset-x-4 sm:bottom-4 sm:p-4"
    >
      <h2 id="cookie-banner-title" className="sr-only sm:not-sr-only sm:text-base sm:font-semibold">
        {cookieBanner.title}
      </h2>
      <p className="pr-10 text-[0.8125rem] leading-snug text-muted sm:mt-1 sm:text-sm">
        {cookieBanner.text}{" "}
        {[cookieBanner.privacyLink, cookieBanner.policyLink].map((link, index) => (
          <Fragment key={link.to}>
            {index > 0 && " · "}
            <Link to={link.to} className="text-primary underline underline-offset-2">
              {link.label}
            </Link>
          </Fragment>
        ))}
      </p>
      <div className="mt-2 flex items-center gap-2 sm:mt-3">
        {/* Equal weight: declining is as easy as accepting. */}
        {(
          [
            ["accepted", cookieBanner.acceptAll],
            ["declined", cookieBanner.essentialOnly],
          ] as const
        ).map(([choice, label]) => (
          <button
            key={choice}
            type="button"
            data-consent-choice={choice}
            className={`${buttonClass("secondary", "sm")} flex-1 whitespace-nowrap`}
          >
            {label}
          </button>
        ))}
      </div>
      {/* Last in the tab order, top right on screen. */}
      <div className="absolute right-1 top-1">
        <Tooltip label={cookieBanner.closeLabel} side="top" align="end">
          <button
            type="button"
            data-consent-choice="declined"
            aria-label={cookieBanner.closeLabel}
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-surface-strong"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </Tooltip>
      </div>
    </section>
  );
}
