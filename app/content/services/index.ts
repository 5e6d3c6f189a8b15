/**
 * The service detail pages (/leistungen/{slug}), one file per service in
 * content/services, ordered by their `order` field. The slugs, the routes, the
 * prerendered pages, the case views and the sitemap all follow from the files.
 */
import { readServicePages } from "../files/collections";
import { navLabels } from "../navigation";
import type { ServicePage } from "./service-page";

export type { ServicePage } from "./service-page";

export const servicePages: readonly ServicePage[] = readServicePages();

export const serviceSlugs: readonly string[] = servicePages.map((page) => page.slug);

export type ServiceSlug = ServicePage["slug"];

/** The service page for a slug, or undefined for an unknown or missing slug. */
export function findService(slug: string | undefined): ServicePage | undefined {
  if (slug === undefined) return undefined;
  return servicePages.find((page) => page.slug === slug);
}

/** Small UI words of the service pages (content/settings/navigation.yaml). */
export const serviceLabels = { breadcrumb: navLabels.breadcrumb } as const;
