/** The services overview (/leistungen) from its file (content/pages/services-overview.yaml). */
import type { ServicesOverviewFile } from "../files/pages/services-overview";
import type { Report } from "../files/load";
import { actionOf } from "../files/resolve";
import { closingOf, faqOf, introsOf, linkOf, sampleOf, serviceLinkOf } from "./from-file";

export function servicesOverviewFromFile(file: ServicesOverviewFile, report: Report) {
  const { hero, priceTerms, labels } = file;
  return {
    meta: file.meta,
    hero: {
      eyebrow: hero.eyebrow,
      title: hero.title,
      lead: hero.lead,
      primary: actionOf(hero.primary),
      secondary: linkOf(hero.secondary, "hero.secondary", report),
    },
    sections: introsOf(file.sections),
    pillars: file.pillars,
    offers: file.offers.map(({ benefit, action, price, ...offer }) => ({
      ...offer,
      value: benefit,
      // Prices are net and for businesses only (no consumer contracts, so no consumer price rules).
      price: [price, priceTerms.vat].join(" "),
      cta: actionOf(action),
    })),
    priceNote: priceTerms.note,
    specialised: file.specialised.map(({ title, description, service }, index) => ({
      id: service,
      title,
      description,
      link: serviceLinkOf(service, labels.more, `specialised[${index}].service`, report),
    })),
    stories: file.stories.map(sampleOf),
    patterns: file.patterns,
    faq: file.faq.map(faqOf),
    closing: closingOf(file.closing, "closing", report),
    labels: {
      ...labels,
      frameworkLink: linkOf(labels.frameworkLink, "labels.frameworkLink", report),
    },
  };
}

export type ServicesOverviewPage = ReturnType<typeof servicesOverviewFromFile>;
