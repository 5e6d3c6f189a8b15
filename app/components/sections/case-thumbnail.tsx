import { caseLabels, type Case } from "#app/content/cases";
import { SketchLabels } from "./case-sketch-key";
import { SketchDrawing } from "./case-sketches";

/**
 * A case card's picture (/cases, home's proof): its sketch in a frame, drawn from the case's own
 * words where it has them, numbered as on its page, the words small under it (round 23: a card's
 * sketch looked like its neighbours'), one under the other (round 32: two in a row and a third
 * under them read as two groups). Decorative: the card's title names the case, its page says
 * the words in full.
 */
export function CaseThumbnail({
  item,
  className = "",
}: {
  item: Case;
  /** The frame's spacing, and the widths at which it shows. */
  className?: string;
}) {
  return (
    <div
      data-case-sketch
      aria-hidden="true"
      // Centred in its frame: a frame as tall as its row's (subgrid) leaves no band under one word.
      className={`flex flex-col justify-center rounded-xl border border-border bg-bg px-3 py-2.5 ${className}`}
    >
      <SketchDrawing item={item} numbered />
      <SketchLabels
        kind={item.sketch}
        labels={item.sketchLabels}
        keyWords={caseLabels.sketches[item.sketch].key}
        discClassName="size-5 text-[0.6875rem]"
        className="mt-2 flex flex-col gap-y-1 border-t border-border pt-2 text-sm font-medium leading-snug"
      />
    </div>
  );
}
