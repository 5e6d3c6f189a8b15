/**
 * The owner's identity. Everything on the site that names the consultancy,
 * its founder, its legal form or a third-party account reads it from here and
 * nowhere else. The defaults are fictional (the domain is the reserved
 * `.example` TLD) and carry `sample: true`; `npm run launch-check` lists every
 * such marker and fails until the owner has replaced them.
 */
import type { SampleMarker } from "./types";

/**
 * Legal forms the Impressum knows how to describe. A sole trader names the
 * owner; every registered form names its register (DDG § 5 Abs. 1 Nr. 4).
 */
export type LegalForm =
  | "Einzelunternehmen"
  | "eingetragener Kaufmann (e. K.)"
  | "GbR"
  | "UG (haftungsbeschränkt)"
  | "GmbH";

/** Forms entered in the commercial register; for them `register` is required by the type. */
export type RegisteredLegalForm = Exclude<LegalForm, "Einzelunternehmen" | "GbR">;

/** Commercial register entry, e.g. `{ court: "Amtsgericht Kiel", number: "HRB 12345" }`. */
export interface RegisterEntry {
  court: string;
  number: string;
}

/**
 * The third party's part under the GDPR for the data it receives through the
 * site, as its terms state: a processor (Art. 28) works only on our
 * instructions under a data processing agreement; a controller (Art. 4 Nr. 7)
 * decides itself what it does with the data.
 */
export type DataProtectionRole = "processor" | "controller";

/**
 * On which basis data leaves the EU/EEA (Art. 44 ff. DSGVO): the recipient's
 * certification under the EU-US Data Privacy Framework (adequacy decision,
 * Art. 45), or standard contractual clauses (Art. 46 Abs. 2 lit. c).
 */
export type ThirdCountryTransfer =
  | { basis: "dpf"; recipient: string; country: "USA" }
  | { basis: "scc"; recipient: string; country: string };

/** A third party that receives data through the site, named in the privacy policy. */
export interface ProviderConfig extends SampleMarker {
  /** Company name, e.g. "Hetzner Online GmbH". */
  name: string;
  /** The name visitors know, e.g. "Hetzner"; short texts such as the cookie banner use it. */
  brand: string;
  /** Postal address in one line. */
  address: string;
  role: DataProtectionRole;
  /** Where its servers process the data, e.g. "Deutschland". */
  location: string;
  /** How data reaches a country outside the EU/EEA; `null` when it stays inside. */
  transfer: ThirdCountryTransfer | null;
}

interface LegalBase extends SampleMarker {
  /** Umsatzsteuer-Identifikationsnummer (§ 27a UStG); leave out until it is issued. */
  vatId?: string;
  /** Wirtschafts-Identifikationsnummer (§ 139c AO); shown when there is no VAT id. */
  economicId?: string;
  /** Who runs the website's server (the Node server with the enquiry database). */
  hosting: ProviderConfig;
  /** The mail provider through which enquiries are forwarded to the owner. */
  mailProvider: ProviderConfig;
  /** The voice agent's provider (ElevenLabs): receives the conversations. */
  voiceAgent: ProviderConfig;
  /** The streaming avatar's provider (HeyGen): receives the conversations on /kontakt. */
  avatar: ProviderConfig;
  /** The video's provider (YouTube, privacy-enhanced mode). */
  video: ProviderConfig;
  /** Days after which the server deletes its access logs. */
  logRetentionDays: number;
  /** Months after which stored contact enquiries are deleted automatically. */
  enquiryRetentionMonths: number;
  /** Days after which recordings and transcripts of the AI assistants are deleted (set in their dashboards). */
  conversationRetentionDays: number;
}

/** The legal entity behind the site: what the Impressum must say depends on its form. */
export type LegalConfig =
  | (LegalBase & {
      form: "Einzelunternehmen";
      /** Trading name the owner uses next to the full name, if any (else the brand). */
      tradingName?: string;
    })
  | (LegalBase & {
      form: "GbR";
      /** All partners with full names (DDG § 5 Abs. 1 Nr. 1). */
      partners: readonly string[];
    })
  | (LegalBase & {
      form: RegisteredLegalForm;
      register: RegisterEntry;
      /** Managing directors (GmbH, UG) or the owner (e. K.), full names. */
      representatives: readonly string[];
      /** Only for a GmbH/UG: share capital as printed, e.g. "25.000 €"; optional by law. */
      shareCapital?: string;
    });

export interface SiteConfig extends SampleMarker {
  brand: string;
  founder: {
    fullName: string;
    firstName: string;
    role: string;
    /**
     * The founder's photo (5 : 6), a file in content/images, e.g. "portrait.jpg";
     * until there is one the pages show a photo slot (docs/content.md). Each page
     * describes it in its own alt text.
     */
    portrait?: string;
  };
  phone: { display: string; href: string };
  email: string;
  address: { street: string; postalCode: string; city: string; country: string };
  url: string;
  embeds: SampleMarker & {
    /** ElevenLabs Conversational AI agent shown site-wide. */
    voiceAgentId: string;
    /** Streaming avatar embed on /kontakt; its origin is derived from the URL. */
    avatarEmbedUrl: string;
    /** YouTube id of the video on the founder page. */
    founderVideoId: string;
  };
  /**
   * Scheduling page (a Cal.com or Calendly URL) offered on /kontakt as a link and a
   * click-to-load embed; empty when there is none (the form then asks for a preferred time).
   */
  bookingUrl: string;
  /** The scheduling provider behind `bookingUrl`; named in the privacy policy when the URL is set. */
  bookingProvider?: ProviderConfig;
  /**
   * Support promises only the owner can make, off by default (a one-person firm
   * keeps no hotline by itself). The maintenance page shows each only when set.
   */
  support: {
    /** When a support line is staffed, e.g. "Mo–Fr 8–18 Uhr" or "rund um die Uhr". */
    hotline?: string;
    /** Hours within which a critical fault is answered, written into every SLA. */
    slaResponseHours?: number;
  };
  legal: LegalConfig;
}

export const site = {
  // The whole identity below is invented and unmistakably so: the phone number is from the
  // Bundesnetzagentur's range for media productions (Hamburg 040 66969 000–999, "Drama Numbers",
  // Amtsblatt 7/2021, Mitteilung 148/2021), the street does not exist, the domain is reserved.
  sample: true,
  brand: "Nordlicht",
  founder: { fullName: "Jonas Petersen", firstName: "Jonas", role: "Gründer & Strategieberater" },
  phone: { display: "+49 40 66969 100", href: "+494066969100" },
  email: "hallo@nordlicht.example",
  address: {
    street: "Beispielweg 1",
    postalCode: "24103",
    city: "Kiel",
    country: "Deutschland",
  },
  url: "https://www.nordlicht.example",
  embeds: {
    // Demo ids: the agent and the avatar do not exist; the video is YouTube's API sample.
    sample: true,
    voiceAgentId: "agent_01jnordlichtdemo0000000000",
    avatarEmbedUrl: "https://labs.heygen.com/guest/streaming-embed?share=nordlicht-demo&inIFrame=1",
    founderVideoId: "M7lc1UVf-VE",
  },
  bookingUrl: "",
  support: {},
  legal: {
    // A sole trader without VAT id yet: the Impressum then shows no VAT line at all.
    sample: true,
    form: "Einzelunternehmen",
    // Roles and transfer bases as the providers' terms state them; check them against the
    // contracts actually signed (a processor needs a data processing agreement, Art. 28).
    hosting: {
      sample: true,
      name: "Hetzner Online GmbH",
      brand: "Hetzner",
      address: "Industriestraße 25, 91710 Gunzenhausen, Deutschland",
      role: "processor",
      location: "Deutschland",
      transfer: null,
    },
    mailProvider: {
      sample: true,
      name: "Hetzner Online GmbH",
      brand: "Hetzner",
      address: "Industriestraße 25, 91710 Gunzenhausen, Deutschland",
      role: "processor",
      location: "Deutschland",
      transfer: null,
    },
    voiceAgent: {
      sample: true,
      name: "Eleven Labs Inc.",
      brand: "ElevenLabs",
      address: "New York, USA",
      role: "processor",
      location: "USA",
      transfer: { basis: "scc", recipient: "Eleven Labs Inc.", country: "USA" },
    },
    avatar: {
      sample: true,
      name: "HeyGen Technology Inc.",
      brand: "HeyGen",
      address: "Los Angeles, USA",
      role: "processor",
      location: "USA",
      transfer: { basis: "scc", recipient: "HeyGen Technology Inc.", country: "USA" },
    },
    video: {
      sample: true,
      name: "Google Ireland Limited",
      brand: "Google",
      address: "Gordon House, Barrow Street, Dublin 4, Irland",
      role: "controller",
      location: "Irland und USA",
      transfer: { basis: "dpf", recipient: "Google LLC", country: "USA" },
    },
    logRetentionDays: 14,
    enquiryRetentionMonths: 6,
    conversationRetentionDays: 30,
  },
} as const satisfies SiteConfig;

export const companyName = `${site.brand} Innovations`;

/** Path segment of the founder page: `/ueber-{first name in lower case}`. */
export const founderPath = `/ueber-${site.founder.firstName.toLowerCase()}`;
