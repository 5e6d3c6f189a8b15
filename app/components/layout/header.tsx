import { Menu, X } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button-link";
import { Tooltip } from "#app/components/ui/tooltip";
import {
  contactNav,
  mainNav,
  menuLabels,
  navLabels,
  sectionPrefixes,
} from "#app/content/navigation";
import { companyName, site } from "#app/content/site";
import { sampleMode } from "#app/lib/sample-mode";
import { SampleNotice } from "./sample-notice";
import { ScrollProgress } from "./scroll-progress";
import { ThemeToggle } from "./theme-toggle";

/**
 * Classes of a navigation link. The exact page is current (`aria-current`,
 * from NavLink); another page of its section (`sectionPrefixes`) marks it the
 * same way visually. Pages are rendered at build time, so the path is the page's own.
 */
const linkClass =
  (to: string, pathname: string) =>
  ({ isActive }: { isActive: boolean }) => {
    const inSection =
      isActive || (sectionPrefixes[to] ?? []).some((prefix) => pathname.startsWith(prefix));
    return `flex min-h-11 items-center rounded-md px-3 font-medium transition-colors hover:text-primary ${
      inSection ? "bg-surface-strong text-primary" : "text-fg"
    }`;
  };

/** The header's links, in a row on wide screens and in the phone menu. */
function NavList({
  items,
  pathname,
  className,
}: {
  items: readonly { to: string; label: string }[];
  pathname: string;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end className={linkClass(item.to, pathname)}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The fixed header. The phone menu is a native popover: it opens and closes
 * without any script, closes on Escape and on a tap outside, and browsers
 * expose its state on the button; CSS swaps the icon, the inline head script
 * the button's name.
 */
export function Header() {
  const { pathname } = useLocation();
  return (
    <header
      id="site-header"
      className="fixed inset-x-0 top-0 z-50 border-b border-border bg-bg/95 backdrop-blur"
    >
      {sampleMode && <SampleNotice />}
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center font-display text-xl font-semibold tracking-tight text-fg"
          aria-label={`${companyName} – Startseite`}
        >
          {site.brand}
          <span className="text-primary">.</span>
        </Link>
        <nav aria-label={navLabels.main} className="hidden md:block">
          <NavList items={mainNav} pathname={pathname} className="flex items-center gap-1" />
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <NavLink to={contactNav.to} end className={`${buttonClass("primary")} max-[359px]:px-3`}>
            {contactNav.label}
          </NavLink>
          <Tooltip
            label={
              <>
                <span className="menu-label-closed">{menuLabels.closed}</span>
                <span className="menu-label-open">{menuLabels.open}</span>
              </>
            }
            align="end"
          >
            <button
              type="button"
              popoverTarget="mobile-menu"
              data-label-closed={menuLabels.closed}
              data-label-open={menuLabels.open}
              className="menu-toggle inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-surface-strong md:hidden"
              aria-label={menuLabels.closed}
              aria-controls="mobile-menu"
            >
              <Menu aria-hidden="true" className="menu-icon-closed size-6" />
              <X aria-hidden="true" className="menu-icon-open size-6" />
            </button>
          </Tooltip>
        </div>
      </div>
      <nav
        id="mobile-menu"
        popover="auto"
        aria-label={navLabels.mobile}
        className="mobile-menu border-b border-border bg-bg px-4 pb-4 shadow-lg md:hidden"
      >
        <NavList
          items={[...mainNav, contactNav]}
          pathname={pathname}
          className="flex flex-col gap-1 pt-2"
        />
      </nav>
      <ScrollProgress />
    </header>
  );
}
