import { expect, test } from "vitest";
import { offers, offerVerb } from "#app/content/offers";
import { htmlFiles, pagePath, readPage, visibleText } from "./pages";

const names = Object.values(offers).map((offer) => offer.name);
/** Names the conversations had before each got one (issue 20); none may come back. */
const retired = /Klarheits-Call|Vorgespräch|Wachstumsgespräch|Erstgespräch|Start-up-Assessment/;

test("every page names each conversation with its one length", () => {
  for (const file of htmlFiles()) {
    const text = visibleText(file).replace(/\s+/g, " ");
    expect(text, pagePath(file)).not.toMatch(retired);
    for (const offer of Object.values(offers)) {
      for (const [, minutes] of text.matchAll(new RegExp(`${offer.name} \\((\\d+) Minuten`, "g"))) {
        expect(Number(minutes), `${pagePath(file)}: ${offer.name}`).toBe(offer.minutes);
      }
    }
  }
});

test("a button says “buchen” only when a booking page is configured", () => {
  for (const file of htmlFiles()) {
    const labels = readPage(file)
      .querySelectorAll("main a, main button")
      .map((node) => node.textContent.trim());
    for (const label of labels.filter((text) => names.some((name) => text.includes(name)))) {
      expect(label, pagePath(file)).toMatch(new RegExp(`${offerVerb}$`));
    }
    if (offerVerb === "anfragen") {
      expect(
        labels.filter((text) => /buchen$/.test(text)),
        pagePath(file),
      ).toEqual([]);
    }
  }
});
