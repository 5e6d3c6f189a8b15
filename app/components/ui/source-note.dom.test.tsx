import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { cited, claimLabels, fact } from "#app/content/sources";
import { SourceNote } from "./source-note";

test("a cited figure names the study and links to it", () => {
  // A study of its own: the owner's list of studies (content/settings/sources.yaml) may change.
  const study = {
    authors: "Muster, A.",
    year: 1999,
    title: "Ein Titel",
    publication: "Zeitschrift, 1(2)",
    url: "https://doi.org/10.0000/beispiel",
  };
  render(<SourceNote claim={{ source: cited(study) }} />);
  expect(screen.getByText(/Quelle: Muster, A\. \(1999\)/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Zeitschrift, 1(2)" })).toHaveAttribute(
    "href",
    study.url,
  );
});

test("the owner's own figure names the records and the year", () => {
  render(
    <SourceNote claim={{ source: { kind: "own", basis: "Auswertung der Audits", year: 2025 } }} />,
  );
  expect(screen.getByText("Quelle: Auswertung der Audits (2025)")).toBeInTheDocument();
});

test("an invented figure says it is a sample; a term of the offer needs a note only among noted figures", () => {
  const { container, rerender } = render(<SourceNote claim={{ sample: true }} />);
  expect(screen.getByText(claimLabels.sample)).toBeInTheDocument();
  rerender(<SourceNote claim={{ source: fact }} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<SourceNote claim={{ source: fact }} amongNoted />);
  expect(screen.getByText(claimLabels.fact)).toBeInTheDocument();
});
