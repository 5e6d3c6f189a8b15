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
        {/* On phones chips that grow to fill each row, so no row ends ragged and none stands
            alone (balanced rows left one alone, round 22), each label on one line (in half a
            phone "Profil Jonas Petersen" broke, round 27) with its arrow beside it, centred (at
            the chip's far end the arrows drifted from their labels, round 28); from sm balanced
            rows. */}
        <ul
          aria-labelledby={listId}
          className="mt-3 flex max-w-2xl flex-wrap gap-2 sm:-mb-2 sm:block sm:text-balance"
        >
          {notFound.destinations.map((item) => (
            <li key={item.to} className="flex-auto sm:me-2 sm:mb-2 sm:inline-block">
              <a
                href={item.to}
                className="flex min-h-11 items-center justify-center gap-1.5 whitespace-nowrap rounded-full border border-border bg-bg px-4 text-sm font-medium hover:border-primary hover:text-primary sm:inline-flex"
              >
                {item.label}
                <ArrowRight aria-hidden="true" className="size-3.5" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
