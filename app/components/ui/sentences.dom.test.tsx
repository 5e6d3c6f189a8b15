import { render, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { sampleMark } from "#app/content/clients";
import { Sentences } from "./sentences";

test("each sentence of a heading is one block, and the heading reads as before", () => {
  const text = "Klein aufgestellt. Genau im Denken. Nah an der Umsetzung.";
  const { container } = render(
    <h1>
      <Sentences text={text} />
    </h1>,
  );
  const heading = within(container).getByRole("heading", { name: text });
  const blocks = [...heading.querySelectorAll("span.inline-block")].map((s) => s.textContent);
  expect(blocks).toEqual(["Klein aufgestellt.", "Genau im Denken.", "Nah an der Umsetzung."]);
  expect(heading.textContent).toBe(text);
});

test("a heading of one sentence, or with an abbreviation, stays plain text", () => {
  const { container } = render(
    <h2>
      <Sentences text={"Was wir z.\u00A0B. Kunden bieten"} />
    </h2>,
  );
  // Within its own container: other files' DOM tests may share the document.
  const heading = within(container).getByRole("heading");
  expect(heading.querySelector("span")).toBeNull();
  expect(heading.textContent).toBe("Was wir z.\u00A0B. Kunden bieten");
});

test("a short word stays on one line with the word after it; the text is unchanged", () => {
  const text = "Ich bringe Ordnung in komplexe Entscheidungen.";
  const { container } = render(
    <h1>
      <Sentences text={text} />
    </h1>,
  );
  const heading = within(container).getByRole("heading", { name: text });
  const kept = [...heading.querySelectorAll("span.whitespace-nowrap")].map((s) => s.textContent);
  expect(kept).toEqual(["in komplexe"]);
  expect(heading.textContent).toBe(text);
});

test("a firm's mark is set small in the text face, with its punctuation; the text is unchanged", () => {
  const text = `Sabio Consulting (${sampleMark}): Positionierung eines Beratungshauses`;
  const { container } = render(
    <h1>
      <Sentences text={text} />
    </h1>,
  );
  const heading = within(container).getByRole("heading", { name: text });
  const mark = within(heading).getByText(`(${sampleMark})`);
  expect(mark.className).toContain("sample-mark");
  // The colon stays with the mark: no line starts with it.
  expect(mark.parentElement!.className).toContain("whitespace-nowrap");
  expect(mark.parentElement!.textContent).toBe(`(${sampleMark}):`);
  expect(heading.textContent).toBe(text);
});
