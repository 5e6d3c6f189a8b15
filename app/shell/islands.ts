/**
 * Islands (`[data-island-src]`, e.g. the contact form) are prerendered HTML
 * that works without JavaScript. Their code loads when the visitor first
 * touches the island (focus, tap or click): a page that is only read loads
 * none, and a form's code arrives while the first field is typed, off the
 * first screen's critical path (docs/decisions/036-islands-on-interaction.md).
 * What is typed before it arrives stays; a form sent before posts without it.
 */
function wire(island: HTMLElement) {
  const src = island.dataset.islandSrc;
  if (!src) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import(/* @vite-ignore */ src);
  };
  island.addEventListener("focusin", start, { once: true });
  island.addEventListener("pointerdown", start, { once: true });
  // Touched before this module ran (a slow phone): a field has the focus or what was typed.
  const fields = island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea");
  const typed = [...fields].some((field) => field.value !== field.defaultValue);
  if (island.contains(document.activeElement) || typed) start();
}

export function initIslands(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>("[data-island-src]").forEach(wire);
}
