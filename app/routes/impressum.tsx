import type { Route } from "./+types/impressum";
import { LegalDocument } from "#app/components/sections/legal-document";
import { impressum } from "#app/content/legal";
import { pageMeta } from "#app/lib/meta";

// Content is loader data: read at build time, embedded in the page, not shipped as JavaScript.
export const loader = () => impressum;

export const meta = ({ data, location }: Route.MetaArgs) =>
  pageMeta(data.meta, location.pathname, { noindex: true });

export default function Impressum({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData} />;
}
