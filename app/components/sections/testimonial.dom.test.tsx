import { render, screen } from "@testing-library/react";
import { sampleLabels } from "#app/content/sample-notice";
import { Testimonial } from "./testimonial";

describe("Testimonial", () => {
  it("shows the quote as a blockquote and names the person with role and company", () => {
    render(
      <Testimonial
        testimonial={{
          quote: "Wir entscheiden jetzt schneller.",
          name: "Erika Beispiel",
          role: "Geschäftsführerin",
          company: "Beispiel GmbH",
        }}
      />,
    );
    const figure = screen.getByRole("figure");
    const quote = figure.querySelector("blockquote");
    expect(quote).toHaveTextContent("Wir entscheiden jetzt schneller.");
    const caption = figure.querySelector("figcaption");
    expect(caption).toHaveTextContent("Erika Beispiel");
    expect(caption).toHaveTextContent("Geschäftsführerin, Beispiel GmbH");
    expect(quote).not.toHaveTextContent("Erika Beispiel");
  });

  it("leaves out role and company when they are not given", () => {
    render(<Testimonial testimonial={{ quote: "Klare Prioritäten.", name: "Max Muster" }} />);
    const caption = screen.getByRole("figure").querySelector("figcaption");
    expect(caption?.textContent).toBe("Max Muster");
  });

  it("says under an invented quote that it is a sample", () => {
    render(
      <Testimonial
        testimonial={{ quote: "Klare Prioritäten.", name: "Max Muster", sample: true }}
      />,
    );
    const caption = screen.getByRole("figure").querySelector("figcaption");
    expect(caption).toHaveTextContent(sampleLabels.quote);
  });
});
