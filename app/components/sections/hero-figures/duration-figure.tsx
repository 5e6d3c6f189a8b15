import { NumberDisc } from "#app/components/sections/case-sketch-key";
import { daysOf } from "#app/content/durations";
import { HeroFigure } from "./hero-figure";

type Offer = { title: string; subtitle: string; price: string };

/** The offers' durations, where each one's subtitle is one ("1–2 Tage"); else undefined. */
export function durationsOf(offers: readonly Offer[]) {
  const ranges = offers.map((offer) => daysOf(offer.subtitle));
  if (offers.length < 2 || offers.length > 5 || ranges.some((range) => !range)) return undefined;
  return offers.map((offer, index) => ({ ...offer, days: ranges[index]! }));
}

/**
 * A bar's end on a logarithmic axis from one day to the longest offer, as a share of the row: a
 * day and half a year side by side (linear, a two-day workshop would be a dot). The longest ends
 * at 72 %, so its duration fits beside it.
 */
const endOf = (days: number, longest: number) =>
  8 + (64 * Math.log(days)) / Math.log(Math.max(longest, 2));

/**
 * /leistungen's offers as what they are: how long each takes and what it costs from, one bar per
 * offer, solid to its shortest and faint to its longest duration. Drawn at build time from the
 * offers' own subtitles and prices; the bars are decoration, the words say it all.
 */
export function DurationFigure({
  caption,
  offers,
}: {
  caption: string;
  offers: NonNullable<ReturnType<typeof durationsOf>>;
}) {
  const longest = Math.max(...offers.map((offer) => offer.days.to));
  return (
    <HeroFigure caption={caption} kind="durations">
      <ol className="flex flex-col gap-5">
        {offers.map((offer, index) => {
          const [from, to] = [endOf(offer.days.from, longest), endOf(offer.days.to, longest)];
          return (
            <li key={offer.title} data-offer className="flex flex-col gap-2">
              <span className="flex items-baseline gap-2.5">
                <NumberDisc n={index + 1} className="size-6 self-center text-xs" />
                <span className="min-w-0 flex-1 font-semibold leading-tight text-balance">
                  {offer.title}
                </span>
                <span
                  data-price
                  className="whitespace-nowrap text-sm font-semibold tabular-nums text-primary"
                >
                  {offer.price}
                </span>
              </span>
              <span className="flex items-center gap-2 pl-8.5">
                <span
                  aria-hidden="true"
                  data-bar
                  className="flex h-2.5 overflow-hidden rounded-full"
                  style={{ width: `${to}%` }}
                >
                  <span className="bg-primary" style={{ width: `${(100 * from) / to}%` }} />
                  <span className="flex-1 bg-primary/35" />
                </span>
                <span className="whitespace-nowrap text-sm text-muted">{offer.subtitle}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </HeroFigure>
  );
}
