import { Link } from "react-router";
import type { ReactNode } from "react";
import { VoiceAgent } from "#app/components/embeds/voice-agent";
import { ResetConsentButton } from "#app/components/ui/reset-consent-button";
import { consentSettingsLabel } from "#app/content/cookie-banner";
import { buildYear } from "#app/content/dates";
import { footerNav, footerSiteNav } from "#app/content/navigation";
import type { Cta } from "#app/content/types";
import { companyName, site } from "#app/content/site";

const footerLinkClass =
  "inline-flex min-h-11 min-w-11 items-center text-fg underline-offset-4 hover:underline";

/** The footer's links, and optionally one more entry after them (a control, not a page). */
function LinkList({
  label,
  items,
  children,
}: {
  label: string;
  items: readonly Cta[];
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-x-5 text-sm">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={footerLinkClass}>
              {item.label}
            </Link>
          </li>
        ))}
        {children && <li>{children}</li>}
      </ul>
    </nav>
  );
}

/**
 * Every page's end: the pages the header does not list, the legal links, the
 * control that withdraws cookie consent, and the voice assistant's launcher
 * (bottom right, in the flow: it covers nothing).
 */
export function Footer() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] md:items-end">
        <div className="grid gap-4">
          <p className="font-display text-xl font-semibold tracking-tight">
            {site.brand}
            <span className="text-primary">.</span>
          </p>
          <LinkList label="Seiten" items={footerSiteNav} />
          <div className="flex flex-col gap-x-6 sm:flex-row sm:items-center">
            {/* The spec says 2024; issue 20 makes it the year of the build. */}
            <p className="text-sm text-muted">
              © {buildYear} {companyName}. Alle Rechte vorbehalten.
            </p>
            <LinkList label="Rechtliches" items={footerNav}>
              <ResetConsentButton label={consentSettingsLabel} className={footerLinkClass} />
            </LinkList>
          </div>
        </div>
        <VoiceAgent className="md:max-w-xs" />
      </div>
    </footer>
  );
}
