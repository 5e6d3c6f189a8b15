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
 * Where a duration stands on the figure's axis, as a share of the bars' width: from the start
 * (0) to the longest offer (at 76 %, so its words fit beside it), on a logarithmic scale of the
 * days plus one, so a day and half a year both show (linear, a two-day workshop would be a dot)
 * and the bars start where the axis does; the ticks under them say the scale.
 */
const at = (days: number, longest: number) => (76 * Math.log1p(days)) / Math.log1p(longest);

/**
 * /leistungen's offers as what they are: how long each takes and what it costs from, one bar per
 * offer, solid to its shortest and faint to its longest duration, over one axis whose ticks are
 * content ("1 Woche", "6 Monate"). Drawn at build time from the offers' own subtitles and
 * prices; the bars are decoration, the words say it all.
 */
export function DurationFigure({
  caption,
  offers,
  ticks,
}: {
  caption: string;
  offers: NonNullable<ReturnType<typeof durationsOf>>;
  /** The axis's marks, each a duration ("1 Woche"); others are left out. */
  ticks: readonly string[];
}) {
  const longest = Math.max(...offers.map((offer) => offer.days.to));
  const marks = ticks.flatMap((label) => {
    const days = daysOf(label)?.from;
    return days && days <= longest * 1.2 ? [{ label, left: at(days, longest) }] : [];
  });
  return (
    <HeroFigure caption={caption} kind="durations">
      <ol className="flex flex-col gap-5">
        {offers.map((offer, index) => {
          const [from, to] = [at(offer.days.from, longest), at(offer.days.to, longest)];
          return (
            <li key={offer.title} data-offer className="flex flex-col gap-2">
              <span className="flex items-baseline gap-2.5">
                <NumberDisc n={index + 1} className="size-6 self-center text-xs" />
                <span className="min-w-0 flex-1 font-semibold leading-tight text-balance">
                  {offer.title}
                </span>
                <span
                  data-price
                  className="whitespace-nowrap font-display text-sm font-semibold tabular-nums text-primary"
                >
                  {offer.price}
                </span>
              </span>
              <span className="flex items-center gap-2 pl-8.5">
                <span
                  aria-hidden="true"
                  data-bar
                  className="flex h-3 overflow-hidden rounded-full"
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
      {/* The scale: ticks on a hairline under the bars, at the same shares of their width. */}
      <div aria-hidden="true" className="relative mt-4 ml-8.5 h-6">
        <span
          className="absolute top-0 left-0 border-t border-primary/50"
          style={{ width: `${at(longest, longest)}%` }}
        />
        {marks.map((mark) => (
          <span
            key={mark.label}
            data-tick
            className="absolute top-0 -translate-x-1/2 whitespace-nowrap pt-1 text-[0.8125rem] text-muted before:absolute before:-top-1 before:left-1/2 before:h-1.5 before:border-l before:border-primary/60"
            style={{ left: `${mark.left}%` }}
          >
            {mark.label}
          </span>
        ))}
      </div>
    </HeroFigure>
  );
}
