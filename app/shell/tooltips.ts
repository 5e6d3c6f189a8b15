/**
 * Visible hints for icon-only controls (`[data-tooltip]` wrapping the control
 * and a hidden `[role=tooltip]`). Spec timing: a hint opens after 700 ms;
 * within 300 ms of another one closing, the next opens at once (moving along
 * a row of icon buttons). The controls keep their own accessible names.
 */
export const openDelay = 700;
export const skipDelay = 300;

/** When a hint last closed, shared by the hints of one page. */
type Row = { lastClosedAt: number };

function wire(wrapper: HTMLElement, row: Row) {
  const tip = wrapper.querySelector<HTMLElement>("[role=tooltip]");
  if (!tip) return;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = () => {
    clearTimeout(timer);
    const delay = performance.now() - row.lastClosedAt < skipDelay ? 0 : openDelay;
    timer = setTimeout(() => (tip.hidden = false), delay);
  };
  const hide = () => {
    clearTimeout(timer);
    if (!tip.hidden) row.lastClosedAt = performance.now();
    tip.hidden = true;
  };

  wrapper.addEventListener("pointerenter", show);
  wrapper.addEventListener("pointerleave", hide);
  wrapper.addEventListener("focusin", (event) => {
    if (event.target instanceof Element && event.target.matches(":focus-visible")) show();
  });
  wrapper.addEventListener("focusout", hide);
  wrapper.addEventListener("click", hide);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") hide();
  });
}

export function initTooltips(root: ParentNode = document): void {
  const row: Row = { lastClosedAt: Number.NEGATIVE_INFINITY };
  root.querySelectorAll<HTMLElement>("[data-tooltip]").forEach((wrapper) => wire(wrapper, row));
}
