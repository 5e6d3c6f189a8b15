import type { Route } from "./+types/datenschutz";
import { LegalDocument } from "#app/components/sections/legal-document";
import { datenschutz } from "#app/content/legal";
import { pageMeta } from "#app/lib/meta";

export const loader = () => datenschutz;

export const meta = ({ data, location }: Route.MetaArgs) => pageMeta(data.meta, location.pathname);

export default function Datenschutz({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData} />;
}
