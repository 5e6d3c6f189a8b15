import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { ButtonLink } from "#app/components/ui/button-link";
import { Motif } from "#app/components/ui/motif";
import { readPage } from "#app/content/files/collections";

const notFound = readPage("not-found");

/**
 * The not-found screen: fills the first screen and offers the main pages;
 * the shell module logs the missing path to the console.
 */
export function NotFound() {
  const listId = useId();
  return (
    <section
      data-not-found
      className="relative isolate flex min-h-[calc(100dvh-var(--header-height))] items-center overflow-hidden bg-gradient-to-b from-surface to-bg"
    >
      <div className="relative mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        {/* Whole and inside the content column: beside the text on wide screens, left out on narrow ones. */}
        <Motif
          family="404"
          whole
          brand
          className="absolute right-6 top-1/2 -z-10 w-[min(32rem,36vw)] -translate-y-1/2 max-lg:hidden"
        />
        <p className="font-display text-7xl font-semibold text-primary sm:text-8xl">
          {notFound.code}
        </p>
        {/* The spec's English heading on a German page: marked, so it is read out in English. */}
        <h1 lang="en" className="mt-4 text-display-split">
          {notFound.heading}
        </h1>
        <p className="mt-4 max-w-xl text-lead text-muted">{notFound.text}</p>
        <ButtonLink to={notFound.home.to} className="mt-8">
          {notFound.home.label}
        </ButtonLink>
        <h2 id={listId} className="mt-12 font-sans text-base font-semibold text-muted">
          {notFound.destinationsLabel}
        </h2>
        {/* On phones a list of rows, each the full width with its arrow at the end: chips that
            grew to fill their rows left the seventh alone on the last (round 34), balanced rows
            one alone too (round 22). From sm chips in balanced rows, each label on one line. */}
        <ul
          aria-labelledby={listId}
          className="mt-3 max-w-2xl max-sm:divide-y max-sm:divide-border max-sm:border-y max-sm:border-border sm:-mb-2 sm:text-balance"
        >
          {notFound.destinations.map((item) => (
            <li key={item.to} className="sm:me-2 sm:mb-2 sm:inline-block">
              <a
                href={item.to}
                className="flex min-h-12 items-center justify-between gap-1.5 whitespace-nowrap font-medium hover:text-primary sm:inline-flex sm:min-h-11 sm:justify-center sm:rounded-full sm:border sm:border-border sm:bg-bg sm:px-4 sm:text-sm sm:hover:border-primary"
              >
                {item.label}
                <ArrowRight aria-hidden="true" className="size-4 sm:size-3.5" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
