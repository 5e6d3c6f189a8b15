/** A span of years ("2012–2016", "2019 – heute"): never broken after its dash. */
const yearRange = /(\d{4} ?– ?(?:\d{4}|heute))/u;

/** Text with each span of years kept on one line (a nowrap span; the text stays as written). */
export function YearRanges({ text }: { text: string }) {
  const parts = text.split(yearRange);
  if (parts.length < 2) return text;
  return parts.map((part, index) =>
    index % 2 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
