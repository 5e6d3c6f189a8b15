import type { Route } from "./+types/datenschutz";
import { LegalDocument } from "#app/components/sections/legal-document";
import { pageMeta } from "#app/lib/meta";
import { readPage } from "#app/content/files/collections";

const datenschutz = readPage("datenschutz");

export const meta = ({ location }: Route.MetaArgs) => pageMeta(datenschutz.meta, location.pathname);

export default function Datenschutz() {
  return <LegalDocument page={datenschutz} />;
}
