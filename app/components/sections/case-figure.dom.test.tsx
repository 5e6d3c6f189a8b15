import { render, screen, within } from "@testing-library/react";
import { caseLabels, cases } from "#app/content/cases";
import { CaseFigure } from "./case-figure";

const draw = (item: (typeof cases)[number]) =>
  render(
    <CaseFigure
      item={item}
      caption={caseLabels.figure}
      redacted={caseLabels.figureRedacted}
      description={caseLabels.figureDescription}
      listLabel={caseLabels.badges}
    />,
  );

/** The words of a text, so "3" is found in "von 12 auf 3" but not in "B2B". */
const words = (text: string) => text.split(/[\s,.;:–-]+/u).filter(Boolean);

describe("CaseFigure", () => {
  it.each(cases.map((item) => [item.slug, item] as const))(
    "%s: a figure named by its caption, its focus points as a list, no figure or result of the page",
    (_slug, item) => {
      draw(item);
      const figure = screen.getByRole("figure", {
        name: new RegExp(`^${caseLabels.figure}`, "u"),
      });
      const list = within(figure).getByRole("list", { name: caseLabels.badges });
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual(item.badges);
      // What the figure says in words: its caption and the focus points, nothing else.
      const text = figure.textContent!;
      const shown = words(text);
      for (const metric of item.metrics.filter((metric) => /\d/u.test(metric.value))) {
        const value = words(metric.value);
        const at = shown.findIndex((_, index) =>
          value.every((word, offset) => shown[index + offset] === word),
        );
        expect(at, `${item.slug}: ${metric.value}`).toBe(-1);
        expect(text).not.toContain(metric.label);
      }
      for (const outcome of item.outcomes) expect(text).not.toContain(outcome);
      // Every number in it is one of a focus point's ("B2B"): the drawing itself holds none.
      const digits = text.replace(/\s+/gu, " ").match(/\d+/gu) ?? [];
      const badgeDigits = item.badges.join(" ").match(/\d+/gu) ?? [];
      expect(digits, item.slug).toEqual(badgeDigits);
    },
  );

  it("draws a case the same way each time, and not every case takes the same option", () => {
    /** The drawing without its ids; and where its result sits (the taken option's height). */
    const drawing = (item: (typeof cases)[number]) => {
      const { container, unmount } = draw(item);
      const html = container.innerHTML.replace(/ (id|aria-labelledby)="[^"]*"/gu, "");
      const result = [...container.querySelectorAll<SVGElement>("figure svg")].at(-1)!;
      unmount();
      return { html, result: result.style.top };
    };
    expect(drawing(cases[0]!).html).toBe(drawing(cases[0]!).html);
    expect(new Set(cases.map((item) => drawing(item).result)).size).toBeGreaterThan(1);
  });
});
