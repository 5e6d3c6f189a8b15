/**
 * The brand fonts for the next page: once a page that does not use them has
 * loaded and painted, its faces (app/app.css) are fetched into the cache, where
 * the next page of the visit finds them (decision 038). Nothing on this page
 * changes, and nothing it paints waits for them.
 */
export function initFonts(): void {
  if (document.documentElement.classList.contains("brand-fonts")) return;
  const fetchFaces = () =>
    document.fonts.forEach((face) => {
      if (face.status === "unloaded") face.load().catch(() => undefined);
    });
  // A second after `load`: on a fast connection `load` can come before the first paint, and
  // the next page is rarely opened sooner (then it takes the local faces, as this one did).
  const later = () => setTimeout(fetchFaces, 1000);
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
}
