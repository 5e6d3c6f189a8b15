import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button-link";
import { Tooltip } from "#app/components/ui/tooltip";
import { contactNav, mainNav } from "#app/content/navigation";
import { companyName, site } from "#app/content/site";
import { ScrollProgress } from "./scroll-progress";
import { ThemeToggle } from "./theme-toggle";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium transition-colors hover:text-primary ${
    isActive ? "bg-surface-strong text-primary" : "text-fg"
  }`;

export function Header() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const menuLabel = open ? "Menü schließen" : "Menü öffnen";

  return (
    <header
      id="site-header"
      className="fixed inset-x-0 top-0 z-50 border-b border-border bg-bg/95 backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="text-lg font-bold tracking-tight text-fg"
          aria-label={`${companyName} – Startseite`}
        >
          {site.brand}
          <span className="text-primary">.</span>
        </Link>
        <nav aria-label="Hauptnavigation" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <NavLink
            to={contactNav.to}
            end
            className={`${buttonClass("primary")} hidden sm:inline-flex`}
          >
            {contactNav.label}
          </NavLink>
          <Tooltip label={menuLabel} align="end">
            <button
              ref={toggleRef}
              type="button"
              data-menu-toggle
              className="inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-strong md:hidden"
              aria-label={menuLabel}
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpen(!open)}
            >
              {open ? (
                <X aria-hidden="true" className="size-6" />
              ) : (
                <Menu aria-hidden="true" className="size-6" />
              )}
            </button>
          </Tooltip>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile Navigation"
        hidden={!open}
        className="border-t border-border bg-bg px-4 pb-4 md:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {[...mainNav, contactNav].map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className={linkClass} onClick={() => setOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <ScrollProgress />
    </header>
  );
}
