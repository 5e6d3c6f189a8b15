import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { DotLine, InlineList } from "./inline-list";

test("a line of parts reads as written, its dots in the text, each part laid out on its own", () => {
  // The typesetting binds a dot to the word before it with a no-break space.
  const text = "Kostenloses Klarheitsgespräch\u00a0· 25 Minuten · Unverbindlich";
  const { container } = render(<DotLine text={text} />);
  const parts = container.querySelectorAll("[data-inline-list] > span");
  expect(parts).toHaveLength(3);
  expect(container.textContent).toBe("Kostenloses Klarheitsgespräch · 25 Minuten · Unverbindlich");
});

test("a list is heard as its items, without dots", () => {
  render(<InlineList aria-label="Methoden" items={["Interviews", "Datenanalyse"]} />);
  const items = screen.getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual(["Interviews", "Datenanalyse"]);
});
