import { ChevronDown } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-link";
import { cookieBanner } from "#app/content/cookie-banner";

/**
 * Asks once for consent. It is in every page's HTML and hidden by default;
 * CSS shows it while the inline head script marks the page as waiting for a
 * choice, and the head script stores the choice, so the buttons work from
 * the first paint. On phones it is a bottom sheet of at most 96 px at 360×640
 * (two short lines and the buttons), so it covers no page's first button; the
 * providers are one tap away. Its two buttons are the only choices, of equal
 * size and weight.
 */
export function CookieBanner() {
  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="cookie-banner fixed inset-x-0 bottom-0 z-[70] mx-auto hidden max-w-6xl rounded-t-2xl border-t border-border bg-bg px-3 pb-2 pt-1.5 shadow-2xl sm:inset-x-4 sm:bottom-4 sm:rounded-2xl sm:border sm:p-4 md:grid-cols-[minmax(0,1fr)_auto] md:gap-x-6"
    >
      <h2
        id="cookie-banner-title"
        className="sr-only sm:not-sr-only sm:text-base sm:font-semibold md:col-start-1"
      >
        {cookieBanner.title}
      </h2>
      {/* Layered: the first layer is two short lines; one tap on them shows every provider,
          each transfer's basis and the way to withdraw, before any choice (decision 053). */}
      <details className="group text-xs leading-[1.25] text-muted sm:mt-1 sm:text-sm sm:leading-snug md:col-start-1">
        <summary className="cursor-pointer list-none [&::-webkit-details-marker]:hidden">
          {cookieBanner.short}{" "}
          <span className="whitespace-nowrap font-semibold text-primary underline underline-offset-2">
            {cookieBanner.detailsLabel}
            {/* The site's one disclosure mark (ui/disclosure.tsx), at the line's size. */}
            <ChevronDown
              aria-hidden="true"
              className="ml-0.5 inline size-[1.1em] align-[-0.2em] transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </span>
        </summary>
        <p className="mt-1.5 max-h-[40svh] overflow-y-auto">
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
      </details>
      {/* Beside the text from md: the banner stays low, clear of a hero's main button. */}
      <div className="mt-1.5 flex items-center gap-2 sm:mt-3 md:col-start-2 md:row-span-2 md:row-start-1 md:mt-0 md:w-80 md:self-center">
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
            className={`${buttonClass("secondary", "sm")} flex-1 basis-0 whitespace-nowrap`}
          >
            {label}
          </button>
        ))}
      </div>
    </section>
  );
}
