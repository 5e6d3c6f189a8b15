import { sampleNotice } from "#app/content/sample-notice";

/**
 * One slim line at the top of the fixed header, on every page while the site
 * is in sample mode; its height is part of `--header-height` (app/app.css),
 * so it covers nothing.
 */
export function SampleNotice() {
  return (
    <p
      role="note"
      aria-label={sampleNotice.label}
      className="flex h-(--sample-notice-height) items-center justify-center border-b border-border bg-fg px-4 text-center text-xs font-semibold text-bg dark:bg-surface-strong dark:text-fg"
    >
      <span className="sm:hidden">{sampleNotice.short}</span>
      <span className="hidden sm:inline">{sampleNotice.long}</span>
    </p>
  );
}
