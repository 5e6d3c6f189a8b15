/**
 * Disclosures marked `.disclosure-wide` read open from 1024 px by CSS alone (decision 063). This
 * makes their state say so too: open while the screen is wide, so a screen reader does not
 * announce "collapsed" over text it can read, and a click on the title changes nothing there.
 * The width is app.css's `.disclosure-wide` query: change both together.
 */
export function initWideDisclosures(
  root: Document | HTMLElement = document,
  wide: Pick<MediaQueryList, "matches" | "addEventListener"> = matchMedia("(width >= 64rem)"),
): void {
  const disclosures = root.querySelectorAll<HTMLDetailsElement>("details.disclosure-wide");
  if (disclosures.length === 0) return;
  const sync = () => {
    if (wide.matches) disclosures.forEach((disclosure) => (disclosure.open = true));
  };
  sync();
  wide.addEventListener("change", sync);
  root.addEventListener("click", (event) => {
    const summary = (event.target as Element).closest(".disclosure-wide > summary");
    if (summary && wide.matches) event.preventDefault();
  });
}
