import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { YearRanges } from "./year-ranges";

test("a span of years stays on one line, and the text reads as written", () => {
  const text = "Berater im Projekt für Panasonic · 2012–2016, danach 2019 – heute";
  const { container } = render(
    <p>
      <YearRanges text={text} />
    </p>,
  );
  const kept = [...container.querySelectorAll("span.whitespace-nowrap")].map((s) => s.textContent);
  expect(kept).toEqual(["2012–2016", "2019 – heute"]);
  expect(container.textContent).toBe(text);
});

test("text without a span of years stays plain", () => {
  const { container } = render(
    <p>
      <YearRanges text="Seit 2019 in Kiel" />
    </p>,
  );
  expect(container.querySelector("span")).toBeNull();
});
