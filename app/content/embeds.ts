/**
 * Texts of the three third-party embeds and of the placeholders that stand in
 * for them until the visitor agrees (cookie banner "Alle akzeptieren" or a
 * click on the placeholder). What each provider receives is explained in the
 * privacy policy (`datenschutz` in ./legal, section 6); keep both in step.
 * The assistant and the avatar are AI systems: their labels say so where the
 * visitor meets them (AI Act Art. 50). The texts are content/settings/embeds.yaml.
 */
import { readSettings } from "./files/settings";
import { type ProviderConfig, site } from "./site";
import { specStrings } from "./spec-strings";
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

/** The texts: content/settings/embeds.yaml. */
const texts = readSettings("embeds");

export const privacyLink: Cta = { label: specStrings.footer.privacy, to: "/datenschutz" };

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
  playLabel: texts.video.playLabel,
  /**
   * One line under the play button; followed by the privacy link. True in both
   * consent states: after "Alle akzeptieren" the player loads at once, otherwise on the click.
   */
  note: texts.video.note,
  noteLink: { label: texts.video.noteLinkLabel, to: "/datenschutz" } satisfies Cta,
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

/** The shipped ids are demos (`sample`): the assistants are titled as such. */
const demo = (service: { sample?: true }) => (service.sample ? ` ${texts.demoMark}` : "");

/** A text with the provider filled in. */
const withProvider = (text: string, provider: ProviderConfig) =>
  text.replace("{anbieter}", providerLabel(provider));

/** HeyGen streaming avatar on /kontakt, while one is set. */
export const avatarEmbed = avatar && {
  url: avatar.embedUrl,
  title: `${texts.avatar.title}${demo(avatar)}`,
  loadLabel: texts.avatar.loadLabel,
  loadDescription: withProvider(texts.avatar.loadDescription, avatar.provider),
  provider: providerLabel(avatar.provider),
  disclosure: texts.avatar.disclosure,
  iframeTitle: `${texts.avatar.frameTitle
    .replace("{marke}", site.brand)
    .replace("{anbietermarke}", avatar.provider.brand)}${demo(avatar)}`,
};

/** ElevenLabs voice agent, offered in the footer of every page (on /kontakt beside the avatar), while one is set. */
export const voiceEmbed = voiceAgent && {
  agentId: voiceAgent.agentId,
  title: `${texts.voiceAgent.title}${demo(voiceAgent)}`,
  /** Id of its launcher, for links to it. */
  anchor: "ki-sprachassistent",
  loadLabel: texts.voiceAgent.loadLabel,
  loadDescription: withProvider(texts.voiceAgent.loadDescription, voiceAgent.provider),
  provider: providerLabel(voiceAgent.provider),
  disclosure: texts.voiceAgent.disclosure,
  /**
   * The running widget's own texts (its `text-contents`, which take precedence over the
   * provider dashboard): the floating widget names itself as AI too, idle and in a call.
   */
  widgetTexts: {
    main_label: texts.voiceAgent.widget.mainLabel,
    start_call: texts.voiceAgent.widget.startCall,
    end_call: texts.voiceAgent.widget.endCall,
    connecting_status: texts.voiceAgent.widget.connecting,
    listening_status: texts.voiceAgent.widget.listening,
    speaking_status: texts.voiceAgent.widget.speaking,
    chatting_status: texts.voiceAgent.widget.chatting,
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
  ...(voiceAgent ? [{ ...texts.voiceAgent.naming, provider: voiceAgent.provider }] : []),
  ...(avatar ? [{ ...texts.avatar.naming, provider: avatar.provider }] : []),
  ...(video ? [{ ...texts.video.naming, provider: video.provider }] : []),
  ...(bookingProvider ? [{ ...texts.booking.naming, provider: bookingProvider }] : []),
];

/** Whether anything on the site waits for consent: without, there is no banner to ask. */
export const asksForConsent = consentedServices.length > 0;
