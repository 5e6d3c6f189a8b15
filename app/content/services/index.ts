/**
 * The service detail pages (/leistungen/{slug}), one module per service.
 * Their order here is the order of the specification; the slugs, the routes,
 * the prerendered pages and the sitemap all follow from this list.
 */
import type { ServicePage } from "./service-page";
import { decisionArchitecture } from "./decision-architecture";
import { researchInsights } from "./research-insights";
import { strategyPositioning } from "./strategy-positioning";
import { pricingPackaging } from "./pricing-packaging";
import { startupReadiness } from "./startup-readiness";
import { productInnovation } from "./product-innovation";
import { noCodePrototyping } from "./no-code-prototyping";
import { brandNarrative } from "./brand-narrative";
import { gtmGrowth } from "./gtm-growth";
import { salesEnablement } from "./sales-enablement";
import { analyticsOkrs } from "./analytics-okrs";
import { digitalTransformation } from "./digital-transformation";
import { futureReady } from "./future-ready";
import { performanceMonitoring } from "./performance-monitoring";
import { knowledgeTransfer } from "./knowledge-transfer";
import { continuousImprovement } from "./continuous-improvement";
import { maintenanceSupport } from "./maintenance-support";

export type { ServicePage } from "./service-page";

export const servicePages: readonly ServicePage[] = [
  decisionArchitecture,
  researchInsights,
  strategyPositioning,
  pricingPackaging,
  startupReadiness,
  productInnovation,
  noCodePrototyping,
  brandNarrative,
  gtmGrowth,
  salesEnablement,
  analyticsOkrs,
  digitalTransformation,
  futureReady,
  performanceMonitoring,
  knowledgeTransfer,
  continuousImprovement,
  maintenanceSupport,
];

export const serviceSlugs: readonly string[] = servicePages.map((page) => page.slug);

export type ServiceSlug = ServicePage["slug"];

/** The service page for a slug, or undefined for an unknown or missing slug. */
export function findService(slug: string | undefined): ServicePage | undefined {
  if (slug === undefined) return undefined;
  return servicePages.find((page) => page.slug === slug);
}

/** Small UI words of the service pages. */
export const serviceLabels = {
  breadcrumb: "Brotkrümelnavigation",
} as const;
