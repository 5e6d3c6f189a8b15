import { gateEmbed } from "./consent";

/**
 * Click-to-load frames (`[data-frame]`: the founder video, the booking
 * calendar). The placeholder is a link to the provider's own page, so it
 * works without JavaScript; here a click loads the frame in place instead
 * (a video then starts at once), and "Alle akzeptieren" loads it directly.
 */
function wire(slot: HTMLElement) {
  const { src = "", title = "", allow = "", autoplay } = slot.dataset;
  let clicked = false;
  const load = () => {
    const url = new URL(src);
    if (clicked && autoplay !== undefined) url.searchParams.set("autoplay", "1");
    const frame = Object.assign(document.createElement("iframe"), {
      src: url.href,
      title,
      allow,
      allowFullscreen: true,
      referrerPolicy: "strict-origin-when-cross-origin",
      className: "absolute inset-0 size-full border-0",
    });
    slot.querySelector("[data-embed-load]")?.replaceWith(frame);
    // The link the visitor pressed is gone; keep keyboard focus on the frame.
    if (clicked) frame.focus();
  };
  slot.querySelector("[data-embed-load]")?.addEventListener("click", (event) => {
    event.preventDefault();
    clicked = true;
  });
  gateEmbed(slot, load);
}

export function initFrames(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>("[data-frame]").forEach(wire);
}
