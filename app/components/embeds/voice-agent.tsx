import { Mic } from "lucide-react";
import { useEffect, useState } from "react";
import { voiceEmbed } from "#app/content/embeds";
import { site } from "#app/content/site";
import { useConsent } from "#app/lib/consent";
import { EmbedPlaceholder } from "./embed-placeholder";
import { workletPaths } from "./worklet-paths";

const tagName = "elevenlabs-convai";

let registration: Promise<void> | undefined;

/** Loads the widget's code (a separate chunk) and registers its element once. */
function registerVoiceWidget(): Promise<void> {
  registration ??= import("@elevenlabs/convai-widget-core").then(
    ({ registerWidget }) => {
      if (!customElements.get(tagName)) registerWidget(tagName);
    },
    (error: unknown) => {
      registration = undefined;
      throw error;
    },
  );
  return registration;
}

function VoiceAgentElement() {
  // A fresh id per page load instead of the widget's default browser
  // fingerprint: conversations cannot be linked across visits.
  const [userId] = useState(() => globalThis.crypto?.randomUUID?.());
  return (
    <elevenlabs-convai
      agent-id={site.embeds.voiceAgentId}
      user-id={userId}
      worklet-path-raw-audio-processor={workletPaths.rawAudioProcessor}
      worklet-path-audio-concat-processor={workletPaths.audioConcatProcessor}
    />
  );
}

/**
 * The ElevenLabs voice agent, available on every page. Its code is bundled
 * from npm but imported only after "Alle akzeptieren" or a click on the
 * placeholder; before that nothing of it is loaded and no request leaves.
 */
export function VoiceAgent() {
  const consent = useConsent();
  const [requested, setRequested] = useState(false);
  const [ready, setReady] = useState(false);
  const wanted = consent === "accepted" || requested;

  useEffect(() => {
    if (!wanted || ready) return;
    let active = true;
    registerVoiceWidget().then(
      () => active && setReady(true),
      (error: unknown) => console.warn("Sprachassistent konnte nicht geladen werden:", error),
    );
    return () => {
      active = false;
    };
  }, [wanted, ready]);

  if (wanted) return ready ? <VoiceAgentElement /> : null;
  // Before hydration nothing is known; without a choice the cookie banner asks first.
  if (consent !== "declined") return null;
  return (
    <EmbedPlaceholder
      side="right"
      icon={Mic}
      label={voiceEmbed.loadLabel}
      provider={voiceEmbed.provider}
      description={voiceEmbed.loadDescription}
      openLabel={voiceEmbed.openLabel}
      onLoad={() => setRequested(true)}
    />
  );
}
