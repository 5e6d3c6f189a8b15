import type { Route } from "./+types/impressum";
import { LegalDocument } from "#app/components/sections/legal-document";
import { impressum } from "#app/content/legal";
import { pageMeta } from "#app/lib/meta";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(impressum.meta, location.pathname, { noindex: true });

export default function Impressum() {
  return <LegalDocument page={impressum} />;
}
