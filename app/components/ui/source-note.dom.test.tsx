import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { citations, cited, claimLabels, fact } from "#app/content/sources";
import { SourceNote } from "./source-note";

test("a cited figure names the study and links to it", () => {
  render(<SourceNote claim={{ source: cited(citations.miller1956) }} />);
  expect(screen.getByText(/Quelle: Miller, G\. A\. \(1956\)/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Psychological Review, 63(2)" })).toHaveAttribute(
    "href",
    "https://doi.org/10.1037/h0043158",
  );
});

test("the owner's own figure names the records and the year", () => {
  render(
    <SourceNote claim={{ source: { kind: "own", basis: "Auswertung der Audits", year: 2025 } }} />,
  );
  expect(screen.getByText("Quelle: Auswertung der Audits (2025)")).toBeInTheDocument();
});

test("an invented figure says it is a sample; a term of the offer needs no note", () => {
  const { container, rerender } = render(<SourceNote claim={{ sample: true }} />);
  expect(screen.getByText(claimLabels.sample)).toBeInTheDocument();
  rerender(<SourceNote claim={{ source: fact }} />);
  expect(container).toBeEmptyDOMElement();
});
