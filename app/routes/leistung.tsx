import type { Route } from "./+types/leistung";
import { PageHero } from "#app/components/sections/page-hero";
import { pageMeta } from "#app/lib/meta";

const page = { title: "Leistung", description: "Leistung" };

export const meta = ({ location }: Route.MetaArgs) => pageMeta(page, location.pathname);

export default function Leistung() {
  return <PageHero title={page.title} />;
}
