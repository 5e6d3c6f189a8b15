import { AuroraBackdrop } from "#app/components/ui/aurora-arcs";
import { Sentences } from "#app/components/ui/sentences";

/**
 * A page's one sentence of its own, large across a band in the brand colour (issue 31): the
 * change of pace in a long page of headings and grids. Nothing without a sentence.
 */
export function StatementBand({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <div data-statement="" className="brand-panel relative overflow-hidden">
      <AuroraBackdrop />
      <p className="relative mx-auto max-w-6xl px-4 py-12 font-display text-2xl font-semibold leading-snug text-balance sm:px-6 sm:py-24 sm:text-4xl lg:text-5xl">
        <span className="block max-w-[30ch]">
          <Sentences text={text} />
        </span>
      </p>
    </div>
  );
}
