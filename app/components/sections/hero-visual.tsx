import { Motif } from "#app/components/ui/motif";

/**
 * The visual beside a page's hero (PageHero `aside`): the page's own
 * generated motif, flat in a frame, with its label as a caption. Hidden on phones, where the first screen
 * belongs to the title and the main button.
 */
export function HeroVisual({ family, label }: { family: string; label?: string }) {
  return (
    <div aria-hidden="true" data-hero-visual className="relative hidden md:block">
      <div className="overflow-hidden rounded-3xl border border-border bg-surface-strong">
        <Motif family={family} className="aspect-[4/3] w-full" />
      </div>
      {label && (
        <p className="mt-3 border-l-2 border-primary pl-3 text-sm font-semibold text-muted">
          {label}
        </p>
      )}
    </div>
  );
}
