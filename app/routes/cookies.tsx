import type { Route } from "./+types/cookies";
import { LegalDocument } from "#app/components/sections/legal-document";
import { ResetConsentButton } from "#app/components/ui/reset-consent-button";
import { asksForConsent } from "#app/content/embeds";
import { pageMeta } from "#app/lib/meta";
import { readPage } from "#app/content/files/collections";

const cookiePolicy = readPage("cookies");

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(cookiePolicy.meta, location.pathname);

export default function Cookies() {
  return (
    <LegalDocument page={cookiePolicy}>
      {cookiePolicy.updated && <p className="mt-4 text-sm text-muted">{cookiePolicy.updated}</p>}
      {/* Without a service that waits for consent there is no choice to change. */}
      {asksForConsent && (
        <div className="mt-6">
          <ResetConsentButton label={cookiePolicy.changeSettingsLabel} />
        </div>
      )}
    </LegalDocument>
  );
}
