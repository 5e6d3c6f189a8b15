import type { Route } from "./+types/cases";
import { PageHero } from "#app/components/sections/page-hero";
import { pageMeta } from "#app/lib/meta";

const page = { title: "Cases", description: "Cases" };

export const meta = ({ location }: Route.MetaArgs) => pageMeta(page, location.pathname);

export default function Cases() {
  return <PageHero title={page.title} />;
}
