import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { StatementBand } from "./statement-band";

test("a statement band shows its sentence, and nothing without one", () => {
  const sentence = "Eine Entscheidung zählt erst, wenn sie wirkt.";
  const { container } = render(<StatementBand text={sentence} />);
  const band = container.querySelector("[data-statement]")!;
  expect(band.textContent).toBe(sentence);
  // The arcs are decoration: hidden from screen readers.
  expect(band.querySelector("svg")!.getAttribute("aria-hidden")).toBe("true");
  expect(render(<StatementBand text={undefined} />).container.innerHTML).toBe("");
});
