import type { Route } from "./+types/home";
import { PageHero } from "#app/components/sections/page-hero";
import { pageMeta } from "#app/lib/meta";

const page = { title: "Start", description: "Start" };

export const meta = ({ location }: Route.MetaArgs) => pageMeta(page, location.pathname);

export default function Home() {
  return <PageHero title={page.title} />;
}
