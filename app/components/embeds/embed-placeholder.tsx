import { X, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { placeholderToggle, privacyLink } from "#app/content/embeds";

/**
 * The small card that stands in for a floating third-party widget until the
 * visitor asks for it: names the provider, loads it on click (the shell
 * module, app/shell/consent.ts), links to the privacy policy. CSS shows it
 * only after "Nur essenzielle" and until the embed is loaded. On phones it
 * starts as a round button in the corner that opens the card, so it never
 * covers a page's call to action.
 */
export function EmbedPlaceholder({
  side,
  icon: PlaceholderIcon,
  label,
  provider,
  description,
  openLabel,
  data,
}: {
  side: "left" | "right";
  icon: LucideIcon;
  /** Visible button text, e.g. "Sprachassistent laden". */
  label: string;
  /** Names the provider, e.g. "ElevenLabs (USA)". */
  provider: string;
  /** Accessible name of the load button: label plus what loading it means. */
  description: string;
  /** Accessible name of the round button that opens the card on phones. */
  openLabel: string;
  /** `data-*` attributes the shell module reads. */
  data?: Record<`data-${string}`, string>;
}) {
  const cardId = useId();
  const align = side === "left" ? "left-3 items-start sm:left-4" : "right-3 items-end sm:right-4";

  return (
    <aside
      aria-label={label}
      data-embed-placeholder
      {...data}
      className={`embed-placeholder fixed bottom-3 z-40 flex-col gap-2 sm:bottom-4 ${align}`}
    >
      <div
        id={cardId}
        className="embed-card hidden w-[min(12.5rem,calc(50vw-1rem))] rounded-xl border border-border bg-bg p-1.5 shadow-lg data-[open]:block sm:block"
      >
        <button
          type="button"
          data-embed-load
          aria-label={description}
          className="flex min-h-11 w-full items-center gap-2 rounded-lg p-1 pr-2 text-left hover:bg-surface-strong"
        >
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary">
            <PlaceholderIcon aria-hidden="true" className="size-4" />
          </span>
          <span className="min-w-0 text-xs font-semibold leading-tight">{label}</span>
        </button>
        <p className="px-1 text-xs leading-tight text-muted">
          {provider} ·{" "}
          <Link
            to={privacyLink.to}
            className="inline-block py-1 text-primary underline underline-offset-2"
          >
            {privacyLink.label}
          </Link>
        </p>
      </div>
      <button
        type="button"
        data-disclosure
        aria-expanded="false"
        aria-controls={cardId}
        aria-label={openLabel}
        data-label-closed={openLabel}
        data-label-open={placeholderToggle.close}
        className="group inline-flex size-11 items-center justify-center rounded-full border border-border bg-bg text-primary shadow-lg sm:hidden"
      >
        <PlaceholderIcon aria-hidden="true" className="size-5 group-aria-expanded:hidden" />
        <X aria-hidden="true" className="hidden size-5 group-aria-expanded:block" />
      </button>
    </aside>
  );
}
