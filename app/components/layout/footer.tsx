import { Link, useLocation } from "react-router";
import { useId, type ReactNode } from "react";
import { VoiceAgent } from "#app/components/embeds/voice-agent";
import { EmailText } from "#app/components/ui/email-text";
import { ResetConsentButton } from "#app/components/ui/reset-consent-button";
import { consentSettingsLabel } from "#app/content/cookie-banner";
import { asksForConsent } from "#app/content/embeds";
import { buildYear } from "#app/content/dates";
import { contactNav, footerColumnLabels, footerNav, footerSiteNav } from "#app/content/navigation";
import type { Cta } from "#app/content/types";
import { companyName, site } from "#app/content/site";
import { specStrings } from "#app/content/spec-strings";

const footerLinkClass =
  "inline-flex min-h-11 min-w-11 items-center text-fg underline-offset-4 hover:underline";

/** A labelled footer column: its heading names the navigation landmark too. */
function Column({
  label,
  nav,
  className = "",
  children,
}: {
  label: string;
  nav?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const Tag = nav ? "nav" : "section";
  return (
    <Tag aria-labelledby={headingId} className={`min-w-0 ${className}`}>
      <h2
        id={headingId}
        className="font-sans text-xs font-semibold uppercase tracking-wider text-muted"
      >
        {label}
      </h2>
      <div className="mt-2 text-sm">{children}</div>
    </Tag>
  );
}

/** One link per line, and optionally one more entry after them (a control, not a page). */
function LinkList({ items, children }: { items: readonly Cta[]; children?: ReactNode }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} className={footerLinkClass}>
            {item.label}
          </Link>
        </li>
      ))}
      {children && <li>{children}</li>}
    </ul>
  );
}

/**
 * Every page's end: labelled columns for the pages the header does not list,
 * the legal links with the control that withdraws cookie consent (while
 * something asks for it), the contact details, and the voice assistant's
 * launcher while one is set (one line in the flow: it covers nothing; on /kontakt the page
 * offers it beside the avatar, so the page has one place to load them). The columns have fixed shares of the width, so no text sizes them.
 */
export function Footer() {
  const { street, postalCode, city } = site.address;
  const { pathname } = useLocation();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <p className="font-display text-xl font-semibold tracking-tight">
          {site.brand}
          <span className="text-primary">.</span>
        </p>
        <div className="mt-6 grid grid-cols-[minmax(0,47fr)_minmax(0,53fr)] gap-x-3 gap-y-5 sm:grid-cols-2 sm:gap-x-6 sm:gap-y-8 md:grid-cols-3">
          {/* On phones the pages fill the first column; the legal links and the contact details
              share the second, one under the other (under both, the contact details cost every
              page a fifth of a screen). The second is the wider: at 360 px the sample e-mail
              address keeps to one line, a longer one breaks after its "@". */}
          <Column label={footerColumnLabels.pages} nav className="max-md:row-span-2">
            <LinkList items={footerSiteNav} />
          </Column>
          <Column label={footerColumnLabels.legal} nav>
            <LinkList items={footerNav}>
              {asksForConsent && (
                <ResetConsentButton label={consentSettingsLabel} className={footerLinkClass} />
              )}
            </LinkList>
          </Column>
          <Column label={contactNav.label}>
            <address className="not-italic">
              <p className="py-2.5">
                {street}
                <br />
                {postalCode} {city}
              </p>
              <p>
                <a href={`tel:${site.phone.href}`} className={footerLinkClass}>
                  {site.phone.display}
                </a>
                <br />
                <a href={`mailto:${site.email}`} className={`${footerLinkClass} break-words`}>
                  <EmailText text={site.email} />
                </a>
              </p>
            </address>
          </Column>
        </div>
        <div className="mt-6 grid gap-3 border-t border-border pt-4 sm:mt-8">
          {/* One quiet line, not a card; /kontakt offers it beside the avatar instead. */}
          {/* From md on the columns' grid: its launcher under the contact column, not after a
              line of whatever length (round 37: "off the grid"). */}
          {pathname !== contactNav.to && (
            <VoiceAgent className="md:grid md:grid-cols-3 md:gap-x-6 md:[&>p]:col-span-2 md:[&>button]:justify-self-start" />
          )}
          {/* The spec says 2024; issue 20 makes it the year of the build. */}
          <p className="py-2 text-sm text-muted">
            © {buildYear} {companyName}. {specStrings.footer.rights}
          </p>
        </div>
      </div>
    </footer>
  );
}
