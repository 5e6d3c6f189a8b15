import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { privacyLink, type AiServiceTexts } from "#app/content/embeds";

/**
 * An AI service's label and launcher (AI Act Art. 50 Abs. 1): one quiet line, no card. Its
 * title names it as AI, one sentence says the visitor talks to a machine, and the provider
 * follows. They stay visible before and after consent and while the service runs; only the
 * load button (wired by app/shell/consent.ts) goes once the service is loaded, or never shows
 * after "Alle akzeptieren" (app/app.css). It sits in the page flow (the voice agent's in the
 * footer, both on /kontakt), so it never covers content.
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
  /** Anchor for links to it. */
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
      className={`flex scroll-mt-24 flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted ${className}`}
    >
      <p className="min-w-0 max-w-[70ch] flex-[1_1_18rem]">
        <ServiceIcon
          aria-hidden="true"
          className="mr-1.5 inline size-4 -translate-y-px text-primary"
        />
        <strong className="font-semibold text-fg">{texts.title}</strong> {texts.disclosure}{" "}
        <span className="whitespace-nowrap">
          {texts.provider} ·{" "}
          <Link
            to={privacyLink.to}
            // Inline, its padding makes the 44 px target without opening the line.
            className="py-3.5 text-primary underline underline-offset-2"
          >
            {privacyLink.label}
          </Link>
        </span>
      </p>
      {/* Last, after what it loads and who provides it: read before the choice to load. One
          width for every launcher, so two of them on /kontakt end and start on one line
          (round 37: "ragged"). */}
      <button
        type="button"
        data-embed-load
        aria-label={texts.loadDescription}
        className="min-h-11 shrink-0 items-center rounded-full border border-border bg-bg px-4 text-sm font-semibold text-fg w-48 justify-center text-center hover:bg-surface-strong"
      >
        {texts.loadLabel}
      </button>
    </aside>
  );
}
