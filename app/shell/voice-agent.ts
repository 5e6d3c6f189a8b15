import { storageKeys } from "#app/content/browser-storage";
import { gateEmbed } from "./consent";

const tagName = "elevenlabs-convai";

/**
 * The ElevenLabs voice agent, offered on every page (`[data-voice-agent]`,
 * the footer's launcher rendered by VoiceAgent). Its code is bundled from npm but
 * imported only after "Alle akzeptieren" or a click on the placeholder;
 * before that nothing of it is loaded and no request leaves.
 */
async function mount(slot: HTMLElement) {
  const {
    agentId = "",
    texts = "{}",
    rawAudioWorklet = "",
    audioConcatWorklet = "",
  } = slot.dataset;
  try {
    const { registerWidget } = await import("@elevenlabs/convai-widget-core");
    if (!customElements.get(tagName)) registerWidget(tagName);
  } catch (error) {
    console.warn("Sprachassistent konnte nicht geladen werden:", error);
    return;
  }
  const agent = document.createElement(tagName);
  agent.setAttribute("agent-id", agentId);
  // The "full" variant shows its label; our texts name it as AI while idle and in a call
  // (AI Act Art. 50), whatever the provider's dashboard says.
  agent.setAttribute("variant", "full");
  agent.setAttribute("text-contents", texts);
  // A fresh id per page view instead of the widget's browser fingerprint:
  // conversations cannot be linked across visits.
  agent.setAttribute("user-id", crypto.randomUUID());
  // Its own name for the terms' acceptance, so the cookie policy can list it.
  agent.setAttribute("terms-key", storageKeys.voiceAgentTerms);
  agent.setAttribute("worklet-path-raw-audio-processor", rawAudioWorklet);
  agent.setAttribute("worklet-path-audio-concat-processor", audioConcatWorklet);
  document.body.append(agent);
}

export function initVoiceAgent(root: ParentNode = document): void {
  const slot = root.querySelector<HTMLElement>("[data-voice-agent]");
  if (slot) gateEmbed(slot, () => void mount(slot));
}
