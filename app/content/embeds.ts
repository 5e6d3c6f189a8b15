/**
 * Texts of the three third-party embeds and of the placeholders that stand in
 * for them until the visitor agrees (cookie banner "Alle akzeptieren" or a
 * click on the placeholder). What each provider receives is explained in the
 * privacy policy (`datenschutz` in ./legal, section 6); keep both in step.
 */
import { site } from "./site";
import type { Cta } from "./types";

export const privacyLink: Cta = { label: "Datenschutz", to: "/datenschutz" };

/** YouTube video on the founder page (click-to-load facade). */
export const videoEmbed = {
  playLabel: "Video abspielen – lädt YouTube",
  /** One line under the play button; followed by the privacy link. */
  note: "Erst beim Abspielen lädt YouTube (Google Ireland) das Video und erhält dabei Ihre IP-Adresse.",
  noteLink: { label: "Mehr in der Datenschutzerklärung", to: "/datenschutz" } satisfies Cta,
} as const;

/** HeyGen streaming avatar on /kontakt. */
export const avatarEmbed = {
  iframeTitle: `Video-Avatar von ${site.brand} (HeyGen)`,
  loadLabel: "Video-Avatar laden",
  provider: "HeyGen (USA)",
  /** Accessible name of the placeholder button (the visible text is shorter). */
  loadDescription: "Video-Avatar laden – stellt eine Verbindung zu HeyGen (USA) her",
} as const;

/** ElevenLabs voice agent, available on every page. */
export const voiceEmbed = {
  loadLabel: "Sprachassistent laden",
  provider: "ElevenLabs (USA)",
  /** Accessible name of the placeholder button (the visible text is shorter). */
  loadDescription: "Sprachassistent laden – stellt eine Verbindung zu ElevenLabs (USA) her",
} as const;
