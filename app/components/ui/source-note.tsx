import { type Claim, claimLabels } from "#app/content/sources";

/**
 * The evidence under a figure: the study (linked) or the owner's own records;
 * "Beispielwert" while it is an invented sample. A term of the offer needs no note, except
 * beside figures that have one (`amongNoted`), where a figure without a line looks unproven.
 */
export function SourceNote({
  claim,
  amongNoted = false,
  className: place = "",
}: {
  claim: Claim;
  amongNoted?: boolean;
  /** Where it stands in its figure's layout. */
  className?: string;
}) {
  const { source } = claim;
  const className = `mt-2 block text-xs text-muted ${place}`;
  if (source?.kind === "citation") {
    return (
      <span className={className}>
        {claimLabels.source}: {source.authors} ({source.year}),{" "}
        <a href={source.url} className="underline underline-offset-2" rel="noreferrer">
          {source.publication}
        </a>
      </span>
    );
  }
  if (source?.kind === "own") {
    return (
      <span className={className}>
        {claimLabels.source}: {source.basis} ({source.year})
      </span>
    );
  }
  const mark = `${className} font-medium`;
  if (!source && claim.sample) return <span className={mark}>{claimLabels.sample}</span>;
  if (source?.kind === "fact" && amongNoted)
    return <span className={mark}>{claimLabels.fact}</span>;
  return null;
}
