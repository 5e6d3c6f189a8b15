import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

/**
 * Where the page sits: "Start › Leistungen › Name". The last item is the
 * current page (no link). Pair it with `breadcrumbJsonLd` in the route's meta. On phones the
 * current page is there for screen readers only: the hero under it names the service, and the
 * trail kept to one line (round 31: "Vertrieb & Umsatzplanung" wrapped to a second at 360 px).
 */
export function Breadcrumbs({
  label,
  items,
}: {
  /** Accessible name of the navigation landmark. */
  label: string;
  /** From the home page down; only the last item may omit `to`. */
  items: readonly { label: string; to?: string }[];
}) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li
              key={item.label}
              className={`inline-flex items-center gap-1.5 ${last ? "max-sm:sr-only" : ""}`}
            >
              {item.to && !last ? (
                <Link
                  to={item.to}
                  className="rounded underline decoration-border underline-offset-4 hover:text-primary hover:decoration-current"
                >
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-fg">
                  {item.label}
                </span>
              )}
              {!last && (
                <ChevronRight
                  aria-hidden="true"
                  className={`size-4 shrink-0 ${index === items.length - 2 ? "max-sm:hidden" : ""}`}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
