import { Link } from "react-router";
import { CaseSectorLine } from "#app/components/sections/case-marks";
import { CaseThumbnail } from "#app/components/sections/case-thumbnail";
import { ClientTitle } from "#app/components/ui/client-title";
import type { Case } from "#app/content/cases";
import { HeroFigure } from "./hero-figure";

/**
 * A service's proof beside its promise: its first case (./leistung.tsx picks it), drawn as its
 * card on /cases draws it, with its sketch, sector and title leading to it. Round 34: a shared
 * tree of steps on every service read as a chart without data, and repeated the steps below.
 */
export function CaseFigureCard({ caption, item }: { caption: string; item: Case }) {
  return (
    <HeroFigure caption={caption} kind="case" paper={false}>
      <div className="relative flex flex-col">
        <CaseThumbnail item={item} className="mb-4" />
        <CaseSectorLine item={item} />
        <p className="mt-2 text-balance font-display text-xl font-semibold leading-tight">
          <Link
            to={`/case/${item.slug}`}
            className="after:absolute after:inset-0 after:rounded-xl hover:text-primary"
          >
            <ClientTitle title={item.title} clientClassName="mb-1 text-sm" arrow />
          </Link>
        </p>
      </div>
    </HeroFigure>
  );
}
