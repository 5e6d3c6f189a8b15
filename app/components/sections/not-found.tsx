import { ButtonLink } from "#app/components/ui/button-link";

/** The not-found screen; the shell module logs the missing path to the console. */
export function NotFound() {
  return (
    <section
      data-not-found
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:px-6"
    >
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
