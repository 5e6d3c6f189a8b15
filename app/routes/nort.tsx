import type { Route } from "./+types/nort";
import { PageHero } from "#app/components/sections/page-hero";
import { pageMeta } from "#app/lib/meta";

const page = { title: "Profil", description: "Profil" };

export const meta = ({ location }: Route.MetaArgs) => pageMeta(page, location.pathname);

export default function Nort() {
  return <PageHero title={page.title} />;
}
