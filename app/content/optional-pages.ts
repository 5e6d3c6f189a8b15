/**
 * The spec's pages an owner may not want (/nort, /hexacore, /zukunftssicher): each can be
 * switched off in the site settings (`pages`, docs/decisions/048-pages-that-can-be-switched-off.md).
 * A page that is off has no route, so it is not prerendered, not in the sitemap and answers
 * 404; the navigation leaves it out, its page file is not read, and a link to it stops the
 * build with the file and the field.
 */
import { site } from "./site";

type OptionalPage = keyof typeof site.pages;

/** Each page's file in content/pages. */
const optionalPageFiles: Record<OptionalPage, string> = {
  nort: "profile",
  hexacore: "hexacore",
  zukunftssicher: "programme",
};

/** Whether the page at `path` ("/nort", "/hexacore#…") is switched off. */
export function isSwitchedOff(path: string): boolean {
  const name = path.split(/[?#]/)[0]!.slice(1);
  return Object.hasOwn(site.pages, name) && !site.pages[name as OptionalPage];
}

/** The page files of the pages that are off: nothing reads or checks them. */
export const switchedOffFiles: readonly string[] = Object.entries(optionalPageFiles).flatMap(
  ([page, file]) => (site.pages[page as OptionalPage] ? [] : [file]),
);

/** What the build says about a link to a page that is off. */
export const switchedOffMessage = (path: string) =>
  `„${path}“ ist in den Einstellungen abgeschaltet (content/settings/site.yaml, „Seiten“): den Link entfernen, auf eine andere Seite zeigen lassen oder die Seite wieder einschalten`;
