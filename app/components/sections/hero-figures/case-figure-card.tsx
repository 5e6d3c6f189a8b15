import { CaseTeaser } from "#app/components/sections/case-teasers";
import type { Case } from "#app/content/cases";
import { HeroFigure } from "./hero-figure";

/**
 * A service's proof beside its promise: one of its cases (app/content/case-filters.ts
 * `heroCaseOf`), as its card on /cases draws it, with its sketch, sector and title leading to
 * it. Round 34: a shared tree of steps on every service read as a chart without data, and
 * repeated the steps below.
 */
export function CaseFigureCard({ caption, item }: { caption: string; item: Case }) {
  return (
    <HeroFigure caption={caption} kind="case" paper={false}>
      <div className="relative flex flex-col">
        <CaseTeaser item={item} as="p" className="text-xl" />
      </div>
    </HeroFigure>
  );
}
