import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { founderPath, site } from "./content/site";

/** A page the owner may switch off (app/content/optional-pages.ts): without a route when off. */
const optional = (page: keyof typeof site.pages, file: string) =>
  site.pages[page] ? [route(page, file)] : [];

export default [
  index("routes/home.tsx"),
  route("leistungen", "routes/leistungen.tsx"),
  route("leistungen/:slug", "routes/leistung.tsx"),
  ...optional("zukunftssicher", "routes/zukunftssicher.tsx"),
  route("cases", "routes/cases.tsx"),
  route("cases/:kind/:slug", "routes/cases.tsx", { id: "cases-filtered" }),
  route("case/:slug", "routes/case.tsx"),
  ...optional("hexacore", "routes/hexacore.tsx"),
  ...optional("nort", "routes/nort.tsx"),
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
