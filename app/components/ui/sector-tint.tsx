import type { ReactNode } from "react";
import { type SectorKey, sectors } from "#app/content/sectors";

/** One of the three aurora hues per sector, in the sectors' order, so neighbours differ. */
export const sectorHue = (sector: SectorKey) => (Object.keys(sectors).indexOf(sector) % 3) + 1;

/**
 * A case's cover colour: its sector's hue as a tint with a strong left edge
 * (`.case-cover` in app.css), the same on the case's card and on its page.
 */
export function SectorTint({
  as: Tag = "div",
  sector,
  className,
  children,
  ...attributes
}: {
  /** `figure` where the tint holds a caption (a case page's figure). */
  as?: "div" | "figure";
  sector: SectorKey;
  className: string;
  children: ReactNode;
  /** A figure's name: its caption's id (not every screen reader takes the caption by itself). */
  "aria-labelledby"?: string;
} & { [data: `data-${string}`]: string | boolean }) {
  return (
    <Tag
      className={`case-cover border-l-4 ${className}`}
      data-hue={sectorHue(sector)}
      {...attributes}
    >
      {children}
    </Tag>
  );
}
