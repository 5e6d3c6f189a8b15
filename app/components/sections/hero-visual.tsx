import { Motif } from "#app/components/ui/motif";

/**
 * The visual beside a page's hero (PageHero `aside`): the page's own
 * generated motif in a frame. Hidden on phones, where the first screen
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
      <div className="absolute -inset-3 -rotate-2 rounded-[2rem] border border-border" />
      <div className="relative overflow-hidden rounded-3xl border border-border bg-surface-strong shadow-lg">
        <Motif family={family} seed={seed} className="aspect-[4/3] w-full" />
        {label && (
          <p className="absolute bottom-4 left-4 rounded-full bg-bg/90 px-3 py-1 font-display text-sm font-semibold text-fg backdrop-blur">
            {label}
          </p>
        )}
      </div>
    </div>
  );
}
