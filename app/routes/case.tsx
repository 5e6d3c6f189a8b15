import type { Route } from "./+types/case";
import { PageHero } from "#app/components/sections/page-hero";
import { pageMeta } from "#app/lib/meta";

const page = { title: "Case", description: "Case" };

export const meta = ({ location }: Route.MetaArgs) => pageMeta(page, location.pathname);

export default function Case() {
  return <PageHero title={page.title} />;
}
