import { CaseTeaser } from "#app/components/sections/case-teasers";
import { caseLabels, type Case } from "#app/content/cases";
import { SketchKey } from "#app/components/sections/case-sketch-key";
import { HeroFigure } from "./hero-figure";

/**
 * A service's proof beside its promise: one of its cases (app/content/case-filters.ts
 * `heroCaseOf`), as its card on /cases draws it, with its sketch, sector and title leading to
 * it. Round 34: a shared tree of steps on every service read as a chart without data, and
 * repeated the steps below.
 */
export function CaseFigureCard({ caption, item }: { caption: string; item: Case }) {
  return (
    <HeroFigure caption={caption} kind="case">
      <div className="relative flex flex-col">
        <CaseTeaser
          item={item}
          as="p"
          className="text-xl"
          underPicture={
            // What the sketch's marks are (round 36: "18 boxes, 4 numbered: what are the others?").
            <SketchKey
              kind={item.sketch}
              words={caseLabels.sketches[item.sketch].key}
              className="-mt-1 mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted"
            />
          }
        />
      </div>
    </HeroFigure>
  );
}
