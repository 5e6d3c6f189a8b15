/**
 * Self-hosted copies of the ElevenLabs audio worklets (written by
 * scripts/elevenlabs-worklets.ts), so the voice agent works under the site's
 * Content-Security-Policy, which refuses worklets from `blob:` URLs.
 */
export const workletPaths = {
  rawAudioProcessor: "/elevenlabs/raw-audio-processor.js",
  audioConcatProcessor: "/elevenlabs/audio-concat-processor.js",
} as const;
