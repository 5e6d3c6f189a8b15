/**
 * Buttons that show and hide another element (`[data-disclosure]` with
 * `aria-controls`), such as the embed hints that start folded on phones.
 * The button's label follows the state (`data-label-open` / `data-label-closed`).
 */
function wire(button: HTMLElement) {
  const target = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!target) return;
  button.addEventListener("click", () => {
    const open = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(open));
    target.toggleAttribute("data-open", open);
    const label = button.dataset[open ? "labelOpen" : "labelClosed"];
    if (label) button.setAttribute("aria-label", label);
  });
}

export function initDisclosures(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>("[data-disclosure]").forEach(wire);
}
