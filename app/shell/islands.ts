/**
 * Islands (`[data-island-src]`, e.g. the contact form) are prerendered HTML
 * that works without JavaScript. Their code loads once the page has loaded and
 * the island comes near the viewport, or at once when the visitor touches it,
 * so it never competes with the first paint (docs/decisions/011-static-first.md).
 */
function afterLoad(run: () => void) {
  if (document.readyState === "complete") run();
  else addEventListener("load", run, { once: true });
}

function wire(island: HTMLElement) {
  const src = island.dataset.islandSrc;
  if (!src) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    void import(/* @vite-ignore */ src);
  };
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && afterLoad(start),
    { rootMargin: "300px" },
  );
  observer.observe(island);
  island.addEventListener("focusin", start, { once: true });
  island.addEventListener("pointerdown", start, { once: true });
}

export function initIslands(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>("[data-island-src]").forEach(wire);
}
