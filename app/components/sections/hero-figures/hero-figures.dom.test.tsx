import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import { cases } from "#app/content/cases";
import { site } from "#app/content/site";
import { PageHero } from "../page-hero";
import { CaseFigureCard } from "./case-figure-card";
import { DaysFigure, daysOfWeeks } from "./days-figure";
import { DurationFigure, durationsOf } from "./duration-figure";

const offers = [
  { title: "Klausur", subtitle: "1–2 Tage", price: "ab 3.500 €" },
  { title: "Sprint", subtitle: "30 Tage", price: "ab 8.500 €" },
  { title: "Aufbau", subtitle: "3–6 Monate", price: "ab 12.500 €" },
];

const ticks = ["1 Tag", "1 Woche", "1 Monat", "6 Monate", "2 Jahre", "nach Absprache"];

it("draws the offers' durations and prices, each bar as long as its offer takes on the axis", () => {
  const { container } = render(
    <DurationFigure caption="Drei Angebote" offers={durationsOf(offers)!} ticks={ticks} />,
  );
  const figure = screen.getByRole("figure", { name: "Drei Angebote" });
  const items = within(figure).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual([
    "1Klausurab 3.500 €1–2 Tage",
    "2Sprintab 8.500 €30 Tage",
    "3Aufbauab 12.500 €3–6 Monate",
  ]);
  const widths = items.map((item) =>
    parseFloat((item.querySelector("[data-bar]") as HTMLElement).style.width),
  );
  expect(widths[0]).toBeLessThan(widths[1]!);
  expect(widths[1]).toBeLessThan(widths[2]!);
  // The longest leaves room for its words beside it.
  expect(widths[2]).toBeLessThanOrEqual(76);
  // The axis: the ticks that are durations within the longest, left to right, and a bar of 30
  // days ends at the tick of a month.
  const marks = [...container.querySelectorAll<HTMLElement>("[data-tick]")];
  expect(marks.map((mark) => mark.textContent)).toEqual([
    "1 Tag",
    "1 Woche",
    "1 Monat",
    "6 Monate",
  ]);
  const lefts = marks.map((mark) => parseFloat(mark.style.left));
  expect([...lefts].sort((a, b) => a - b)).toEqual(lefts);
  expect(widths[1]).toBeCloseTo(lefts[2]!, 5);
});

it("draws no durations where an offer's subtitle is not one, or for one offer alone", () => {
  expect(
    durationsOf([...offers.slice(0, 2), { ...offers[2]!, subtitle: "laufend" }]),
  ).toBeUndefined();
  expect(durationsOf(offers.slice(0, 1))).toBeUndefined();
  expect(durationsOf(offers)).toHaveLength(3);
});

it("draws a programme's days in its weeks: seven each, the last to its end", () => {
  expect(daysOfWeeks(4, 30).map((week) => [week[0], week.at(-1)])).toEqual([
    [1, 7],
    [8, 14],
    [15, 21],
    [22, 30],
  ]);
  const weeks = ["Lagebild", "Baum", "Plan", "Review"].map((title, index) => ({
    week: index + 1,
    title,
  }));
  const { container } = render(
    <DaysFigure
      caption="Vier Wochen"
      weeks={weeks}
      days={30}
      labels={{ week: "Woche", results: "Ergebnisse", finalDay: "Abschlussprüfung" }}
    />,
  );
  const figure = screen.getByRole("figure", { name: "Vier Wochen" });
  expect(
    within(figure)
      .getAllByRole("listitem")
      .map((item) => item.textContent?.slice(0, 14)),
  ).toEqual(["Woche 1Lagebil", "Woche 2Baum891", "Woche 3Plan151", "Woche 4Review2"]);
  const days = [...container.querySelectorAll("[data-day]")].map((day) => Number(day.textContent));
  expect(days).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
  // Each week's last day is filled (its results), the programme's last ringed in the accent.
  const filled = [...container.querySelectorAll("[data-day].bg-primary")].map(
    (day) => day.textContent,
  );
  expect(filled).toEqual(["7", "14", "21", "30"]);
  expect(container.querySelector('[data-day="30"]')!.className).toContain("outline-accent");
  expect(container.querySelectorAll(".outline-accent:not([data-day])")).toHaveLength(1);
  expect(within(figure).getByText("Abschlussprüfung")).toBeTruthy();
  expect(within(figure).getByText("Ergebnisse")).toBeTruthy();
});

// The owner may delete every case: then no service shows one.
it.runIf(cases.length > 0)("shows a service's case as its card: its title leading to it", () => {
  const item = cases[0]!;
  render(
    <MemoryRouter>
      <CaseFigureCard caption="Aus unseren Cases" item={item} />
    </MemoryRouter>,
  );
  const figure = screen.getByRole("figure", { name: "Aus unseren Cases" });
  expect(within(figure).getByRole("link").getAttribute("href")).toBe(`/case/${item.slug}`);
  expect(within(figure).getByText(item.industry)).toBeTruthy();
});

it("a hero with a figure shows it instead of the person; without one, the person", () => {
  const figure = (
    <DurationFigure caption="Drei Angebote" offers={durationsOf(offers)!} ticks={ticks} />
  );
  const withFigure = render(
    <MemoryRouter>
      <PageHero title="Leistungen" figure={figure} person />
    </MemoryRouter>,
  );
  expect(withFigure.queryByRole("figure", { name: "Drei Angebote" })).not.toBeNull();
  expect(withFigure.queryByText(site.founder.fullName)).toBeNull();
  withFigure.unmount();
  render(
    <MemoryRouter>
      <PageHero title="Leistungen" person />
    </MemoryRouter>,
  );
  expect(screen.getByText(site.founder.fullName)).toBeTruthy();
});
