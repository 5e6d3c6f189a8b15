import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { StatementBand } from "./statement-band";

const sentence = "Eine Entscheidung zählt erst, wenn sie wirkt.";

test("a statement band shows its sentence, and nothing without one", () => {
  const { container } = render(<StatementBand statement={{ text: sentence }} />);
  const band = container.querySelector("[data-statement]")!;
  expect(band.textContent).toBe(sentence);
  // The arcs are decoration: hidden from screen readers.
  expect(band.querySelector("svg")!.getAttribute("aria-hidden")).toBe("true");
  expect(render(<StatementBand statement={{}} />).container.innerHTML).toBe("");
});

test("a statement band shows its figure and what it counts beside the sentence", () => {
  const { container } = render(
    <StatementBand statement={{ text: sentence, figure: { value: "7±2", label: "Faktoren" } }} />,
  );
  const band = container.querySelector("[data-statement]")!;
  expect(band.querySelector("[data-statement-text]")!.textContent).toBe(sentence);
  expect(band.textContent).toBe(`${sentence}7±2Faktoren`);
});
