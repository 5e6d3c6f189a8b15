import { Moon, Sun } from "lucide-react";
import { Tooltip } from "#app/components/ui/tooltip";
import { themeLabels } from "#app/content/navigation";

/**
 * Flips light/dark. The inline head script (app/shell/head.js) handles the
 * click and keeps `aria-pressed` in step, so it works from the first paint;
 * the icon follows the `dark` class.
 */
export function ThemeToggle() {
  return (
    <Tooltip
      label={
        <>
          <span className="dark:hidden">{themeLabels.toDark}</span>
          <span className="hidden dark:inline">{themeLabels.toLight}</span>
        </>
      }
    >
      <button
        type="button"
        data-theme-toggle
        aria-label={themeLabels.label}
        className="inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-strong"
      >
        <Moon aria-hidden="true" className="size-5 dark:hidden" />
        <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      </button>
    </Tooltip>
  );
}
