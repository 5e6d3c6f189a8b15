import { Mic } from "lucide-react";
import { voiceEmbed } from "#app/content/embeds";
import { AiLauncher } from "./ai-launcher";
import { workletPaths } from "./worklet-paths";

/**
 * The site-wide voice agent's label and launcher (in the footer), while one is set. The shell
 * module (app/shell/voice-agent.ts) loads the agent from the data here after
 * "Alle akzeptieren" or a click.
 */
export function VoiceAgent({ className }: { className?: string }) {
  if (!voiceEmbed) return null;
  return (
    <AiLauncher
      icon={Mic}
      texts={voiceEmbed}
      id={voiceEmbed.anchor}
      className={className}
      data={{
        "data-voice-agent": "",
        "data-agent-id": voiceEmbed.agentId,
        "data-texts": JSON.stringify(voiceEmbed.widgetTexts),
        "data-raw-audio-worklet": workletPaths.rawAudioProcessor,
        "data-audio-concat-worklet": workletPaths.audioConcatProcessor,
      }}
    />
  );
}
