import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { clients, sampleMark } from "#app/content/clients";
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

test("a firm's name never breaks inside", () => {
  const [firm] = Object.values(clients).filter((client) => !client.approvedByClient);
  const text = `Berater bei ${firm!.name} (${sampleMark}), 2019`;
  const { container } = render(
    <p>
      <SampleMarked text={text} />
    </p>,
  );
  const kept = container.querySelector(".whitespace-nowrap");
  expect(kept?.textContent).toBe(firm!.name);
  expect(container.textContent).toBe(text);
});
