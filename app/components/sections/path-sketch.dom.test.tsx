import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import { site } from "#app/content/site";
import { PageHero } from "./page-hero";
import { PathSketch } from "./path-sketch";

const steps = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ label: `Schritt ${index + 1}`, note: "30 Tage" }));

it("a page's steps: a figure named by its section, numbered as the drawing's columns, with notes", () => {
  const { container } = render(
    <PathSketch caption="Vier Wochen, ein fester Ablauf" steps={steps(4)} seed="zukunftssicher" />,
  );
  const figure = screen.getByRole("figure", { name: "Vier Wochen, ein fester Ablauf" });
  const items = within(figure).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual(
    [1, 2, 3, 4].map((n) => `${n}Schritt ${n}30 Tage`),
  );
  // The drawing is decoration beside the real list: a row of marks per step, each with its
  // number in the list, and the tree narrows from row to row to the results.
  const drawing = container.querySelector("svg[data-path-drawing]")!;
  expect(drawing.getAttribute("aria-hidden")).toBe("true");
  expect([...figure.querySelectorAll("[data-number]")].map((mark) => mark.textContent)).toEqual([
    "1",
    "2",
    "3",
    "4",
  ]);
  const rows = new Map<string, number>();
  for (const mark of drawing.querySelectorAll("[data-row]"))
    rows.set(mark.getAttribute("data-row")!, (rows.get(mark.getAttribute("data-row")!) ?? 0) + 1);
  const kept = [...rows.values()];
  expect(kept).toHaveLength(4);
  expect(kept.every((count, index) => index === 0 || count < kept[index - 1]!)).toBe(true);
  expect(kept.at(-1)).toBe(3);
  // The same page always draws the same.
  const again = render(<PathSketch caption="x" steps={steps(4)} seed="zukunftssicher" />);
  expect(again.container.querySelector("svg")!.innerHTML).toBe(drawing.innerHTML);
});

it.each([2, 3, 4, 5])("%i steps: every row keeps fewer marks, down to three results", (count) => {
  for (const seed of ["leistungen", "zukunftssicher", "sales-enablement", "a", "b", "c"]) {
    const { container, unmount } = render(
      <PathSketch caption="x" steps={steps(count)} seed={seed} />,
    );
    const kept = Array.from(
      { length: count },
      (_, row) => container.querySelectorAll(`[data-row="${row}"]`).length,
    );
    expect(
      kept.every((marks, index) => index === 0 || marks < kept[index - 1]!),
      seed,
    ).toBe(true);
    expect(kept.at(-1), seed).toBe(3);
    unmount();
  }
});

it.each([
  [1, false],
  [2, true],
  [5, true],
  [6, false],
])(
  "a hero with %i steps shows them as a sketch: %s; else the person who answers",
  (count, drawn) => {
    const { container } = render(
      <MemoryRouter>
        <PageHero
          title="Titel"
          sketch={{ caption: "Ablauf", steps: steps(count), seed: "x" }}
          person
        />
      </MemoryRouter>,
    );
    expect(container.querySelector("[data-path-sketch]") !== null).toBe(drawn);
    expect(container.textContent!.includes(site.founder.fullName)).toBe(!drawn);
  },
);
