import type { Route } from "./+types/datenschutz";
import { LegalDocument } from "#app/components/sections/legal-document";
import { datenschutz } from "#app/content/legal";
import { pageMeta } from "#app/lib/meta";

export const meta = ({ location }: Route.MetaArgs) => pageMeta(datenschutz.meta, location.pathname);

export default function Datenschutz() {
  return <LegalDocument page={datenschutz} />;
}
