import type { Route } from "./+types/zukunftssicher";
import { PageHero } from "#app/components/sections/page-hero";
import { pageMeta } from "#app/lib/meta";

const page = { title: "Zukunftssicher", description: "Zukunftssicher" };

export const meta = ({ location }: Route.MetaArgs) => pageMeta(page, location.pathname);

export default function Zukunftssicher() {
  return <PageHero title={page.title} />;
}
