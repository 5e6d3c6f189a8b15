import type { Route } from "./+types/ueber-uns";
import { PageHero } from "#app/components/sections/page-hero";
import { pageMeta } from "#app/lib/meta";

const page = { title: "Über uns", description: "Über uns" };

export const meta = ({ location }: Route.MetaArgs) => pageMeta(page, location.pathname);

export default function UeberUns() {
  return <PageHero title={page.title} />;
}
