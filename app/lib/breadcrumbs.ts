import { mainNav } from "#app/content/navigation";
import type { Cta } from "#app/content/types";

/**
 * The trail of a page inside a section of the main navigation:
 * Start › section › page. The visible breadcrumbs and the BreadcrumbList
 * structured data are both built from it.
 */
export function sectionTrail(sectionPath: string, page: Cta): Cta[] {
  const link = (path: string) => {
    const item = mainNav.find((entry) => entry.to === path);
    if (!item) throw new Error(`sectionTrail: ${path} is not in the main navigation`);
    return item;
  };
  return [link("/"), link(sectionPath), page];
}
