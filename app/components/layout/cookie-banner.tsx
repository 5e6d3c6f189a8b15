import { X } from "lucide-react";
import { Link } from "react-router";
import { Tooltip } from "#app/components/ui/tooltip";
import { buttonClasses } from "#app/components/ui/button-link";
import { cookieBanner } from "#app/content/cookie-banner";
import { setConsent, useConsent } from "#app/lib/consent";

/** Asks once for consent; shown only in the browser and only while no valid choice is stored. */
export function CookieBanner() {
  const consent = useConsent();
  if (consent !== null) return null;

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-2 bottom-2 z-[70] mx-auto max-w-3xl rounded-2xl border border-border bg-bg p-4 shadow-2xl sm:inset-x-4 sm:bottom-4"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="cookie-banner-title" className="text-base font-semibold">
            {cookieBanner.title}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {cookieBanner.text}{" "}
            <Link
              to={cookieBanner.policyLink.to}
              className="text-primary underline underline-offset-2"
            >
              {cookieBanner.policyLink.label}
            </Link>
          </p>
        </div>
        <Tooltip label={cookieBanner.closeLabel} side="top" align="end">
          <button
            type="button"
            aria-label={cookieBanner.closeLabel}
            onClick={() => setConsent("declined")}
            className="-mr-1 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-surface-strong"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </Tooltip>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${buttonClasses.primary} min-h-10 flex-1 px-4 py-2 text-sm`}
          onClick={() => setConsent("accepted")}
        >
          {cookieBanner.acceptAll}
        </button>
        <button
          type="button"
          className={`${buttonClasses.secondary} min-h-10 flex-1 px-4 py-2 text-sm`}
          onClick={() => setConsent("declined")}
        >
          {cookieBanner.essentialOnly}
        </button>
      </div>
    </section>
  );
}
