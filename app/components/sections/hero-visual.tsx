import { Motif } from "#app/components/ui/motif";

/**
 * The visual beside a page's hero (PageHero `aside`): the page's own
 * generated motif, flat in a frame, without a caption (a caption that repeats
 * the page's name says nothing; issue 31). Hidden on phones, where the first
 * screen belongs to the title and the main button.
 */
export function HeroVisual({ family }: { family: string }) {
  return (
    <div aria-hidden="true" data-hero-visual className="relative hidden md:block">
      <div className="overflow-hidden rounded-3xl border border-border bg-surface-strong">
        <Motif family={family} className="aspect-[4/3] w-full" />
      </div>
    </div>
  );
}
