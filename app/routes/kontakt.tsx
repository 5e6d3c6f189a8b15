import type { Route } from "./+types/kontakt";
import { PageHero } from "#app/components/sections/page-hero";
import { pageMeta } from "#app/lib/meta";

const page = { title: "Kontakt", description: "Kontakt" };

export const meta = ({ location }: Route.MetaArgs) => pageMeta(page, location.pathname);

export default function Kontakt() {
  return <PageHero title={page.title} />;
}
