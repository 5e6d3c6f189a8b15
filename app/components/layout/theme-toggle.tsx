import { Moon, Sun } from "lucide-react";
import { Tooltip } from "#app/components/ui/tooltip";
import { applyTheme, useTheme } from "#app/lib/theme";

/** Flips light/dark. The icon follows the `dark` class, so it is right before hydration too. */
export function ThemeToggle() {
  const theme = useTheme();
  const dark = theme === "dark";
  return (
    <Tooltip label={dark ? "Helles Farbschema einschalten" : "Dunkles Farbschema einschalten"}>
      <button
        type="button"
        onClick={() => applyTheme(dark ? "light" : "dark")}
        aria-label="Dunkles Farbschema"
        aria-pressed={theme === null ? undefined : dark}
        className="inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-strong"
      >
        <Moon aria-hidden="true" className="size-5 dark:hidden" />
        <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      </button>
    </Tooltip>
  );
}
