/**
 * The brand fonts for the next page: once a page that does not use them has
 * loaded, its faces (app/app.css) are fetched into the cache, where the next
 * page of the visit finds them (decision 038). Nothing on this page changes.
 */
export function initFonts(): void {
  if (document.documentElement.classList.contains("brand-fonts")) return;
  const fetchFaces = () =>
    document.fonts.forEach((face) => {
      if (face.status === "unloaded") face.load().catch(() => undefined);
    });
  if (document.readyState === "complete") fetchFaces();
  else addEventListener("load", fetchFaces, { once: true });
}
