import { render } from "@testing-library/react";
import { Aurora } from "./aurora";

const paths = (seed: string) =>
  [...render(<Aurora seed={seed} />).container.querySelectorAll("path")].map((path) =>
    path.getAttribute("d"),
  );

describe("Aurora", () => {
  it("is decoration: hidden from screen readers and never focused", () => {
    const svg = render(<Aurora seed="Lernen wir uns kennen" />).container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
  });

  it("draws the same light for the same page and a different one for another page", () => {
    expect(paths("Lernen wir uns kennen")).toEqual(paths("Lernen wir uns kennen"));
    expect(paths("Lernen wir uns kennen")).not.toEqual(
      paths("Wo hakt Ihre wichtigste Entscheidung?"),
    );
  });

  it("draws only numbers into its paths, whatever the seed", () => {
    for (const d of paths("„Über uns“ – 25 Minuten?")) expect(d).toMatch(/^[MCSLZ0-9 ,.-]+$/);
  });
});
