/**
 * The ElevenLabs voice agent's custom element, registered by
 * `registerWidget()` from @elevenlabs/convai-widget-core (see voice-agent.tsx).
 * Its attributes are the package's own list, all strings.
 */
import type { CustomAttributes } from "@elevenlabs/convai-widget-core";
import type { DetailedHTMLProps, HTMLAttributes } from "react";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "elevenlabs-convai": DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
        CustomAttributes & { "agent-id": string };
    }
  }
}
