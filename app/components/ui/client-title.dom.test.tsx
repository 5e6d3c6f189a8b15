import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { ClientTitle } from "./client-title";

const titled = (title: string) =>
  render(
    <h3>
      <ClientTitle title={title} clientClassName="" arrow />
    </h3>,
  ).container;

test("a link's arrow after a title is bound to its last word, and a short word before it", () => {
  const plain = titled("Prioritäten und Prozesse im Wachstum");
  const bound = plain.querySelector("[data-arrow]")!.parentElement!;
  expect(bound.className).toContain("whitespace-nowrap");
  expect(bound.textContent).toBe("im Wachstum");
  expect(plain.textContent).toBe("Prioritäten und Prozesse im Wachstum");

  const long = titled("Kunde: Marktzugang für Lithium-Batteriesysteme");
  const last = long.querySelector("[data-arrow]")!.parentElement!;
  expect(last.textContent).toBe("Lithium-Batteriesysteme");
  expect(long.textContent).toBe("Kunde: Marktzugang für Lithium-Batteriesysteme");
});
