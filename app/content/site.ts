/**
 * The owner's identity. Everything on the site that names the consultancy,
 * its founder or a third-party account reads it from here and nowhere else.
 * The defaults are fictional: the domain is the reserved `.example` TLD.
 */
export interface SiteConfig {
  brand: string;
  founder: { fullName: string; firstName: string; role: string };
  phone: { display: string; href: string };
  email: string;
  address: { street: string; postalCode: string; city: string; country: string };
  url: string;
  embeds: {
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
}

export const site = {
  brand: "Nordlicht",
  founder: { fullName: "Jonas Petersen", firstName: "Jonas", role: "Gründer & Strategieberater" },
  phone: { display: "+49 431 5550 100", href: "+494315550100" },
  email: "hallo@nordlicht-innovations.example",
  address: {
    street: "Holtenauer Straße 100",
    postalCode: "24105",
    city: "Kiel",
    country: "Deutschland",
  },
  url: "https://www.nordlicht-innovations.example",
  embeds: {
    voiceAgentId: "agent_01jnordlichtdemo0000000000",
    avatarEmbedUrl: "https://labs.heygen.com/guest/streaming-embed?share=nordlicht-demo&inIFrame=1",
    founderVideoId: "M7lc1UVf-VE",
  },
  bookingUrl: "",
} as const satisfies SiteConfig;

export const companyName = `${site.brand} Innovations`;

/** Path segment of the founder page: `/ueber-{first name in lower case}`. */
export const founderPath = `/ueber-${site.founder.firstName.toLowerCase()}`;
