import type { MetaDescriptor } from "react-router";
import { companyName, site } from "#app/content/site";
import type { Cta, FaqItem } from "#app/content/types";
import { absoluteUrl, shareImagePath } from "./meta";

/** A JSON-LD block as a React Router meta descriptor. */
function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...data } };
}

/** The consultancy itself, for the home page. */
export function professionalServiceJsonLd(description: string): MetaDescriptor {
  return jsonLd({
    "@type": "ProfessionalService",
    name: companyName,
    description,
    url: absoluteUrl("/"),
    image: absoluteUrl(shareImagePath("/")),
    logo: absoluteUrl("/icon-512.png"),
    telephone: site.phone.display,
    email: site.email,
    founder: { "@type": "Person", name: site.founder.fullName },
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: "DE",
    },
    areaServed: "DE",
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: site.phone.display,
        email: site.email,
        availableLanguage: ["de", "en"],
      },
    ],
  });
}

/** Questions and answers of an FAQ shown on the page. */
export function faqJsonLd(items: readonly FaqItem[]): MetaDescriptor {
  return jsonLd({
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  });
}

/** The trail from the home page to the current page: `[name, path]` pairs. */
export function breadcrumbJsonLd(trail: readonly Cta[]): MetaDescriptor {
  return jsonLd({
    "@type": "BreadcrumbList",
    itemListElement: trail.map(({ label, to }, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: label,
      item: absoluteUrl(to),
    })),
  });
}
