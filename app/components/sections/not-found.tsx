import { ButtonLink } from "#app/components/ui/button-link";
import { Motif } from "#app/components/ui/motif";
import { WaysOn } from "./ways-on";
import { readPage } from "#app/content/files/collections";

const notFound = readPage("not-found");

/**
 * The not-found screen: fills the first screen and offers the main pages;
 * the shell module logs the missing path to the console.
 */
export function NotFound() {
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
        <WaysOn label={notFound.destinationsLabel} links={notFound.destinations} />
      </div>
    </section>
  );
}
