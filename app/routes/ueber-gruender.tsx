import type { Route } from "./+types/ueber-gruender";
import { PageHero } from "#app/components/sections/page-hero";
import { pageMeta } from "#app/lib/meta";

const page = { title: "Über den Gründer", description: "Über den Gründer" };

export const meta = ({ location }: Route.MetaArgs) => pageMeta(page, location.pathname);

export default function UeberGruender() {
  return <PageHero title={page.title} />;
}
