import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { Signature } from "./signature";

it("home's signature: dots in no order at the left, a lattice of hexagons at the right, one core", () => {
  const { container } = render(<Signature />);
  const bands = [...container.querySelectorAll("svg")];
  expect(bands).toHaveLength(2);
  for (const band of bands) {
    expect(band.getAttribute("aria-hidden")).toBe("true");
    const width = Number(band.getAttribute("viewBox")!.split(" ")[2]);
    const dots = [...band.querySelectorAll("circle")].map((dot) => ({
      x: Number(dot.getAttribute("cx")),
      y: Number(dot.getAttribute("cy")),
      fill: dot.getAttribute("style") ?? "",
    }));
    // Whole dots only: none cut at the band's edges (round 35: the first at 390 px).
    expect(dots.filter((dot) => dot.x < 3 || dot.x > width - 3)).toEqual([]);
    const rowsOf = (from: number, to: number) =>
      new Set(dots.filter((dot) => dot.x >= from * width && dot.x < to * width).map((dot) => dot.y))
        .size;
    // At the right the dots keep to the lattice's few rows; at the left they are everywhere.
    const lattice = rowsOf(0.85, 1);
    expect(lattice).toBeLessThanOrEqual(6);
    expect(rowsOf(0, 0.25)).toBeGreaterThan(lattice + 2);
    // Lines join only where the order is whole, and one dot, the core, is in the warm accent.
    const starts = [...band.querySelectorAll("path")].map((path) =>
      Number(/^M([\d.]+)/.exec(path.getAttribute("d")!)![1]),
    );
    expect(starts.length).toBeGreaterThan(0);
    expect(Math.min(...starts)).toBeGreaterThan(0.4 * width);
    expect(dots.filter((dot) => dot.fill.includes("var(--accent)"))).toHaveLength(1);
  }
});
