import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { sampleMark } from "#app/content/clients";
import { SampleMarked } from "./sample-marked";

test("each firm's mark in running text is its own small element; the text is unchanged", () => {
  const text = `Panasonic (${sampleMark}) · Hapag-Lloyd (${sampleMark})`;
  const { container } = render(
    <p>
      <SampleMarked text={text} />
    </p>,
  );
  const marks = container.querySelectorAll(".sample-mark");
  expect([...marks].map((mark) => mark.textContent)).toEqual([
    `(${sampleMark})`,
    `(${sampleMark})`,
  ]);
  expect(container.textContent).toBe(text);
  expect(render(<SampleMarked text="Ohne Marke" />).container.innerHTML).toBe("Ohne Marke");
});
