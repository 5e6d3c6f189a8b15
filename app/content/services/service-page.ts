import type { Cta, PageMeta, Stat, TextCard } from "../types";

/** One service detail page (content/services/{slug}.yaml). All pages share the same layout. */
export interface ServicePage {
  /** The page's path segment: /leistungen/{slug}; the file's name. */
  slug: string;
  /** Short German name, e.g. "Sales Enablement & Revenue Ops" (used in breadcrumbs and cards). */
  name: string;
  meta: PageMeta;
  /** `primary.to` is "/kontakt"; `secondary` leads to this service's cases (the route sets where). */
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    primary: Cta;
    secondary: { label: string };
  };
  /**
   * Three figures, each with a label saying what it measures and on which basis:
   * the firm's own observation ("in unseren Projekten …"), a named source
   * (author or publisher, year), or a fact of the offer.
   */
  challenge: { title: string; intro: string; stats: readonly [Stat, Stat, Stat] };
  /** "steps": three numbered steps; "assets": a list of assets/deliverables instead (some pages). */
  approach: {
    title: string;
    intro?: string;
    kind: "steps" | "assets";
    items: readonly TextCard[];
    link?: Cta;
  };
  /** 6–8 items, shown in two columns. */
  deliverables: { title: string; items: readonly string[] };
  closing: {
    title: string;
    text: string;
    primary: Cta;
    secondary?: { label: string };
    promises: readonly [string, string, string];
  };
}
