import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "#app/components/ui/button-link";

/** The not-found screen, for unknown paths and unknown slugs alike. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn("404: Seite nicht gefunden:", pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">Oops! Page not found</h1>
      <p className="mt-4 text-muted">
        Diese Seite gibt es nicht (mehr). Vielleicht hilft Ihnen der Weg zurück zur Startseite.
      </p>
      <ButtonLink to="/" className="mt-8">
        Zur Startseite
      </ButtonLink>
    </section>
  );
}
