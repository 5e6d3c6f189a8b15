import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { serviceSlugs } from "./content/services";
import { founderPath } from "./content/site";

export default [
  index("routes/home.tsx"),
  route("leistungen", "routes/leistungen.tsx"),
  // One static route per fixed slug (not `:slug`): an unknown slug then matches "*" both in
  // the prerendered 404 page and in the browser, so the 404 page hydrates without a mismatch.
  ...serviceSlugs.map((slug) => route(`leistungen/${slug}`, "routes/leistung.tsx", { id: slug })),
  route("zukunftssicher", "routes/zukunftssicher.tsx"),
  route("cases", "routes/cases.tsx"),
  route("case/:slug", "routes/case.tsx"),
  route("hexacore", "routes/hexacore.tsx"),
  route("nort", "routes/nort.tsx"),
  route("ueber-uns", "routes/ueber-uns.tsx"),
  route(founderPath.slice(1), "routes/ueber-gruender.tsx"),
  route("kontakt", "routes/kontakt.tsx"),
  route("impressum", "routes/impressum.tsx"),
  route("datenschutz", "routes/datenschutz.tsx"),
  route("cookies", "routes/cookies.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
