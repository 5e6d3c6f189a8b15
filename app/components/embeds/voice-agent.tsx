import { Mic } from "lucide-react";
import { voiceEmbed } from "#app/content/embeds";
import { site } from "#app/content/site";
import { EmbedPlaceholder } from "./embed-placeholder";
import { workletPaths } from "./worklet-paths";

/**
 * The site-wide voice agent's launcher (in the footer). The shell
 * module (app/shell/voice-agent.ts) loads the agent from the data here after
 * "Alle akzeptieren" or a click.
 */
export function VoiceAgent({ className }: { className?: string }) {
  return (
    <EmbedPlaceholder
      icon={Mic}
      className={className}
      label={voiceEmbed.loadLabel}
      provider={voiceEmbed.provider}
      description={voiceEmbed.loadDescription}
      disclosure={voiceEmbed.disclosure}
      data={{
        "data-voice-agent": "",
        "data-agent-id": site.embeds.voiceAgentId,
        "data-raw-audio-worklet": workletPaths.rawAudioProcessor,
        "data-audio-concat-worklet": workletPaths.audioConcatProcessor,
      }}
    />
  );
}
