import { describe, expect, it } from "vitest";
import { site } from "#app/content/site";
import { breadcrumbJsonLd, faqJsonLd, professionalServiceJsonLd } from "./structured-data";

const data = (descriptor: object) =>
  (descriptor as { "script:ld+json": Record<string, unknown> })["script:ld+json"];

describe("structured data", () => {
  it("describes the consultancy with its address in Kiel and a contact point", () => {
    const service = data(professionalServiceJsonLd("Beratung"));
    expect(service["@type"]).toBe("ProfessionalService");
    expect(service.address).toMatchObject({
      addressLocality: "Kiel",
      postalCode: site.address.postalCode,
    });
    expect(service.contactPoint).toEqual([expect.objectContaining({ email: site.email })]);
  });

  it("lists FAQ questions with their answers", () => {
    const faq = data(
      faqJsonLd([{ question: "Was kostet das?", answer: "Das Erstgespräch ist kostenlos." }]),
    );
    expect(faq.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "Was kostet das?",
        acceptedAnswer: { "@type": "Answer", text: "Das Erstgespräch ist kostenlos." },
      },
    ]);
  });

  it("numbers breadcrumb items from 1 with absolute URLs", () => {
    const trail = data(
      breadcrumbJsonLd([
        { label: "Start", to: "/" },
        { label: "Leistungen", to: "/leistungen" },
      ]),
    );
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Start", item: `${site.url}/` },
      { "@type": "ListItem", position: 2, name: "Leistungen", item: `${site.url}/leistungen` },
    ]);
  });
});
