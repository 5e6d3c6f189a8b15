/**
 * Legal texts: Impressum (/impressum), Datenschutzerklärung (/datenschutz),
 * Cookie-Richtlinie (/cookies) and the cookie banner.
 *
 * They describe what this site really does: prerendered pages served by our
 * own Node server without tracking, two essential local-storage entries, a
 * contact form whose enquiries the server stores and forwards by e-mail, and
 * three third-party embeds (ElevenLabs, HeyGen, YouTube; a scheduling provider
 * when `site.bookingUrl` is set) that load only after consent. Everything the
 * owner must decide (legal form, register, tax ids, hosting, retention) comes
 * from `site.legal`. Change them together with the code they describe.
 */
import { consentSettingsLabel } from "./cookie-banner";
import { dates, formatDate } from "./dates";
import { consentedServices } from "./embeds";
import { type EnquiryFieldTable, enquiryFields } from "./enquiry-fields";
import { roleNotice, transferBasisName, transferNotice } from "./provider-terms";
import { companyName, founderPath, type LegalConfig, type ProviderConfig, site } from "./site";
import type { PageMeta } from "./types";

/** A paragraph, or a bulleted list. Text may contain the site's e-mail; the UI links it automatically. */
export type LegalBlock = string | { list: readonly string[] };

/** A titled part of a legal page; subsections are rendered one level lower. */
export interface LegalSection {
  title: string;
  blocks: readonly LegalBlock[];
  subsections?: readonly LegalSection[];
}

/** A whole legal page: meta, H1, optional lead paragraph and its sections. */
export interface LegalPage {
  meta: PageMeta;
  title: string;
  intro?: string;
  sections: readonly LegalSection[];
}

const { founder, address, phone, email } = site;
/** Typed as the union so that every legal form's branch below is checked. */
const legal: LegalConfig = site.legal;
const booking: { url: string; provider?: ProviderConfig } = {
  url: site.bookingUrl,
  provider: "bookingProvider" in site ? (site.bookingProvider as ProviderConfig) : undefined,
};

/** One-line postal address, e.g. for the controller and the responsible person. */
const postalAddress = `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;

/** The name under which the business trades, including the legal form where the law puts it there. */
function legalName(config: LegalConfig): string {
  switch (config.form) {
    case "Einzelunternehmen":
      return config.tradingName ?? companyName;
    case "GbR":
      return `${companyName} GbR`;
    case "eingetragener Kaufmann (e. K.)":
      return `${companyName} e. K.`;
    case "UG (haftungsbeschränkt)":
      return `${companyName} UG (haftungsbeschränkt)`;
    case "GmbH":
      return `${companyName} GmbH`;
  }
}

/**
 * The provider as DDG § 5 Abs. 1 Nr. 1 and 4 require it: a sole trader's full
 * name comes first; a company names its legal form, representatives and register.
 */
export function providerIdentity(config: LegalConfig): LegalBlock[] {
  switch (config.form) {
    case "Einzelunternehmen":
      return [founder.fullName, `${legalName(config)} (Einzelunternehmen)`, postalAddress];
    case "GbR":
      return [
        `${legalName(config)} (Gesellschaft bürgerlichen Rechts)`,
        postalAddress,
        `Gesellschafter: ${config.partners.join(", ")}`,
      ];
    default: {
      const representativeLabel =
        config.form === "eingetragener Kaufmann (e. K.)"
          ? "Inhaber"
          : "Vertreten durch die Geschäftsführung";
      return [
        legalName(config),
        postalAddress,
        `${representativeLabel}: ${config.representatives.join(", ")}`,
        `Registergericht: ${config.register.court}`,
        `Registernummer: ${config.register.number}`,
        ...(config.form !== "eingetragener Kaufmann (e. K.)" && config.shareCapital
          ? [`Stammkapital: ${config.shareCapital}`]
          : []),
      ];
    }
  }
}

/** VAT id, else the economic id, else nothing: the page never shows an unfinished line. */
export function taxSections(config: LegalConfig): LegalSection[] {
  if (config.vatId) {
    return [
      {
        title: "Umsatzsteuer-Identifikationsnummer",
        blocks: [`Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: ${config.vatId}`],
      },
    ];
  }
  if (config.economicId) {
    return [
      {
        title: "Wirtschafts-Identifikationsnummer",
        blocks: [`Wirtschafts-Identifikationsnummer gemäß § 139c AO: ${config.economicId}`],
      },
    ];
  }
  return [];
}

/** Controller block of the privacy policy (Art. 13 Abs. 1 lit. a DSGVO). */
const controllerBlocks: readonly LegalBlock[] = [
  ...providerIdentity(legal),
  `Telefon: ${phone.display}`,
  `E-Mail: ${email}`,
];

/* ------------------------------------------------------------------ */
/* Impressum                                                            */
/* ------------------------------------------------------------------ */

export const impressum: LegalPage = {
  meta: {
    title: "Impressum",
    description: `Impressum von ${companyName} in ${address.city}: Angaben nach § 5 DDG, Kontakt, Verantwortlicher nach § 18 MStV, Haftung und Urheberrecht.`,
  },
  title: "Impressum",
  sections: [
    {
      title: "Angaben gemäß § 5 DDG",
      blocks: providerIdentity(legal),
    },
    {
      title: "Kontakt",
      blocks: [`Telefon: ${phone.display}`, `E-Mail: ${email}`],
    },
    ...taxSections(legal),
    {
      title: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
      blocks: [`${founder.fullName}, ${postalAddress}`],
    },
    {
      title: "Verbraucherstreitbeilegung",
      blocks: [
        "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).",
      ],
    },
    {
      title: "Haftung für Inhalte",
      blocks: [
        "Für eigene Inhalte auf diesen Seiten sind wir nach den allgemeinen Gesetzen verantwortlich. Für fremde Informationen gelten die Haftungsregeln der Artikel 4 bis 8 der Verordnung (EU) 2022/2065 über digitale Dienste, auf die § 7 Abs. 1 DDG verweist. Eine allgemeine Pflicht, übermittelte oder gespeicherte fremde Informationen zu überwachen, besteht danach nicht.",
        "Wir erstellen unsere Inhalte mit großer Sorgfalt. Für ihre Richtigkeit, Vollständigkeit und Aktualität übernehmen wir dennoch keine Gewähr. Die Texte dieser Website sind allgemeine Informationen und ersetzen keine Beratung im Einzelfall.",
        "Pflichten zur Entfernung oder Sperrung von Informationen nach den allgemeinen Gesetzen bleiben unberührt. Sobald wir von einer konkreten Rechtsverletzung erfahren, entfernen wir die betreffenden Inhalte umgehend.",
      ],
    },
    {
      title: "Haftung für Links",
      blocks: [
        "Soweit diese Website auf Angebote Dritter verlinkt, haben wir auf deren Inhalte keinen Einfluss. Für diese Inhalte ist stets der jeweilige Anbieter oder Betreiber verantwortlich.",
        "Wir haben verlinkte Seiten zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße geprüft. Rechtswidrige Inhalte waren damals nicht erkennbar. Eine ständige Kontrolle verlinkter Seiten ist ohne konkrete Hinweise auf eine Rechtsverletzung nicht zumutbar. Erfahren wir von einer Rechtsverletzung, entfernen wir den Link umgehend.",
      ],
    },
    {
      title: "Urheberrecht",
      blocks: [
        "Texte, Grafiken, Fotos und die Darstellung des HexaCore-Frameworks auf dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Verwertung außerhalb der gesetzlichen Grenzen bedürfen unserer vorherigen schriftlichen Zustimmung. Downloads und Kopien sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.",
        `Soweit Inhalte nicht von uns stammen, achten wir die Urheberrechte Dritter und kennzeichnen solche Inhalte. Sollten Sie dennoch auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir um einen Hinweis an ${email}. Wir entfernen den betreffenden Inhalt dann umgehend.`,
      ],
    },
  ],
};

/* ------------------------------------------------------------------ */
/* Datenschutzerklärung                                                 */
/* ------------------------------------------------------------------ */

const { hosting, mailProvider, logRetentionDays, enquiryRetentionMonths } = legal;
const { conversationRetentionDays, voiceAgent, avatar, video } = legal;

/** A provider named with its address, for lists of recipients. */
const providerLine = (provider: ProviderConfig) => `${provider.name}, ${provider.address}`;

/** How visitors withdraw consent, as the banner says it too. */
const withdrawal = `über „${consentSettingsLabel}“ am Ende jeder Seite (oder „Einstellungen ändern“ in unserer Cookie-Richtlinie)`;

/**
 * One embedded provider as Art. 13 DSGVO requires it: who, in which role, for
 * what, which data, how long, and on which basis data leaves the EU.
 */
interface ProviderNotice {
  title: string;
  /** Role and transfer basis are read from it, never written by hand. */
  provider: ProviderConfig;
  purpose: string;
  data: string;
  retention: string;
  more: string;
}

export function providerSection(notice: ProviderNotice): LegalSection {
  return {
    title: notice.title,
    blocks: [
      {
        list: [
          `Anbieter: ${providerLine(notice.provider)}`,
          `Rolle: ${roleNotice(notice.provider)}`,
          `Zweck: ${notice.purpose}`,
          `Daten: ${notice.data}`,
          `Speicherdauer: ${notice.retention}`,
          `Übermittlung in Drittländer: ${transferNotice(notice.provider)}`,
        ],
      },
      `Weitere Informationen: ${notice.more}`,
    ],
  };
}

const embedNotices: ProviderNotice[] = [
  {
    title: "KI-Sprachassistent von ElevenLabs",
    provider: voiceAgent,
    purpose:
      "Ihre Fragen zu unseren Leistungen per Sprache oder Text beantworten. Der Assistent ist ein KI-System; Sie sprechen nicht mit einem Menschen.",
    data: "beim Laden Ihre IP-Adresse und technische Daten Ihres Browsers (Art, Version, Sprache, Bildschirmgröße); erst wenn Sie ein Gespräch starten und das Mikrofon freigeben, Ihre Sprachaufnahme und der Gesprächsverlauf (Transkript).",
    retention: `Gesprächsaufnahmen und Transkripte löschen wir nach ${conversationRetentionDays} Tagen. Verbindungsdaten speichert ${voiceAgent.brand} nur, solange es für den sicheren Betrieb nötig ist.`,
    more: "https://elevenlabs.io/privacy-policy",
  },
  {
    title: "KI-Avatar von HeyGen",
    provider: avatar,
    purpose:
      "Auf der Kontaktseite Fragen im Gespräch mit einem KI-generierten Video-Avatar beantworten. Der Avatar ist keine echte Person.",
    data: "beim Laden Ihre IP-Adresse und technische Daten Ihres Browsers; erst wenn Sie die Sprachfunktion nutzen und das Mikrofon freigeben, Ihre Sprachaufnahme und der Gesprächsverlauf.",
    retention: `Gesprächsdaten löschen wir nach ${conversationRetentionDays} Tagen. Verlassen Sie die Kontaktseite, wird der Avatar entfernt und die Verbindung beendet.`,
    more: "https://www.heygen.com/policy",
  },
  {
    title: "YouTube im erweiterten Datenschutzmodus",
    provider: video,
    purpose: `Ein Video auf der Seite über ${founder.firstName} (${founderPath}) zeigen. Wir nutzen den erweiterten Datenschutzmodus über die Adresse youtube-nocookie.com.`,
    data: "Ihre IP-Adresse, technische Daten Ihres Browsers und die aufgerufene Seite. Beim Abspielen kann YouTube Cookies oder ähnliche Technologien in Ihrem Browser speichern. Sind Sie in Ihrem Google-Konto angemeldet, kann Google den Aufruf Ihrem Konto zuordnen; das verhindern Sie, indem Sie sich vorher abmelden.",
    retention: `Wie lange ${video.brand} die Daten speichert, legt ${video.brand} fest (siehe dessen Datenschutzerklärung).`,
    more: "https://policies.google.com/privacy",
  },
];

/**
 * The contact form's fields as the privacy policy names them, from the form's
 * own table: what the form asks (the optional ones said so) and what it needs.
 */
export function enquiryFieldsInPolicy(fields: EnquiryFieldTable = enquiryFields) {
  const list = (items: string[]) => new Intl.ListFormat("de").format(items);
  const all = Object.values(fields);
  const required = all.filter((field) => field.required);
  const optional = all.filter((field) => !field.required).map((field) => field.asked);
  return {
    asked: list([
      ...required.map((field) => field.asked),
      ...(optional.length ? [`optional ${list(optional)}`] : []),
    ]),
    needed: list(required.map((field) => field.noun)),
  };
}
const formFields = enquiryFieldsInPolicy();

/** The scheduling provider appears only when the owner has configured a booking page. */
const bookingNotices: ProviderNotice[] =
  booking.url && booking.provider
    ? [
        {
          title: `Terminbuchung über ${booking.provider.name}`,
          provider: booking.provider,
          purpose:
            "Ihnen auf der Kontaktseite die Buchung eines Gesprächstermins ermöglichen. Der Buchungskalender lädt erst, wenn Sie ihn anklicken oder im Cookie-Banner „Alle akzeptieren“ wählen.",
          data: "Ihre IP-Adresse und technische Daten Ihres Browsers; bei einer Buchung Name, E-Mail-Adresse, gewählter Termin und Ihre Angaben zum Anliegen.",
          retention: `Buchungsdaten löschen wir ${enquiryRetentionMonths} Monate nach dem Termin, soweit daraus kein Auftrag entsteht.`,
          more: booking.url,
        },
      ]
    : [];

const thirdPartyNames = consentedServices.map(({ provider }) => provider.brand);

/** Every recipient outside the EU/EEA with the basis of its transfer, e.g. "ElevenLabs (Standardvertragsklauseln)". */
const thirdCountryRecipients = [
  hosting,
  mailProvider,
  ...consentedServices.map((item) => item.provider),
].flatMap(({ brand, transfer }) =>
  transfer ? [`${brand} (${transferBasisName[transfer.basis]})`] : [],
);

export const datenschutz: LegalPage = {
  meta: {
    title: "Datenschutzerklärung",
    description: `Welche Daten diese Website verarbeitet: kein Tracking, keine Analyse, Drittanbieter erst nach Einwilligung, Kontaktanfragen nach ${enquiryRetentionMonths} Monaten gelöscht. Dazu Ihre Rechte nach der DSGVO.`,
  },
  title: "Datenschutzerklärung",
  intro: `Hier erfahren Sie, welche Daten beim Besuch dieser Website anfallen, was wir damit tun und welche Rechte Sie haben. Stand: ${formatDate(dates.privacyPolicy)}.`,
  sections: [
    {
      title: "1. Datenschutz auf einen Blick",
      blocks: [],
      subsections: [
        {
          title: "Allgemeine Hinweise",
          blocks: [
            "Die folgenden Hinweise geben einen Überblick darüber, was mit Ihren personenbezogenen Daten passiert, wenn Sie diese Website besuchen. Personenbezogene Daten sind alle Daten, mit denen Sie persönlich identifiziert werden können. Ausführliche Informationen finden Sie in den Abschnitten 2 bis 6.",
          ],
        },
        {
          title: "Wer ist verantwortlich?",
          blocks: [
            `Verantwortlich für die Datenverarbeitung auf dieser Website ist ${founder.fullName} (${legalName(legal)}). Die vollständigen Kontaktdaten finden Sie in Abschnitt 3 und im Impressum.`,
          ],
        },
        {
          title: "Das Wichtigste in Kürze",
          blocks: [
            {
              list: [
                "Wir setzen keine Analyse- oder Tracking-Werkzeuge ein und erstellen keine Nutzungsprofile.",
                "Diese Website setzt selbst keine Cookies. Sie speichert nur zwei technisch notwendige Einträge in Ihrem Browser: Ihre Cookie-Entscheidung und, falls Sie es umschalten, Ihr Farbschema.",
                "Schriftarten und Bilder liefern wir selbst aus. Vor Ihrer Einwilligung stellt Ihr Browser keine Verbindung zu Drittanbietern her.",
                `KI-Sprachassistent, KI-Avatar und Video laden erst, wenn Sie einwilligen (Abschnitt 6).`,
                `Unser Server speichert Zugriffsdaten (Server-Log-Dateien) und löscht sie nach ${logRetentionDays} Tagen.`,
                `Anfragen über das Kontaktformular speichern wir auf unserem Server, leiten sie per E-Mail weiter und löschen sie nach ${enquiryRetentionMonths} Monaten automatisch.`,
              ],
            },
          ],
        },
        {
          title: "Welche Rechte haben Sie?",
          blocks: [
            "Sie haben jederzeit das Recht, unentgeltlich Auskunft über Herkunft, Empfänger und Zweck Ihrer gespeicherten personenbezogenen Daten zu erhalten. Sie können außerdem die Berichtigung oder Löschung dieser Daten verlangen, eine erteilte Einwilligung widerrufen und sich bei einer Aufsichtsbehörde beschweren. Einzelheiten finden Sie in Abschnitt 5.",
          ],
        },
      ],
    },
    {
      title: "2. Hosting",
      blocks: [
        `Diese Website läuft auf einem Server, den wir bei ${hosting.name}, ${hosting.address}, mieten (Hosting-Anbieter). Dort liegen die Seiten, die Datenbank für Kontaktanfragen und die Server-Log-Dateien.`,
        `Rolle des Hosting-Anbieters: ${roleNotice(hosting)} ${transferNotice(hosting)}`,
        "Beim Aufruf verarbeitet der Server die technisch notwendigen Zugriffsdaten, insbesondere Ihre IP-Adresse (Einzelheiten in Abschnitt 4 unter „Server-Log-Dateien“). Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt in einer sicheren, schnellen und zuverlässigen Bereitstellung der Website.",
        "Schriftarten, Bilder und alle weiteren Dateien dieser Website liegen auf demselben Server. Für die Darstellung der Seiten ruft Ihr Browser daher keine Inhalte von fremden Servern ab. Ausnahmen sind nur die Dienste in Abschnitt 6, und zwar erst nach Ihrer Einwilligung.",
        "Die Verbindung zu dieser Website ist per TLS verschlüsselt. Sie erkennen das an „https://“ in der Adresszeile Ihres Browsers.",
      ],
    },
    {
      title: "3. Allgemeine Hinweise und Pflichtinformationen",
      blocks: [],
      subsections: [
        {
          title: "Verantwortliche Stelle",
          blocks: [
            "Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne von Art. 4 Nr. 7 DSGVO ist:",
            ...controllerBlocks,
            "Einen Datenschutzbeauftragten müssen wir nach Art. 37 DSGVO und § 38 BDSG nicht benennen. Bei Fragen zum Datenschutz wenden Sie sich bitte direkt an die oben genannte Adresse.",
          ],
        },
        {
          title: "Rechtsgrundlagen der Verarbeitung",
          blocks: [
            "Wir verarbeiten personenbezogene Daten nur, wenn eine Rechtsgrundlage nach Art. 6 Abs. 1 DSGVO besteht. Auf dieser Website kommen in Betracht:",
            {
              list: [
                "Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), etwa für das Laden von Diensten Dritter. Soweit dabei Informationen in Ihrem Endgerät gespeichert oder ausgelesen werden, gilt zusätzlich § 25 Abs. 1 TDDDG.",
                "Die Erfüllung eines Vertrags oder vorvertragliche Maßnahmen (Art. 6 Abs. 1 lit. b DSGVO), etwa wenn Sie uns zu einem Auftrag anfragen.",
                "Die Erfüllung rechtlicher Pflichten (Art. 6 Abs. 1 lit. c DSGVO), etwa steuerrechtlicher Aufbewahrungspflichten.",
                "Unsere berechtigten Interessen (Art. 6 Abs. 1 lit. f DSGVO), etwa am sicheren Betrieb der Website oder an der Beantwortung allgemeiner Anfragen.",
              ],
            },
            "Speichern wir Informationen in Ihrem Endgerät, die für den von Ihnen gewünschten Dienst unbedingt erforderlich sind, ist § 25 Abs. 2 Nr. 2 TDDDG die Rechtsgrundlage. Welche Grundlage im Einzelfall gilt, nennen wir in den folgenden Abschnitten.",
          ],
        },
        {
          title: "Speicherdauer",
          blocks: [
            "Wie lange wir Daten speichern, nennen wir bei jeder Verarbeitung. Wo keine Frist genannt ist, speichern wir personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist. Widerrufen Sie eine Einwilligung oder verlangen Sie berechtigt die Löschung, löschen wir Ihre Daten. Das gilt nicht, wenn gesetzliche Aufbewahrungsfristen entgegenstehen, etwa nach dem Handels- oder Steuerrecht (sechs oder zehn Jahre nach § 257 HGB und § 147 AO). Dann löschen wir nach Ablauf der Frist.",
          ],
        },
        {
          title: "Empfänger und Übermittlung in Drittländer",
          blocks: [
            "Wir verkaufen keine Daten und geben sie nicht zu Werbezwecken weiter. Empfänger sind nur die in dieser Erklärung genannten Dienstleister und Anbieter:",
            {
              list: [
                `Hosting: ${providerLine(hosting)}`,
                `E-Mail: ${providerLine(mailProvider)}`,
                `Nach Ihrer Einwilligung: ${thirdPartyNames.join(", ")} (Abschnitt 6)`,
              ],
            },
            thirdCountryRecipients.length > 0
              ? `In Drittländer außerhalb der EU und des EWR übermitteln wir Daten nur an: ${thirdCountryRecipients.join(", ")}. Die Einzelheiten nennen wir bei jedem Anbieter.`
              : "Eine Übermittlung in Drittländer außerhalb der EU und des EWR findet nicht statt.",
          ],
        },
        {
          title: "Keine automatisierten Entscheidungen",
          blocks: [
            "Wir treffen keine Entscheidungen, die allein auf einer automatisierten Verarbeitung einschließlich Profiling beruhen (Art. 22 DSGVO).",
          ],
        },
        {
          title: "Widerruf Ihrer Einwilligung",
          blocks: [
            `Viele Verarbeitungen sind nur mit Ihrer ausdrücklichen Einwilligung möglich. Sie können eine erteilte Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen, am einfachsten ${withdrawal}. Die Rechtmäßigkeit der bis zum Widerruf erfolgten Verarbeitung bleibt unberührt.`,
          ],
        },
        {
          title: "Widerspruchsrecht gegen die Datenerhebung in besonderen Fällen (Art. 21 DSGVO)",
          blocks: [
            "WENN WIR IHRE DATEN AUF GRUNDLAGE VON ART. 6 ABS. 1 LIT. E ODER F DSGVO VERARBEITEN, KÖNNEN SIE JEDERZEIT AUS GRÜNDEN, DIE SICH AUS IHRER BESONDEREN SITUATION ERGEBEN, WIDERSPRUCH GEGEN DIE VERARBEITUNG IHRER PERSONENBEZOGENEN DATEN EINLEGEN. DAS GILT AUCH FÜR EIN AUF DIESE BESTIMMUNGEN GESTÜTZTES PROFILING.",
            "LEGEN SIE WIDERSPRUCH EIN, VERARBEITEN WIR IHRE BETROFFENEN DATEN NICHT MEHR. ES SEI DENN, WIR KÖNNEN ZWINGENDE SCHUTZWÜRDIGE GRÜNDE NACHWEISEN, DIE IHRE INTERESSEN, RECHTE UND FREIHEITEN ÜBERWIEGEN, ODER DIE VERARBEITUNG DIENT DER GELTENDMACHUNG, AUSÜBUNG ODER VERTEIDIGUNG VON RECHTSANSPRÜCHEN (ART. 21 ABS. 1 DSGVO).",
            "VERARBEITEN WIR IHRE DATEN, UM DIREKTWERBUNG ZU BETREIBEN, KÖNNEN SIE DIESER VERARBEITUNG JEDERZEIT WIDERSPRECHEN. IHRE DATEN WERDEN DANN NICHT MEHR ZU DIESEM ZWECK VERWENDET (ART. 21 ABS. 2 UND 3 DSGVO).",
          ],
        },
        {
          title: "Beschwerderecht bei der zuständigen Aufsichtsbehörde",
          blocks: [
            "Bei Verstößen gegen die DSGVO haben Sie nach Art. 77 DSGVO das Recht, sich bei einer Aufsichtsbehörde zu beschweren, insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des mutmaßlichen Verstoßes. Andere verwaltungsrechtliche oder gerichtliche Rechtsbehelfe bleiben unberührt.",
            "Für uns zuständig ist: Unabhängiges Landeszentrum für Datenschutz Schleswig-Holstein (ULD), Holstenstraße 98, 24103 Kiel, www.datenschutzzentrum.de.",
          ],
        },
      ],
    },
    {
      title: "4. Datenerfassung auf dieser Website",
      blocks: [],
      subsections: [
        {
          title: "Server-Log-Dateien",
          blocks: [
            "Bei jedem Aufruf einer Seite erfasst unser Server automatisch Informationen, die Ihr Browser übermittelt, und speichert sie in sogenannten Server-Log-Dateien:",
            {
              list: [
                "IP-Adresse des anfragenden Geräts",
                "Datum und Uhrzeit der Anfrage",
                "aufgerufene Seite oder Datei und übertragene Datenmenge",
                "Statuscode der Antwort (zum Beispiel „erfolgreich“ oder „nicht gefunden“)",
                "Referrer-URL (die zuvor besuchte Seite, sofern übermittelt)",
                "Art und Version des Browsers sowie Betriebssystem",
              ],
            },
            "Diese Daten werden nicht mit anderen Datenquellen zusammengeführt. Wir werten sie nicht zu Analysezwecken aus. Sie dienen dazu, die Website auszuliefern, Störungen zu beheben und Angriffe abzuwehren.",
            `Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse liegt im technisch fehlerfreien und sicheren Betrieb der Website. Die Log-Dateien werden nach ${logRetentionDays} Tagen automatisch gelöscht. Werden einzelne Einträge zur Aufklärung eines Sicherheitsvorfalls benötigt, bleiben sie bis zu dessen Klärung gespeichert.`,
          ],
        },
        {
          title: "Kontaktformular",
          blocks: [
            `Auf der Kontaktseite (/kontakt) und der Profilseite (/nort) finden Sie ein Kontaktformular. Es fragt ${formFields.asked} ab. Beim Absenden überträgt Ihr Browser diese Angaben verschlüsselt an den Server dieser Website. Dort speichern wir die Anfrage in einer Datenbank und leiten sie per E-Mail an ${founder.fullName} weiter.`,
            {
              list: [
                "Zweck: Ihre Anfrage bearbeiten und beantworten.",
                "Rechtsgrundlage: Art. 6 Abs. 1 lit. b DSGVO, weil Sie mit Ihrer Anfrage vorvertragliche Maßnahmen wünschen. Betrifft Ihre Anfrage keinen möglichen Auftrag, stützen wir die Antwort auf Art. 6 Abs. 1 lit. f DSGVO (unser berechtigtes Interesse, Anfragen zu beantworten).",
                `Speicherdauer: ${enquiryRetentionMonths} Monate. Danach löscht der Server die Anfrage automatisch aus der Datenbank; die weitergeleitete E-Mail löschen wir zum selben Zeitpunkt. Wird aus der Anfrage ein Auftrag, bewahren wir die Korrespondenz so lange auf, wie Handels- und Steuerrecht es verlangen.`,
                `Empfänger: unser Hosting-Anbieter (Abschnitt 2) und unser E-Mail-Anbieter ${providerLine(mailProvider)}. Rolle des E-Mail-Anbieters: ${roleNotice(mailProvider)} ${transferNotice(mailProvider)}`,
                `Pflichtangaben: ${formFields.needed} brauchen wir, um antworten zu können. Sie sind nicht verpflichtet, sie anzugeben; ohne sie können wir Ihre Anfrage aber nicht bearbeiten.`,
              ],
            },
          ],
        },
        {
          title: "Anfrage per E-Mail oder Telefon",
          blocks: [
            `Wenn Sie uns per E-Mail oder Telefon kontaktieren, verarbeiten wir Ihre Anfrage und die darin enthaltenen Angaben, zum Beispiel Name, Kontaktdaten und Anliegen, um Ihnen zu antworten. E-Mails laufen dabei über die Server unseres E-Mail-Anbieters (${mailProvider.name}).`,
            `Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage mit einem Vertrag oder dessen Anbahnung zusammenhängt, sonst Art. 6 Abs. 1 lit. f DSGVO. Entsteht kein Auftrag, löschen wir die Daten nach ${enquiryRetentionMonths} Monaten.`,
          ],
        },
        {
          title: "Lokale Speicherung in Ihrem Browser",
          blocks: [
            "Diese Website setzt selbst keine Cookies. Sie nutzt stattdessen den lokalen Speicher Ihres Browsers (Local Storage) für genau zwei Einträge:",
            {
              list: [
                "„cookie-consent“ mit dem Wert „accepted“ oder „declined“: speichert Ihre Entscheidung im Cookie-Banner, damit wir Sie nicht bei jedem Seitenaufruf erneut fragen.",
                "„theme-preference“ mit dem Wert „light“ oder „dark“: speichert das helle oder dunkle Farbschema, wenn Sie es über den Schalter in der Kopfzeile wählen.",
              ],
            },
            `Beide Einträge bleiben in Ihrem Browser. Sie werden nie an uns oder Dritte gesendet und nicht mit anderen Daten verknüpft. Sie bleiben bestehen, bis Sie sie löschen: über die Einstellungen Ihres Browsers oder, für die Cookie-Entscheidung, ${withdrawal}.`,
            "Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG, weil die Speicherung unbedingt erforderlich ist, um die von Ihnen gewünschte Funktion bereitzustellen. Soweit darin überhaupt eine Verarbeitung personenbezogener Daten liegt, stützen wir sie auf Art. 6 Abs. 1 lit. f DSGVO. Unser berechtigtes Interesse ist es, Ihre Entscheidungen zu respektieren.",
          ],
        },
      ],
    },
    {
      title: "5. Ihre Rechte",
      blocks: [
        "Sie haben im Rahmen der gesetzlichen Bestimmungen jederzeit die folgenden Rechte:",
        {
          list: [
            "Auskunft über Ihre bei uns gespeicherten personenbezogenen Daten (Art. 15 DSGVO)",
            "Berichtigung unrichtiger oder Vervollständigung unvollständiger Daten (Art. 16 DSGVO)",
            "Löschung Ihrer Daten (Art. 17 DSGVO)",
            "Einschränkung der Verarbeitung (Art. 18 DSGVO)",
            "Unterrichtung der Empfänger über Berichtigung, Löschung oder Einschränkung (Art. 19 DSGVO)",
            "Datenübertragbarkeit, also Herausgabe Ihrer Daten in einem gängigen, maschinenlesbaren Format (Art. 20 DSGVO)",
            "Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO, siehe Abschnitt 3)",
            "Widerruf erteilter Einwilligungen mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)",
            "Beschwerde bei einer Aufsichtsbehörde (Art. 77 DSGVO, siehe Abschnitt 3)",
          ],
        },
        `Für die Ausübung Ihrer Rechte genügt eine formlose Nachricht an ${email}. Damit Ihre Daten nicht an Unbefugte gelangen, können wir in Zweifelsfällen einen Nachweis Ihrer Identität verlangen. Wir antworten unverzüglich, grundsätzlich innerhalb eines Monats (Art. 12 Abs. 3 DSGVO).`,
        "Bitte beachten Sie: Daten, die nur in Ihrem Browser gespeichert sind, etwa die Einträge aus Abschnitt 4, liegen uns nicht vor. Sie können sie jederzeit selbst löschen.",
      ],
    },
    {
      title: "6. Analyse-Tools und Tools von Drittanbietern",
      blocks: [
        "Diese Website nutzt keine Analyse- oder Tracking-Werkzeuge. Wir zählen keine Besuche, erstellen keine Nutzungsprofile und binden keine Werbenetzwerke ein.",
        `Wir binden jedoch Dienste von Drittanbietern ein: ${thirdPartyNames.join(", ")}. Diese Dienste laden erst, wenn Sie einwilligen. Dafür gibt es zwei Wege: Sie wählen im Cookie-Banner „Alle akzeptieren“; dann laden die Dienste sofort, sobald Sie eine Seite mit ihnen öffnen. Oder Sie klicken auf den Platzhalter eines einzelnen Dienstes; dann lädt nur dieser Dienst, und erst mit dem Klick. Vorher stellt Ihr Browser keine Verbindung zu den Anbietern her.`,
        "Rechtsgrundlage ist Ihre Einwilligung nach Art. 6 Abs. 1 lit. a DSGVO und, soweit Informationen in Ihrem Endgerät gespeichert oder ausgelesen werden, § 25 Abs. 1 TDDDG. Nach dem Laden können die Anbieter eigene Cookies oder ähnliche Technologien einsetzen.",
        "Bei jedem Anbieter nennen wir seine Rolle. Ein Auftragsverarbeiter verarbeitet die Daten nur nach unseren Weisungen; Ihre Rechte machen Sie dann bei uns geltend. Ein eigenständig Verantwortlicher entscheidet selbst über die Daten, die er beim Laden erhält; Ihre Rechte können Sie dann auch direkt bei ihm geltend machen.",
      ],
      subsections: [
        ...embedNotices.map(providerSection),
        ...bookingNotices.map(providerSection),
        {
          title: "Hinweise zu den KI-Diensten",
          blocks: [
            "Sprachassistent und Avatar sind KI-Systeme. Sie erzeugen ihre Antworten automatisch; Sie sprechen dabei mit keinem Menschen. Bitte teilen Sie im Gespräch keine sensiblen Informationen mit, etwa zu Gesundheit oder Finanzen. Den Zugriff auf das Mikrofon können Sie jederzeit in Ihrem Browser beenden.",
          ],
        },
        {
          title: "Einwilligung widerrufen",
          blocks: [
            `Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen: ${withdrawal}. Ihre gespeicherte Entscheidung wird dann gelöscht, die Seite lädt neu, und das Cookie-Banner fragt Sie erneut. Cookies, die ein Anbieter bereits gesetzt hat, löschen Sie in den Einstellungen Ihres Browsers.`,
          ],
        },
      ],
    },
  ],
};

/* ------------------------------------------------------------------ */
/* Cookie-Richtlinie                                                    */
/* ------------------------------------------------------------------ */

export const cookiePolicy: LegalPage & { updated: string; changeSettingsLabel: string } = {
  meta: {
    title: "Cookie-Richtlinie",
    description:
      "Keine Tracking-Cookies: welche zwei Einträge diese Website in Ihrem Browser speichert, welche Dienste erst nach Zustimmung laden und wie Sie Cookies löschen.",
  },
  title: "Cookie-Richtlinie",
  intro:
    "Hier erfahren Sie, was diese Website in Ihrem Browser speichert, welche Dienste nur mit Ihrer Zustimmung laden und wie Sie Ihre Entscheidung jederzeit ändern.",
  updated: `Stand: ${formatDate(dates.cookiePolicy)}`,
  changeSettingsLabel: "Einstellungen ändern",
  sections: [
    {
      title: "Was sind Cookies?",
      blocks: [
        "Cookies sind kleine Textdateien, die eine Website in Ihrem Browser ablegt. Ähnlich funktioniert der lokale Speicher Ihres Browsers (Local Storage). Beide Techniken können Einstellungen speichern, aber auch das Verhalten von Nutzerinnen und Nutzern über mehrere Websites hinweg verfolgen.",
        "Diese Website nutzt nur den lokalen Speicher, und nur für die zwei Einträge, die für ihre Funktion unbedingt nötig sind. Im Cookie-Banner und auf dieser Seite nennen wir sie der Einfachheit halber essenzielle Cookies.",
      ],
    },
    {
      title: "Keine Tracking-Cookies",
      blocks: [
        "Wir setzen keine Cookies zur Analyse, zur Messung von Reichweiten oder für Werbung ein. Wir verfolgen nicht, welche Seiten Sie besuchen, und erstellen keine Nutzungsprofile.",
      ],
    },
    {
      title: "Essenzielle Cookies",
      blocks: [
        "Diese Einträge sind immer aktiv, weil die Website sonst nicht wie erwartet funktioniert. Sie bleiben in Ihrem Browser und werden nie an uns oder Dritte gesendet. Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG.",
      ],
      subsections: [
        {
          title: "cookie-consent",
          blocks: [
            {
              list: [
                "Inhalt: „accepted“ (alle akzeptiert) oder „declined“ (nur essenzielle)",
                "Zweck: speichert Ihre Entscheidung im Cookie-Banner, damit es nicht bei jedem Seitenaufruf erscheint",
                "Speicherdauer: bis Sie den Eintrag löschen, in Ihrem Browser oder über „Einstellungen ändern“ auf dieser Seite",
              ],
            },
          ],
        },
        {
          title: "theme-preference",
          blocks: [
            {
              list: [
                "Inhalt: „light“ (helles) oder „dark“ (dunkles Farbschema)",
                "Zweck: merkt sich das Farbschema, das Sie über den Schalter in der Kopfzeile gewählt haben. Ohne diesen Eintrag richtet sich die Website nach der Einstellung Ihres Geräts.",
                "Speicherdauer: bis Sie den Eintrag in Ihrem Browser löschen",
              ],
            },
          ],
        },
      ],
    },
    // The spec lists optional analytics cookies here; the site sets none, so this policy names
    // only what is actually set or loaded (issue 20).
    {
      title: "Eingebettete Dienste (nur mit Einwilligung)",
      blocks: [
        "Diese Dienste von Drittanbietern laden erst, wenn Sie im Cookie-Banner „Alle akzeptieren“ wählen oder auf den Platzhalter des jeweiligen Dienstes klicken:",
        {
          list: consentedServices.map(
            ({ service, provider }) => `${service}: ${provider.name}, ${provider.address}`,
          ),
        },
        ...consentedServices.flatMap(({ service, provider }) =>
          provider.transfer ? [`${service}: ${transferNotice(provider)}`] : [],
        ),
        "Nach dem Laden können diese Anbieter eigene Cookies oder ähnliche Technologien in Ihrem Browser einsetzen. Darauf haben wir keinen Einfluss. Welche Daten die Anbieter erhalten und welche Rolle sie haben, erklären wir in Abschnitt 6 unserer Datenschutzerklärung. Rechtsgrundlage ist Ihre Einwilligung nach § 25 Abs. 1 TDDDG und Art. 6 Abs. 1 lit. a DSGVO.",
      ],
    },
    {
      title: "Ihre Entscheidung ändern",
      blocks: [
        `Sie können Ihre Entscheidung jederzeit ändern und eine Einwilligung mit Wirkung für die Zukunft widerrufen. Klicken Sie dazu oben auf dieser Seite auf „Einstellungen ändern“ oder am Ende jeder Seite auf „${consentSettingsLabel}“. Wir löschen dann Ihre gespeicherte Entscheidung, laden die Seite neu, und das Cookie-Banner erscheint wieder.`,
        "Cookies, die ein Drittanbieter bereits gesetzt hat, entfernt diese Schaltfläche nicht. Löschen Sie sie bitte in Ihrem Browser, wie im nächsten Abschnitt beschrieben.",
      ],
    },
    {
      title: "Cookies im Browser löschen oder blockieren",
      blocks: [
        "In allen gängigen Browsern können Sie Cookies und Website-Daten löschen und Cookies ganz oder für bestimmte Websites blockieren. Dabei wird meist auch der lokale Speicher gelöscht. Die genauen Bezeichnungen können je nach Version abweichen.",
        "Bitte beachten Sie: Blockieren Sie jede Speicherung, kann sich die Website Ihre Entscheidung nicht merken. Das Cookie-Banner erscheint dann bei jedem Besuch erneut.",
      ],
      subsections: [
        {
          title: "Google Chrome",
          blocks: [
            "Menü (drei Punkte) › Einstellungen › Datenschutz und Sicherheit. Unter „Browserdaten löschen“ wählen Sie „Cookies und andere Websitedaten“. Unter „Drittanbieter-Cookies“ legen Sie fest, ob Cookies fremder Websites blockiert werden.",
          ],
        },
        {
          title: "Mozilla Firefox",
          blocks: [
            "Menü (drei Striche) › Einstellungen › Datenschutz & Sicherheit. Im Bereich „Cookies und Website-Daten“ klicken Sie auf „Daten entfernen“. Unter „Verbesserter Schutz vor Aktivitätenverfolgung“ können Sie mit „Streng“ weitere Cookies blockieren.",
          ],
        },
        {
          title: "Apple Safari",
          blocks: [
            "Auf dem Mac: Safari › Einstellungen › Datenschutz. Dort können Sie „Alle Cookies blockieren“ aktivieren oder unter „Websitedaten verwalten“ einzelne Einträge löschen.",
            "Auf iPhone und iPad: Einstellungen › Apps › Safari. Mit „Verlauf und Websitedaten löschen“ entfernen Sie gespeicherte Daten. Unter „Erweitert“ finden Sie „Alle Cookies blockieren“.",
          ],
        },
        {
          title: "Microsoft Edge",
          blocks: [
            "Menü (drei Punkte) › Einstellungen › Datenschutz, Suche und Dienste. Unter „Browserdaten löschen“ wählen Sie „Cookies und andere Websitedaten“. Unter Einstellungen › Cookies und Websiteberechtigungen blockieren Sie Drittanbieter-Cookies oder Cookies einzelner Websites.",
          ],
        },
      ],
    },
    {
      title: "Fragen zu Cookies",
      blocks: [
        `Haben Sie Fragen zu dieser Richtlinie oder zum Datenschutz auf dieser Website? Schreiben Sie uns an ${email}. Ausführliche Informationen finden Sie in unserer Datenschutzerklärung.`,
      ],
    },
  ],
};
