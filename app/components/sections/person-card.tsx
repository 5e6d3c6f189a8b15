import { ArrowLink } from "#app/components/ui/arrow-link";
import { Portrait } from "#app/components/ui/portrait";
import { mainOffer as offerKey, offerCta, offerPromises, offers } from "#app/content/offers";
import type { Cta } from "#app/content/types";

/**
 * The person in front, beside a hero that has no picture (issue 31): his portrait, name and role
 * and the free conversation with what it is for. From `lg` only, where the hero's right half
 * would stay empty; on phones nothing may push the hero's button down.
 */
export function PersonCard({
  topic,
  beside,
}: {
  /** The topic the form preselects (a key of content/settings/offers.yaml). */
  topic?: string;
  /** The hero's main button, if it has one. */
  beside?: Cta;
}) {
  const cta = offerCta(offerKey, "free", topic);
  return (
    <div className="w-full max-w-sm justify-self-end rounded-3xl border border-border bg-bg p-6 shadow-lg max-lg:hidden">
      <Portrait alt="" size="card" />
      <div className="mt-6 border-t border-border pt-5">
        <p className="font-display text-xl font-semibold">{offers[offerKey]!.name}</p>
        <p className="mt-1 text-sm font-medium text-primary">
          {offerPromises(offerKey).join(" · ")}
        </p>
        <p className="mt-3 text-sm text-muted">{offers[offerKey]!.purpose}</p>
        {/* Every hero button leads to the conversation (its label or the line under it names
            it), so the card offers it only beside a hero without a button. */}
        {!beside && (
          <ArrowLink to={cta.to} label={cta.label} context="" className="mt-4 min-h-11" />
        )}
      </div>
    </div>
  );
}
