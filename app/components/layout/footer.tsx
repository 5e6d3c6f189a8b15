import { Link } from "react-router";
import { footerNav } from "#app/content/navigation";
import { companyName } from "#app/content/site";

export function Footer() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-sm text-muted">© 2024 {companyName}. Alle Rechte vorbehalten.</p>
        <nav aria-label="Rechtliches">
          <ul className="flex gap-4 text-sm">
            {footerNav.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="inline-flex min-h-11 items-center text-fg underline-offset-4 hover:underline"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
