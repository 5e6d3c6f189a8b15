import { lazy, Suspense } from "react";
import { useConsent } from "#app/lib/consent";

// Not part of any page's first load: fetched once a cookie choice exists.
const VoiceAgent = lazy(() =>
  import("./voice-agent").then((module) => ({ default: module.VoiceAgent })),
);

/**
 * Where the site-wide voice agent lives (mounted once in the root layout).
 * Before hydration and while the cookie banner still asks, it renders nothing
 * and loads nothing; afterwards it loads the placeholder or the agent.
 */
export function VoiceAgentSlot() {
  const consent = useConsent();
  if (consent !== "accepted" && consent !== "declined") return null;
  return (
    <Suspense fallback={null}>
      <VoiceAgent />
    </Suspense>
  );
}
