import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { buildYear, dates, type Dated } from "#app/content/dates";
import { companyName } from "#app/content/site";
import { ExperienceYears } from "./experience-years";

const labels = {
  years: "Branchen nach Jahren",
  career: "Laufbahn",
  mandate: "Mandat",
  founded: "Gründung",
};
const station: Dated = { from: 2008, to: 2012, kind: "career" };
const interim: Dated = { from: 2016, to: 2019, kind: "career" };
const mandate: Dated = { from: 2023, kind: "mandate" };

const cards = [
  { sector: "Raumfahrt", companies: [{ period: station }, {}] },
  { sector: "Industrie", companies: [{ period: mandate }, {}] },
  { sector: "Konsum", companies: [{ period: interim }, { period: interim }, { period: interim }] },
  { sector: "Medizin", companies: [{}] },
];

const left = (element: Element) => parseFloat((element as HTMLElement).style.left);
const width = (element: Element) => parseFloat((element as HTMLElement).style.width);

it("draws each industry's dated stations and mandates on one axis of years, the founding across them", () => {
  const { container } = render(<ExperienceYears cards={cards} labels={labels} />);
  const figure = container.querySelector("figure")!;
  // A picture of the list beside it: the list says it to screen readers.
  expect(figure.getAttribute("aria-hidden")).toBe("true");
  const rows = [...figure.querySelectorAll("[data-sector]")];
  expect(rows.map((row) => row.getAttribute("data-sector"))).toEqual(
    cards.map((card) => card.sector),
  );
  const barsOf = (row: number) => [...rows[row]!.querySelectorAll("[data-bar]")];
  // One bar per period: three roles at once are one; undated entries (invented examples) none.
  expect(rows.map((_, row) => barsOf(row).length)).toEqual([1, 1, 1, 0]);
  const [first] = barsOf(0);
  expect(first!.getAttribute("data-bar")).toBe("career");
  expect(left(first!)).toBe(0);
  // A mandate runs on to the build's year, the axis's end.
  const [running] = barsOf(1);
  expect(running!.getAttribute("data-bar")).toBe("mandate");
  expect(left(running!) + width(running!)).toBeCloseTo(100, 5);
  // A station ends where the next begins on the same scale.
  const span = buildYear - 2008;
  expect(width(first!)).toBeCloseTo((100 * 4) / span, 5);
  expect(left(barsOf(2)[0]!)).toBeCloseTo((100 * 8) / span, 5);
  // The firm's own row from its founding to the build's year, above the industries.
  const firm = figure.querySelector("[data-bar=firm]")!;
  expect(firm.closest("li")!.textContent).toBe(companyName);
  expect(firm.closest("li")!.nextElementSibling).toBe(rows[0]);
  expect(left(firm)).toBeCloseTo((100 * (dates.founded - 2008)) / span, 5);
  expect(left(firm) + width(firm)).toBeCloseTo(100, 5);
  const founded = figure.querySelector("[data-founded]")!;
  expect(left(founded)).toBeCloseTo((100 * (dates.founded - 2008)) / span, 5);
  expect(founded.textContent).toBe(`Gründung ${dates.founded}`);
  // Ticks from the first year to the build's, left to right, none touching the one before.
  const ticks = [...figure.querySelectorAll("[data-tick]")];
  expect(ticks[0]!.textContent).toBe("2008");
  expect(ticks.at(-1)!.textContent).toBe(String(buildYear));
  const lefts = ticks.map(left);
  for (const [index, at] of lefts.slice(1).entries()) expect(at - lefts[index]!).toBeGreaterThan(8);
  // The key names both kinds of bar.
  expect(figure.textContent).toContain("Laufbahn");
  expect(figure.textContent).toContain("Mandat");
});

it("draws nothing with fewer than two dated entries", () => {
  const { container } = render(
    <ExperienceYears
      cards={[{ sector: "Raumfahrt", companies: [{ period: station }, {}] }]}
      labels={labels}
    />,
  );
  expect(container.querySelector("figure")).toBeNull();
});
