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

/** A third party that processes data for the site, named in the privacy policy. */
export interface ProcessorConfig extends SampleMarker {
  /** Company name, e.g. "Hetzner Online GmbH". */
  name: string;
  /** Postal address in one line. */
  address: string;
  /**
   * Where the data is processed and on which basis it may go there, as one
   * sentence for the privacy policy, e.g. "Die Server stehen in Deutschland;
   * eine Übermittlung in Drittländer findet nicht statt."
   */
  transferBasis: string;
}

interface LegalBase extends SampleMarker {
  /** Umsatzsteuer-Identifikationsnummer (§ 27a UStG); leave out until it is issued. */
  vatId?: string;
  /** Wirtschafts-Identifikationsnummer (§ 139c AO); shown when there is no VAT id. */
  economicId?: string;
  /** Who runs the website's server (the Node server with the enquiry database). */
  hosting: ProcessorConfig;
  /** The mail provider through which enquiries are forwarded to the owner. */
  mailProvider: ProcessorConfig;
  /** Days after which the server deletes its access logs. */
  logRetentionDays: number;
  /** Months after which stored contact enquiries are deleted automatically. */
  enquiryRetentionMonths: number;
  /** Days after which recordings and transcripts of the AI assistants are deleted (set in their dashboards). */
  conversationRetentionDays: number;
  /** Date of the current privacy policy, e.g. "23. November 2026". */
  privacyPolicyDate: string;
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
  founder: { fullName: string; firstName: string; role: string };
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
  bookingProvider?: ProcessorConfig;
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
    hosting: {
      sample: true,
      name: "Hetzner Online GmbH",
      address: "Industriestraße 25, 91710 Gunzenhausen, Deutschland",
      transferBasis:
        "Die Server stehen in Rechenzentren in Deutschland; eine Übermittlung in Drittländer findet nicht statt.",
    },
    mailProvider: {
      sample: true,
      name: "Hetzner Online GmbH",
      address: "Industriestraße 25, 91710 Gunzenhausen, Deutschland",
      transferBasis:
        "Die Server stehen in Deutschland; eine Übermittlung in Drittländer findet nicht statt.",
    },
    logRetentionDays: 14,
    enquiryRetentionMonths: 6,
    conversationRetentionDays: 30,
    privacyPolicyDate: "23. November 2026",
  },
} as const satisfies SiteConfig;

export const companyName = `${site.brand} Innovations`;

/** Path segment of the founder page: `/ueber-{first name in lower case}`. */
export const founderPath = `/ueber-${site.founder.firstName.toLowerCase()}`;
