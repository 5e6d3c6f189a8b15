/**
 * Islands (`[data-island-src]`, e.g. the contact form) are prerendered HTML
 * that works without JavaScript. Their code loads when the visitor first
 * touches the island (focus, tap or click): a page that is only read loads
 * none, and a form's code arrives while the first field is typed, off the
 * first screen's critical path (docs/decisions/036-islands-on-interaction.md).
 * What is typed before it arrives stays. A form sent before it has taken over
 * (`data-hydrated`) waits for it and is then sent again, so the island checks
 * it and marks its fields; if the code cannot load, the form posts as without
 * JavaScript (docs/decisions/044-first-submit-waits-for-the-island.md).
 */
function wire(island: HTMLElement) {
  const src = island.dataset.islandSrc;
  if (!src) return;
  let loading: Promise<unknown> | undefined;
  const start = () => (loading ??= import(/* @vite-ignore */ src));
  island.addEventListener("focusin", start, { once: true });
  island.addEventListener("pointerdown", start, { once: true });
  let held = false;
  island.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (form.hasAttribute("data-hydrated")) return;
    event.preventDefault();
    if (held) return;
    held = true;
    const handOver = new MutationObserver(() => {
      handOver.disconnect();
      form.requestSubmit(event.submitter);
    });
    handOver.observe(form, { attributeFilter: ["data-hydrated"] });
    start().catch(() => {
      handOver.disconnect();
      form.submit();
    });
  });
  // Touched before this module ran (a slow phone): a field has the focus or what was typed.
  const fields = island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea");
  const typed = [...fields].some((field) => field.value !== field.defaultValue);
  if (island.contains(document.activeElement) || typed) start();
}

export function initIslands(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>("[data-island-src]").forEach(wire);
}
