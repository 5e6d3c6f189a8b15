import type { Route } from "./+types/impressum";
import { LegalDocument } from "#app/components/sections/legal-document";
import { pageMeta } from "#app/lib/meta";
import { readPage } from "#app/content/files/collections";

const impressum = readPage("impressum");

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(impressum.meta, location.pathname, { noindex: true });

export default function Impressum() {
  return <LegalDocument page={impressum} />;
}
