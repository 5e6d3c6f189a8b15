/**
 * A thin bar under the header showing how far the page is scrolled: a CSS
 * scroll-driven animation (app/app.css), no script. Purely decorative; where
 * the browser lacks scroll timelines it stays hidden.
 */
export function ScrollProgress() {
  return (
    <div
      aria-hidden="true"
      data-testid="scroll-progress"
      className="scroll-progress absolute inset-x-0 bottom-0 h-0.5 origin-left bg-primary"
    />
  );
}
