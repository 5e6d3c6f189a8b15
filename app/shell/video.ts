import { gateEmbed } from "./consent";

/**
 * Click-to-load videos (`[data-video]`, rendered by VideoFacade). The facade
 * is a link to the video on YouTube, so it works without JavaScript; here a
 * click plays it in place instead, and "Alle akzeptieren" loads the player
 * without starting it.
 */
function wire(facade: HTMLElement) {
  const { src = "", title = "" } = facade.dataset;
  let clicked = false;
  const load = () => {
    const url = new URL(src);
    if (clicked) url.searchParams.set("autoplay", "1");
    const frame = Object.assign(document.createElement("iframe"), {
      src: url.href,
      title,
      allow: "autoplay; encrypted-media; picture-in-picture",
      allowFullscreen: true,
      referrerPolicy: "strict-origin-when-cross-origin",
      className: "absolute inset-0 size-full border-0",
    });
    facade.querySelector("[data-embed-load]")?.replaceWith(frame);
    // The link the visitor pressed is gone; keep keyboard focus on the player.
    if (clicked) frame.focus();
  };
  facade.querySelector("[data-embed-load]")?.addEventListener("click", (event) => {
    event.preventDefault();
    clicked = true;
  });
  gateEmbed(facade, load);
}

export function initVideos(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>("[data-video]").forEach(wire);
}
