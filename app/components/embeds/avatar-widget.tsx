import { Video } from "lucide-react";
import { useEffect, useState } from "react";
import { avatarEmbed } from "#app/content/embeds";
import { site } from "#app/content/site";
import { useConsent } from "#app/lib/consent";
import { EmbedPlaceholder } from "./embed-placeholder";

/** The states the embed asks for (spec section 4); it starts hidden. */
export type AvatarState = "hidden" | "circle" | "expanded";

/** What a window message means for the widget, or `null` if it must be ignored. */
export function avatarAction(event: MessageEvent, embedOrigin: string): AvatarState | null {
  if (event.origin !== embedOrigin) return null;
  const data: unknown = event.data;
  if (typeof data !== "object" || data === null) return null;
  const { type, action } = data as { type?: unknown; action?: unknown };
  if (type !== "streaming-embed") return null;
  if (action === "init" || action === "hide") return "circle";
  if (action === "show") return "expanded";
  return null;
}

const stateClasses: Record<AvatarState, string> = {
  hidden: "invisible size-[200px] rounded-full opacity-0",
  circle: "visible size-[200px] rounded-full border-2 border-bg opacity-100 shadow-xl",
  // 16:9 at 366 px high; on pages narrower than 540 px: 96 % wide, 266 px high, centred.
  expanded:
    "visible h-[366px] w-[calc(366px*16/9)] max-w-[calc(100vw-2rem)] rounded-lg opacity-100 shadow-2xl max-[540px]:left-1/2 max-[540px]:h-[266px] max-[540px]:w-[96%] max-[540px]:max-w-none max-[540px]:-translate-x-1/2",
};

/** The streaming avatar itself: an iframe that sizes itself by the embed's messages. */
function AvatarEmbed({ url }: { url: string }) {
  const [state, setState] = useState<AvatarState>("hidden");

  useEffect(() => {
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      const next = avatarAction(event, origin);
      if (next) setState(next);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [url]);

  return (
    <div
      data-avatar-widget
      data-state={state}
      className={`fixed bottom-4 left-4 z-[9999] overflow-hidden bg-surface-strong transition-all duration-100 ease-linear motion-reduce:transition-none sm:bottom-10 sm:left-10 ${stateClasses[state]}`}
    >
      <iframe
        src={url}
        title={avatarEmbed.iframeTitle}
        allow="microphone"
        className="size-full border-0"
      />
    </div>
  );
}

/**
 * The streaming avatar of the contact page. It loads only after "Alle
 * akzeptieren" or a click on its placeholder, and disappears with its
 * message listener when the page is left. The URL (and with it the only
 * origin whose messages count) comes from `site.embeds.avatarEmbedUrl`.
 */
export function AvatarWidget({ url = site.embeds.avatarEmbedUrl }: { url?: string }) {
  const consent = useConsent();
  const [requested, setRequested] = useState(false);
  if (consent === "accepted" || requested) return <AvatarEmbed url={url} />;
  // Before hydration nothing is known; without a choice the cookie banner asks first.
  if (consent !== "declined") return null;
  return (
    <EmbedPlaceholder
      side="left"
      icon={Video}
      label={avatarEmbed.loadLabel}
      provider={avatarEmbed.provider}
      description={avatarEmbed.loadDescription}
      openLabel={avatarEmbed.openLabel}
      onLoad={() => setRequested(true)}
    />
  );
}
