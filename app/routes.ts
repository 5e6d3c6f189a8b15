import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { founderPath } from "./content/site";

export default [
  index("routes/home.tsx"),
  route("leistungen", "routes/leistungen.tsx"),
  route("leistungen/:slug", "routes/leistung.tsx"),
  route("zukunftssicher", "routes/zukunftssicher.tsx"),
  route("cases", "routes/cases.tsx"),
  route("cases/:kind/:slug", "routes/cases.tsx", { id: "cases-filtered" }),
  route("case/:slug", "routes/case.tsx"),
  route("hexacore", "routes/hexacore.tsx"),
  route("nort", "routes/nort.tsx"),
  route("ueber-uns", "routes/ueber-uns.tsx"),
  route(founderPath.slice(1), "routes/ueber-gruender.tsx"),
  route("kontakt", "routes/kontakt.tsx"),
  route("kontakt/danke", "routes/kontakt-danke.tsx"),
  route("kontakt/fehler", "routes/kontakt-fehler.tsx"),
  route("impressum", "routes/impressum.tsx"),
  route("datenschutz", "routes/datenschutz.tsx"),
  route("cookies", "routes/cookies.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
