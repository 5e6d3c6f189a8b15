import type { Route } from "./+types/cookies";
import { LegalDocument } from "#app/components/sections/legal-document";
import { ResetConsentButton } from "#app/components/ui/reset-consent-button";
import { cookiePolicy } from "#app/content/legal";
import { pageMeta } from "#app/lib/meta";

export const loader = () => cookiePolicy;

export const meta = ({ data, location }: Route.MetaArgs) => pageMeta(data.meta, location.pathname);

export default function Cookies({ loaderData: page }: Route.ComponentProps) {
  return (
    <LegalDocument page={page}>
      <p className="mt-4 text-sm text-muted">{page.updated}</p>
      <div className="mt-6">
        <ResetConsentButton label={page.changeSettingsLabel} />
      </div>
    </LegalDocument>
  );
}
