import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { privacyLink, type AiServiceTexts } from "#app/content/embeds";

/**
 * An AI service's label and launcher (AI Act Art. 50 Abs. 1): its title names
 * it as AI, one sentence says the visitor talks to a machine, a line names the
 * provider. They stay visible before and after consent and while the service
 * runs; only the load button (wired by app/shell/consent.ts) goes once the
 * service is loaded, or never shows after "Alle akzeptieren" (app/app.css).
 * It sits in the page flow (the voice agent's in the footer, the avatar's on
 * /kontakt), so it never covers content.
 */
export function AiLauncher({
  icon: ServiceIcon,
  texts,
  id,
  data,
  className = "",
}: {
  icon: LucideIcon;
  texts: AiServiceTexts;
  /** Anchor for links to it, e.g. from /kontakt to the footer's voice assistant. */
  id?: string;
  /** `data-*` attributes the shell module reads. */
  data?: Record<`data-${string}`, string>;
  className?: string;
}) {
  return (
    <aside
      aria-label={texts.title}
      id={id}
      data-ai-launcher
      {...data}
      className={`flex scroll-mt-24 flex-wrap items-center justify-between gap-x-3 gap-y-1 ${className}`}
    >
      <p className="flex w-full items-center gap-2 text-sm font-semibold text-fg">
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary">
          <ServiceIcon aria-hidden="true" className="size-4" />
        </span>
        {texts.title}
      </p>
      <p className="w-full text-sm text-muted">{texts.disclosure}</p>
      <p className="text-sm text-muted">
        {texts.provider} ·{" "}
        <Link
          to={privacyLink.to}
          className="inline-flex min-h-11 items-center text-primary underline underline-offset-2"
        >
          {privacyLink.label}
        </Link>
      </p>
      {/* Last, after what it loads and who provides it: read before the choice to load. */}
      <button
        type="button"
        data-embed-load
        aria-label={texts.loadDescription}
        className="min-h-11 items-center rounded-full border border-border bg-bg px-4 text-sm font-semibold text-fg hover:bg-surface-strong"
      >
        {texts.loadLabel}
      </button>
    </aside>
  );
}
