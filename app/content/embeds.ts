/**
 * Texts of the three third-party embeds and of the placeholders that stand in
 * for them until the visitor agrees (cookie banner "Alle akzeptieren" or a
 * click on the placeholder). What each provider receives is explained in the
 * privacy policy (`datenschutz` in ./legal, section 6); keep both in step.
 * The assistant and the avatar are AI systems: their labels say so where the
 * visitor meets them (AI Act Art. 50).
 */
import { site } from "./site";
import type { Cta } from "./types";

export const privacyLink: Cta = { label: "Datenschutz", to: "/datenschutz" };

/** YouTube video on the founder page (click-to-load facade). */
export const videoEmbed = {
  playLabel: "Video abspielen – lädt YouTube",
  /**
   * One line under the play button; followed by the privacy link. True in both
   * consent states: after "Alle akzeptieren" the player loads at once, otherwise on the click.
   */
  note: "Ohne Ihre Einwilligung lädt YouTube (Google) das Video erst nach Ihrem Klick, mit „Alle akzeptieren“ sofort. Dabei erhält Google Ihre IP-Adresse, auch in den USA.",
  noteLink: { label: "Mehr in der Datenschutzerklärung", to: "/datenschutz" } satisfies Cta,
} as const;

/** HeyGen streaming avatar on /kontakt. */
export const avatarEmbed = {
  iframeTitle: `KI-Avatar von ${site.brand} (HeyGen)`,
  // Short on purpose: the card is 12.5rem wide and must not grow over the footer links.
  loadLabel: "KI-Avatar",
  provider: "HeyGen (USA)",
  /** Accessible name of the placeholder button (the visible text is shorter). */
  loadDescription: "KI-Avatar laden – stellt eine Verbindung zu HeyGen (USA) her",
  /** Shown before a conversation starts (AI Act Art. 50 Abs. 1): the visitor learns it is not a person. */
  disclosure:
    "Sie sprechen mit einem KI-generierten Avatar, nicht mit einem Menschen. Die Antworten entstehen automatisch.",
} as const;

/** ElevenLabs voice agent, available on every page. */
export const voiceEmbed = {
  // Short on purpose: the card is 12.5rem wide and must not grow over the footer links.
  loadLabel: "KI-Sprachassistent",
  provider: "ElevenLabs (USA)",
  /** Accessible name of the placeholder button (the visible text is shorter). */
  loadDescription: "KI-Sprachassistent laden – stellt eine Verbindung zu ElevenLabs (USA) her",
  /** Shown before a conversation starts (AI Act Art. 50 Abs. 1): the visitor learns it is not a person. */
  disclosure:
    "Sie sprechen mit einem KI-System, nicht mit einem Menschen. Die Antworten entstehen automatisch.",
} as const;
