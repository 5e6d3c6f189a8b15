import { Play } from "lucide-react";
import { Link } from "react-router";
import { Picture } from "#app/components/ui/picture";
import type { videoEmbed } from "#app/content/embeds";
import type { ImageAsset } from "#app/content/types";

const host = "https://www.youtube-nocookie.com";

/** Player URL: no related videos from other channels, little branding, inline on phones. */
function youtubeEmbedUrl(videoId: string): string {
  const params = new URLSearchParams({ rel: "0", modestbranding: "1", playsinline: "1" });
  return `${host}/embed/${encodeURIComponent(videoId)}?${params}`;
}

/**
 * A YouTube video behind a click-to-load facade: a self-hosted poster and a
 * play button. Nothing is requested from YouTube until the visitor clicks
 * (the shell module, app/shell/frames.ts, then plays it in place) or has
 * accepted all cookies (the player then loads without starting). Without
 * JavaScript the facade is a link to the video on YouTube.
 *
 * `compact`: a row, not a section's width: a small poster beside the title and
 * caption, for a sample that stands in for the owner's video. Once the player
 * loads, it takes the row's full width.
 */
export function VideoFacade({
  videoId,
  title,
  poster,
  labels,
  compact,
}: {
  videoId: string;
  labels: typeof videoEmbed;
  /** Title of the player frame for assistive technology. */
  title: string;
  poster: ImageAsset;
  /** The row's title and caption beside a small poster. */
  compact?: { title: string; caption: string };
}) {
  const note = (
    <p className={`text-sm text-muted ${compact ? "col-span-full" : "mt-3"}`}>
      {labels.note}{" "}
      <Link to={labels.noteLink.to} className="text-primary underline underline-offset-2">
        {labels.noteLink.label}
      </Link>
    </p>
  );
  const frame = {
    "data-frame": true,
    "data-src": youtubeEmbedUrl(videoId),
    "data-title": title,
    "data-allow": "autoplay; encrypted-media; picture-in-picture",
    "data-autoplay": true,
  };
  const link = `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
  if (compact) {
    return (
      <div
        {...frame}
        className="grid grid-cols-[7.5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-3 has-[iframe]:grid-cols-1 sm:grid-cols-[11rem_minmax(0,1fr)]"
      >
        <div className="relative aspect-video overflow-hidden rounded-xl border border-border bg-surface-strong">
          <a
            href={link}
            data-embed-load
            aria-label={labels.playLabel}
            className="group absolute inset-0 size-full cursor-pointer focus-visible:outline-offset-[-4px]"
          >
            <Picture image={poster} alt="" sizes="11rem" className="size-full object-cover" />
            <span className="absolute inset-0 flex items-center justify-center">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg transition-transform group-hover:scale-105 group-hover:bg-primary-hover motion-reduce:transition-none motion-reduce:group-hover:scale-100">
                <Play aria-hidden="true" className="ml-0.5 size-5 fill-current" />
              </span>
            </span>
          </a>
        </div>
        <div>
          <p className="font-semibold leading-snug">{compact.title}</p>
          <p className="mt-1 text-sm text-muted">{compact.caption}</p>
        </div>
        {note}
      </div>
    );
  }
  return (
    <div {...frame}>
      <div className="relative aspect-video overflow-hidden rounded-2xl border border-border bg-surface-strong shadow-sm">
        <a
          href={link}
          data-embed-load
          className="group absolute inset-0 size-full cursor-pointer focus-visible:outline-offset-[-6px]"
        >
          <Picture
            image={poster}
            alt=""
            sizes="(min-width: 1024px) 56rem, 100vw"
            className="size-full object-cover"
          />
          <span className="absolute inset-0 flex items-center justify-center p-4">
            {/* One line on a phone too: smaller there, so the pill stays a pill, not a two-line box. */}
            <span className="inline-flex items-center gap-2 whitespace-nowrap rounded-full bg-primary py-2 pl-2 pr-4 text-left text-sm font-semibold sm:gap-3 sm:py-3 sm:pl-3 sm:pr-5 sm:text-base text-on-primary shadow-lg transition-transform group-hover:scale-105 group-hover:bg-primary-hover motion-reduce:transition-none motion-reduce:group-hover:scale-100">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-on-primary text-primary sm:size-10">
                <Play aria-hidden="true" className="ml-0.5 size-5 fill-current" />
              </span>
              {labels.playLabel}
            </span>
          </span>
        </a>
      </div>
      {note}
    </div>
  );
}
