import { Icon } from "#app/components/ui/icon";
import type { IconName, TextCard } from "#app/content/types";
import { Grid, TextCardItem, type GridColumns } from "./grid";

export { Grid, TextCards } from "./grid";

/** Title/description cards, with the optional second line (`detail`) set apart and optional icons. */
export function TextCardGrid({
  cards,
  columns = 3,
  detailLabel,
  icons,
}: {
  cards: readonly TextCard[];
  columns?: GridColumns;
  /** Label before `detail`, e.g. "Auswirkung". */
  detailLabel?: string;
  icons?: readonly IconName[];
}) {
  return (
    <Grid columns={columns}>
      {cards.map((card, index) => {
        const icon = icons?.[index];
        return (
          <TextCardItem
            key={card.title}
            card={card}
            detailLabel={detailLabel}
            icon={icon && <Icon name={icon} />}
          />
        );
      })}
    </Grid>
  );
}
