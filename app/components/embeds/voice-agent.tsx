import { Mic } from "lucide-react";
import { voiceEmbed } from "#app/content/embeds";
import { site } from "#app/content/site";
import { AiLauncher } from "./ai-launcher";
import { workletPaths } from "./worklet-paths";

/**
 * The site-wide voice agent's label and launcher (in the footer). The shell
 * module (app/shell/voice-agent.ts) loads the agent from the data here after
 * "Alle akzeptieren" or a click.
 */
export function VoiceAgent({ className }: { className?: string }) {
  return (
    <AiLauncher
      icon={Mic}
      texts={voiceEmbed}
      id={voiceEmbed.anchor}
      className={className}
      data={{
        "data-voice-agent": "",
        "data-agent-id": site.embeds.voiceAgentId,
        "data-texts": JSON.stringify(voiceEmbed.widgetTexts),
        "data-raw-audio-worklet": workletPaths.rawAudioProcessor,
        "data-audio-concat-worklet": workletPaths.audioConcatProcessor,
      }}
    />
  );
}
