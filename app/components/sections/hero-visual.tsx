import { Motif } from "#app/components/ui/motif";

/**
 * The visual beside a page's hero (PageHero `aside`): the page's own
 * generated motif, flat in a frame, with its label as a caption. Hidden on phones, where the first screen
 * belongs to the title and the main button.
 */
export function HeroVisual({
  family,
  seed,
  label,
  onPhones = false,
}: {
  family: string;
  seed?: string;
  label?: string;
  /** Also on phones, for pages without a main button (a case). */
  onPhones?: boolean;
}) {
  return (
    <div
      aria-hidden="true"
      data-hero-visual
      className={`relative ${onPhones ? "" : "hidden md:block"}`}
    >
      <div className="overflow-hidden rounded-3xl border border-border bg-surface-strong">
        <Motif family={family} seed={seed} className="aspect-[4/3] w-full" />
      </div>
      {label && (
        <p className="mt-3 border-l-2 border-primary pl-3 text-sm font-semibold text-muted">
          {label}
        </p>
      )}
    </div>
  );
}
