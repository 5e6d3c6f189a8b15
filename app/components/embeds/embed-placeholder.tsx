import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { privacyLink } from "#app/content/embeds";

/**
 * The compact launcher that stands in for a third-party widget until the
 * visitor asks for it: names the provider, loads it on click (the shell
 * module, app/shell/consent.ts), links to the privacy policy. It sits in the
 * page flow (the voice agent's in the footer, the avatar's on /kontakt), so
 * it never covers content; CSS shows it only after "Nur essenzielle" and
 * until the embed is loaded.
 */
export function EmbedPlaceholder({
  icon: PlaceholderIcon,
  label,
  provider,
  description,
  disclosure,
  data,
  className = "",
}: {
  icon: LucideIcon;
  /** Visible button text, e.g. "Sprachassistent laden". */
  label: string;
  /** Names the provider, e.g. "ElevenLabs (USA)". */
  provider: string;
  /** Accessible name of the load button: label plus what loading it means. */
  description: string;
  /** Said before a conversation starts (AI Act Art. 50): it is an AI, not a person. */
  disclosure: string;
  /** `data-*` attributes the shell module reads. */
  data?: Record<`data-${string}`, string>;
  className?: string;
}) {
  return (
    <aside
      aria-label={label}
      data-embed-placeholder
      {...data}
      className={`embed-placeholder flex-wrap items-center gap-x-3 gap-y-1 ${className}`}
    >
      <button
        type="button"
        data-embed-load
        aria-label={description}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-bg py-1.5 pl-1.5 pr-4 text-sm font-semibold text-fg hover:bg-surface-strong"
      >
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary">
          <PlaceholderIcon aria-hidden="true" className="size-4" />
        </span>
        {label}
      </button>
      <p className="text-sm text-muted">
        {provider} ·{" "}
        <Link
          to={privacyLink.to}
          className="inline-flex min-h-11 items-center text-primary underline underline-offset-2"
        >
          {privacyLink.label}
        </Link>
      </p>
      <p className="w-full text-sm text-muted">{disclosure}</p>
    </aside>
  );
}
