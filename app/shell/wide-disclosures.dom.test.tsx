import { renderToString } from "react-dom/server";
import { beforeEach, expect, it } from "vitest";
import { Disclosure } from "#app/components/ui/disclosure";
import { initWideDisclosures } from "./wide-disclosures";

// A wide and a folded disclosure as the prerendered page has them, before any script.
// A root of its own per test: the listener goes with it.
let root: HTMLElement;
beforeEach(() => {
  root = document.body.appendChild(document.createElement("main"));
  root.innerHTML = renderToString(
    <>
      <Disclosure summary="Ablauf" openWide>
        <p>Woche 1</p>
      </Disclosure>
      <Disclosure summary="Weitere Mandate">
        <p>Mandat</p>
      </Disclosure>
    </>,
  );
});
const screen = (matches: boolean) => ({ matches, addEventListener: () => {} });
/** Clicks a disclosure's title; true when the click would toggle it (jsdom does not toggle). */
const clickTitle = (details: HTMLDetailsElement) =>
  details
    .querySelector("summary")!
    .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

it("on a wide screen a disclosure that reads open is open, and its title does not fold it", () => {
  initWideDisclosures(root, screen(true));
  const [wideOne, foldedOne] = root.querySelectorAll("details");
  expect(wideOne!.open).toBe(true);
  expect(clickTitle(wideOne!)).toBe(false);
  expect(foldedOne!.open).toBe(false);
  expect(clickTitle(foldedOne!)).toBe(true);
});

it("on a phone it stays folded and a tap opens it", () => {
  initWideDisclosures(root, screen(false));
  const wideOne = root.querySelector("details")!;
  expect(wideOne.open).toBe(false);
  expect(clickTitle(wideOne)).toBe(true);
});
