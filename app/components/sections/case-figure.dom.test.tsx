import { render, screen, within } from "@testing-library/react";
import { caseLabels, cases, labelledMarks, numberedKinds, sketchKinds } from "#app/content/cases";
import { CaseFigure } from "./case-figure";

type Item = (typeof cases)[number];

const draw = (item: Item) =>
  render(<CaseFigure item={item} words={caseLabels.sketches[item.sketch]} />);

/** The words of a text, so "3" is found in "von 12 auf 3" but not in "B2B". */
const words = (text: string) => text.split(/[\s,.;:–-]+/u).filter(Boolean);

/** The numbers among the page's metrics ("5–9": 5 and 9). */
const numbersOf = (item: Item) =>
  item.metrics.flatMap((metric) => (metric.value.match(/\d+/gu) ?? []).map(Number));

describe("CaseFigure", () => {
  it.each(cases.map((item) => [item.slug, item] as const))(
    "%s: a figure named by its kind's caption, a key to its marks, no figure or result of the page",
    (_slug, item) => {
      const { container } = draw(item);
      const words_ = caseLabels.sketches[item.sketch];
      const figure = screen.getByRole("figure", {
        name: new RegExp(`^${words_.caption}`, "u"),
      });
      expect(figure.getAttribute("data-sketch")).toBe(item.sketch);
      expect(figure.textContent).toContain(words_.description);
      // The key: each of the kind's marks, drawn, beside what it stands for.
      const key = container.querySelector<HTMLElement>("[data-sketch-key]")!;
      const entries = within(key).getAllByRole("listitem");
      expect(entries.map((li) => li.textContent)).toEqual(Object.values(words_.key));
      for (const entry of entries)
        expect(entry.querySelector("svg")?.childElementCount).toBeGreaterThan(0);
      // What the figure says in words: its caption, description and key, nothing of the page;
      // the case's own words on its sketch are the owner's (tested below).
      const own = container.querySelector("[data-sketch-labels]")?.textContent ?? "";
      const text = figure.textContent!.replace(own, "");
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
      // What a drawing keeps (core messages, milestones, target markets) is never as many as
      // a number the page shows, unless the case names them in words (then it draws as many).
      const kept = container.querySelectorAll("[data-drawing] [data-kept]").length;
      if (item.sketch !== "decision") expect(kept, item.slug).toBeGreaterThan(0);
      if (item.sketchLabels.length === 0 && item.sketch !== "decision")
        expect(numbersOf(item), item.slug).not.toContain(kept);
      // The drawing is decoration above the words: hidden from screen readers, with no words
      // of its own (at most the numbers of the case's words).
      const drawing = container.querySelector("[data-drawing]")!;
      expect(drawing.closest("[aria-hidden=true]")).not.toBeNull();
      expect(drawing.textContent).toMatch(/^\d*$/u);
    },
  );

  it("draws each kind for the cases whose data pick it: by the file, else by the first service", () => {
    const kindOf = (slug: string) => cases.find((item) => item.slug === slug)?.sketch;
    // The first service decides ...
    expect(kindOf("b2b-repositioning")).toBe("positioning");
    expect(kindOf("startup-branding")).toBe("messages");
    expect(kindOf("medtech-innovation")).toBe("funnel");
    expect(kindOf("nort-lithium-batteries")).toBe("markets");
    expect(kindOf("collect-the-world")).toBe("loop");
    expect(kindOf("hexacore-navigator")).toBe("decision");
    // ... unless the file names a kind (a sales mandate: its target markets) ...
    expect(kindOf("paglierani-2023")).toBe("markets");
    // ... and a station without services draws the decision unless its file names another.
    expect(kindOf("hapag-lloyd-it")).toBe("decision");
    expect(kindOf("panasonic-project")).toBe("loop");
    expect(kindOf("scisys-space")).toBe("alignment");
    for (const kind of sketchKinds) {
      const item = cases.find((candidate) => candidate.sketch === kind);
      expect(item, kind).toBeDefined();
      const { container, unmount } = draw(item!);
      expect(container.querySelector("figure")!.getAttribute("data-sketch")).toBe(kind);
      const drawing = container.querySelector(`[data-drawing="${kind}"]`);
      expect(drawing, kind).not.toBeNull();
      // Wide, to span the card: more than twice as wide as high.
      const [, , width, height] = drawing!.getAttribute("viewBox")!.split(" ").map(Number);
      expect(width! / height!, kind).toBeGreaterThan(2);
      // The key: the figure's last part, after the drawing.
      expect(container.querySelector("figure > :last-child")!.tagName, kind).toBe("UL");
      unmount();
    }
  });

  it("labels a sketch with the case's own words: numbered kinds as many marks as words, each numbered as its word; the others one word after their one mark", () => {
    const words_ = ["Erstens", "Zweitens", "Drittens", "Viertens"];
    for (const kind of sketchKinds) {
      const numbered = numberedKinds.has(kind);
      const item: Item = {
        ...cases[0]!,
        sketch: kind,
        sketchLabels: numbered ? words_ : ["Erstens"],
      };
      const { container, unmount } = draw(item);
      const markName = Object.values(caseLabels.sketches[kind].key)[
        Object.keys(caseLabels.sketches[kind].key).indexOf(labelledMarks[kind])
      ];
      const numbers = [...container.querySelectorAll("[data-drawing] [data-number]")].map(
        (mark) => mark.textContent,
      );
      if (numbered) {
        const list = screen.getByRole("list", { name: markName });
        expect(
          within(list)
            .getAllByRole("listitem")
            .map((li) => li.textContent?.trim()),
          kind,
        ).toEqual(words_.map((word, index) => `${index + 1}${word}`));
        expect(container.querySelectorAll("[data-drawing] [data-labelled]").length, kind).toBe(4);
        expect(numbers, kind).toEqual(["1", "2", "3", "4"]);
      } else {
        // One mark, drawn once before its word, which a screen reader hears with its name.
        expect(numbers, kind).toEqual([]);
        const words = container.querySelector("[data-sketch-labels]")!;
        expect(words.textContent, kind).toBe(`${markName}: Erstens`);
        const marks = words.querySelectorAll("svg");
        expect(marks.length, kind).toBe(1);
        expect(marks[0]!.childElementCount, kind).toBeGreaterThan(0);
      }
      unmount();
    }
    // Without words: no list of them, no numbers.
    const { container } = draw({ ...cases[0]!, sketchLabels: [] });
    expect(container.querySelector("[data-sketch-labels]")).toBeNull();
    expect(container.querySelector("[data-number]")).toBeNull();
  });

  it("draws as many ideas, gates, competitors or messages as a figure of the case counts", () => {
    const counted = (item: Item, mark: string) => {
      const { container, unmount } = draw(item);
      const count = container.querySelectorAll(`[data-drawing] [data-counted="${mark}"]`).length;
      unmount();
      return count;
    };
    const funnel: Item = { ...cases[0]!, sketch: "funnel", sketchCounts: {} };
    expect(counted(funnel, "gates")).toBe(2);
    const counts = { ideas: 27, gates: 4 };
    expect(counted({ ...funnel, sketchCounts: counts }, "ideas")).toBe(27);
    expect(counted({ ...funnel, sketchCounts: counts }, "gates")).toBe(4);
    const positioning: Item = { ...cases[0]!, sketch: "positioning", sketchCounts: { crowd: 14 } };
    expect(counted(positioning, "crowd")).toBe(14);
    const messages: Item = { ...cases[0]!, sketch: "messages", sketchCounts: { many: 13 } };
    expect(counted(messages, "many")).toBe(13);
  });

  it("draws a case the same way each time, and cases of one kind differ", () => {
    const drawing = (item: Item) => {
      const { container, unmount } = draw(item);
      const html = container.innerHTML.replace(/ (id|aria-labelledby)="[^"]*"/gu, "");
      const art = container.querySelector("[data-sketch-area]")!.innerHTML;
      unmount();
      return { html, art };
    };
    for (const item of cases) expect(drawing(item).html, item.slug).toBe(drawing(item).html);
    for (const kind of sketchKinds) {
      const ofKind = cases.filter((item) => item.sketch === kind);
      if (ofKind.length < 2) continue;
      const arts = ofKind.map((item) => drawing(item).art);
      expect(new Set(arts).size, kind).toBeGreaterThan(1);
    }
  });
});
