import { gateEmbed } from "./consent";

/** The states the avatar embed asks for (spec section 4); it starts hidden. */
export type AvatarState = "hidden" | "circle" | "expanded";

/** What a window message means for the avatar, or `null` if it must be ignored. */
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

/**
 * The streaming avatar of /kontakt (`[data-avatar]`, rendered by AvatarWidget):
 * an iframe that loads after consent or a click, sized by the embed's own
 * messages (accepted only from the embed URL's origin).
 */
function wire(slot: HTMLElement) {
  const { url = "", title = "" } = slot.dataset;
  const frame = slot.querySelector<HTMLElement>("[data-avatar-frame]");
  if (!frame) return;
  const origin = new URL(url).origin;
  gateEmbed(slot.querySelector("[data-ai-launcher]"), () => {
    frame.append(
      Object.assign(document.createElement("iframe"), {
        src: url,
        title,
        allow: "microphone",
        className: "size-full border-0",
      }),
    );
    addEventListener("message", (event) => {
      const next = avatarAction(event, origin);
      if (next) frame.dataset.state = next;
    });
  });
}

export function initAvatar(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>("[data-avatar]").forEach(wire);
}
