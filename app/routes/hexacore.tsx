import type { Route } from "./+types/hexacore";
import { PageHero } from "#app/components/sections/page-hero";
import { pageMeta } from "#app/lib/meta";

const page = { title: "HexaCore", description: "HexaCore" };

export const meta = ({ location }: Route.MetaArgs) => pageMeta(page, location.pathname);

export default function Hexacore() {
  return <PageHero title={page.title} />;
}
