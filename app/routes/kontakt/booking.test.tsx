import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { booking } from "#app/content/contact";
import { Booking } from "./booking";

describe("Booking", () => {
  const url = "https://cal.com/nordlicht/klarheitsgespraech";
  const html = renderToStaticMarkup(<Booking url={url} />);

  it("offers the scheduling page as a plain link", () => {
    expect(html).toContain(`<a href="${url}"`);
    expect(html).toContain(booking.linkLabel);
  });

  it("loads nothing from the provider until a click or consent (the shell fills the frame)", () => {
    expect(html).not.toContain("<iframe");
    expect(html).toMatch(new RegExp(`data-frame="[^"]*" data-src="${url}"`));
    expect(html).toContain("data-embed-load");
    expect(html).toContain(booking.loadNote("cal.com"));
  });
});
