/**
 * Texts of the three third-party embeds and of the placeholders that stand in
 * for them until the visitor agrees (cookie banner "Alle akzeptieren" or a
 * click on the placeholder). What each provider receives is explained in the
 * privacy policy (`datenschutz` in ./legal, section 6); keep both in step.
 * The assistant and the avatar are AI systems: their labels say so where the
 * visitor meets them (AI Act Art. 50).
 */
import { type ProviderConfig, site } from "./site";
import type { Cta } from "./types";

/**
 * The optional services (docs/decisions/047-optional-services.md): each is set in the site
 * settings or absent, and absent means the site neither shows nor names it.
 */
const { voiceAgent, avatar, video } = site.embeds;
const bookingProvider: ProviderConfig | undefined =
  site.bookingUrl && "bookingProvider" in site
    ? (site.bookingProvider as ProviderConfig)
    : undefined;

/** "ElevenLabs (USA)": who runs a service and where. */
const providerLabel = (provider: ProviderConfig) => `${provider.brand} (${provider.location})`;

export const privacyLink: Cta = { label: "Datenschutz", to: "/datenschutz" };

/** The optional services that are on: what the pages show and the legal texts name. */
export const servicesOn = {
  voiceAgent: Boolean(voiceAgent),
  avatar: Boolean(avatar),
  video: Boolean(video),
  booking: Boolean(site.bookingUrl && bookingProvider),
} as const;

/** YouTube video on the founder page (click-to-load facade), while one is set. */
export const founderVideoId: string | undefined = video?.videoId;

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

/**
 * What an AI launcher says (app/components/embeds/ai-launcher.tsx). Its title
 * and disclosure stay visible next to the service in every consent state and
 * while it runs (AI Act Art. 50 Abs. 1); only the load button goes once loaded.
 */
export interface AiServiceTexts {
  /** The visible label that names it as AI, e.g. "KI-Sprachassistent". */
  title: string;
  /** Visible text of the load button; the accessible name (`loadDescription`) contains it. */
  loadLabel: string;
  /** Accessible name of the load button: what loading it means. */
  loadDescription: string;
  /** Names the provider and where it runs, e.g. "ElevenLabs (USA)". */
  provider: string;
  /** The visitor talks to a machine, not a person. */
  disclosure: string;
}

const loadLabel = "Laden";

/** The shipped ids are demos (`sample`): the assistants are titled as such. */
const demo = (service: { sample?: true }) => (service.sample ? " (Demo)" : "");

/** HeyGen streaming avatar on /kontakt, while one is set. */
export const avatarEmbed = avatar && {
  url: avatar.embedUrl,
  title: `KI-Avatar${demo(avatar)}`,
  loadLabel,
  loadDescription: `KI-Avatar laden – stellt eine Verbindung zu ${providerLabel(avatar.provider)} her`,
  provider: providerLabel(avatar.provider),
  disclosure:
    "Sie sprechen mit einem KI-generierten Avatar, nicht mit einem Menschen. Die Antworten entstehen automatisch.",
  iframeTitle: `KI-Avatar von ${site.brand} (${avatar.provider.brand})${demo(avatar)}`,
};

/** ElevenLabs voice agent, offered in the footer of every page, while one is set. */
export const voiceEmbed = voiceAgent && {
  agentId: voiceAgent.agentId,
  title: `KI-Sprachassistent${demo(voiceAgent)}`,
  /** Id of the footer launcher, for links to it (/kontakt has one). */
  anchor: "ki-sprachassistent",
  loadLabel,
  loadDescription: `KI-Sprachassistent laden – stellt eine Verbindung zu ${providerLabel(voiceAgent.provider)} her`,
  provider: providerLabel(voiceAgent.provider),
  disclosure:
    "Sie sprechen mit einem KI-System, nicht mit einem Menschen. Die Antworten entstehen automatisch.",
  /**
   * The running widget's own texts (its `text-contents`, which take precedence over the
   * provider dashboard): the floating widget names itself as AI too, idle and in a call.
   */
  widgetTexts: {
    main_label: "KI-Sprachassistent: Sie sprechen mit einem KI-System, nicht mit einem Menschen.",
    start_call: "Gespräch starten",
    end_call: "Beenden",
    connecting_status: "Verbindung zur KI …",
    listening_status: "Die KI hört zu",
    speaking_status: "Die KI spricht – zum Unterbrechen sprechen",
    chatting_status: "Chat mit einem KI-System",
  },
};

/**
 * The services that load only after consent, in the order the cookie banner and
 * the legal texts name them: what each is and who provides it.
 */
export const consentedServices: readonly {
  service: string;
  /** What it is, without the provider, for running text: "Video". */
  kind: string;
  provider: ProviderConfig;
}[] = [
  ...(voiceAgent
    ? [{ service: "KI-Sprachassistent", kind: "KI-Sprachassistent", provider: voiceAgent.provider }]
    : []),
  ...(avatar ? [{ service: "KI-Avatar", kind: "KI-Avatar", provider: avatar.provider }] : []),
  ...(video ? [{ service: "YouTube-Video", kind: "Video", provider: video.provider }] : []),
  ...(bookingProvider
    ? [{ service: "Terminbuchung", kind: "Terminbuchung", provider: bookingProvider }]
    : []),
];

/** Whether anything on the site waits for consent: without, there is no banner to ask. */
export const asksForConsent = consentedServices.length > 0;
