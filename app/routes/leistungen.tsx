import type { Route } from "./+types/leistungen";
import { PageHero } from "#app/components/sections/page-hero";
import { pageMeta } from "#app/lib/meta";

const page = { title: "Leistungen", description: "Leistungen" };

export const meta = ({ location }: Route.MetaArgs) => pageMeta(page, location.pathname);

export default function Leistungen() {
  return <PageHero title={page.title} />;
}
