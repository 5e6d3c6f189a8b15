import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { Tooltip } from "#app/components/ui/tooltip";
import { applyTheme, currentTheme, type Theme } from "#app/lib/theme";

/** Flips light/dark. The head script has already applied the stored or system theme. */
export function ThemeToggle() {
  // Unknown until mounted: the prerendered HTML cannot know the visitor's theme.
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(currentTheme()), []);

  const toggle = () => {
    const next: Theme = currentTheme() === "dark" ? "light" : "dark";
    applyTheme(next);
    setTheme(next);
  };

  const label = "Dunkles Farbschema";
  return (
    <Tooltip label={theme === "dark" ? "Helles Farbschema einschalten" : "Dunkles Farbschema einschalten"}>
      <button
        type="button"
        onClick={toggle}
        aria-label={label}
        aria-pressed={theme === null ? undefined : theme === "dark"}
        className="inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-strong"
      >
        <Moon aria-hidden="true" className="size-5 dark:hidden" />
        <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      </button>
    </Tooltip>
  );
}
