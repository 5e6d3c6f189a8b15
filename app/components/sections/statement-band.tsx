import { AuroraBackdrop } from "#app/components/ui/aurora-arcs";
import { Sentences } from "#app/components/ui/sentences";
import type { Statement } from "#app/content/files/page-parts";

/** A figure of a few signs ("7±2") at full size; a longer one ("3.500 €") a step smaller. */
const figureSizes = {
  short: "text-7xl sm:text-8xl lg:text-9xl",
  long: "text-6xl sm:text-7xl lg:text-8xl",
};

/**
 * A page's one sentence of its own, large across a band in the brand colour (issue 31): the
 * change of pace in a long page of headings and grids. Beside it, where the page gives one, the
 * figure it rests on ("7±2"), large on the right: with the sentence alone, the three bands
 * looked alike and leaned left. Nothing without a sentence.
 */
export function StatementBand({ statement }: { statement: Statement }) {
  const { text, figure } = statement;
  if (!text) return null;
  return (
    <div data-statement="" className="brand-panel relative overflow-hidden">
      <AuroraBackdrop />
      <div className="relative mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-16">
        <p
          data-statement-text=""
          className="max-w-[30ch] font-display text-2xl font-semibold leading-snug text-balance sm:text-4xl lg:text-5xl"
        >
          <Sentences text={text} />
        </p>
        {figure && (
          <p className="border-t border-current/30 pt-6 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-16">
            <span
              className={`figure block font-semibold leading-none ${figure.value.length > 4 ? figureSizes.long : figureSizes.short}`}
            >
              {figure.value}
            </span>
            {figure.label && (
              <span className="mt-3 block max-w-[24ch] text-base sm:text-lg">{figure.label}</span>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
