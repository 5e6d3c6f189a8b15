/**
 * The shape of content/settings/site.yaml, the owner's identity: brand,
 * founder, contact, the legal entity and every third party that receives
 * data through the site. The types the site uses (`SiteConfig`, `LegalConfig`
 * …) are inferred from it, so the file, the editor's form and the code have
 * one definition (docs/decisions/029-site-settings-file.md). A choice whose
 * further fields depend on it (legal form, third-country transfer) is stored
 * as the editor's conditional field stores it: `{ discriminant, value }`.
 */
import { z } from "zod";
import { imageFile } from "../image-file.ts";

/** A field with its German label and help, which the editor shows (scripts/edit/fields.ts). */
const field = <Schema extends z.ZodType>(schema: Schema, title: string, description?: string) =>
  schema.meta(description ? { title, description } : { title });

const text = z.string().trim().min(1);
/** The editor writes "" for a field left empty: that is "not given". */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .optional();
const sample = field(
  z
    .boolean()
    .optional()
    .transform((value) => (value ? (true as const) : undefined))
    .optional(),
  "Beispielinhalt",
  "Erfunden, bis Sie es ersetzen: die Startprüfung (npm run launch-check) listet es, und die Website bleibt im Beispielmodus.",
);
const count = z.number().int().positive();

/** A choice stored as `{ discriminant, value }`, turned into `{ [key]: discriminant, ...value }`. */
type Flat<Choice, Key extends string> = Choice extends { discriminant: infer D; value: infer V }
  ? { [K in Key]: D } & (string extends keyof V ? unknown : V)
  : never;

const transferSchema = field(
  z.discriminatedUnion("discriminant", [
    z.strictObject({
      discriminant: z.literal("keine").meta({ title: "Keine: die Daten bleiben in der EU/im EWR" }),
      value: z.strictObject({}),
    }),
    z.strictObject({
      discriminant: z.literal("dpf").meta({
        title: "EU-US Data Privacy Framework (Angemessenheitsbeschluss, Art. 45 DSGVO)",
      }),
      value: z.strictObject({
        recipient: field(
          text,
          "Empfänger in den USA",
          "Das zertifizierte Unternehmen, z. B. „Google LLC“.",
        ),
      }),
    }),
    z.strictObject({
      discriminant: z.literal("scc").meta({
        title: "Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO)",
      }),
      value: z.strictObject({
        recipient: field(text, "Empfänger im Drittland"),
        country: field(text, "Land", "z. B. „USA“."),
      }),
    }),
  ]),
  "Übermittlung in ein Drittland",
  "Auf welcher Grundlage Daten die EU/den EWR verlassen (Art. 44 ff. DSGVO): die Zertifizierung des Empfängers unter dem EU-US Data Privacy Framework oder Standardvertragsklauseln; „keine“, wenn die Daten in der EU/im EWR bleiben.",
).transform(({ discriminant, value }) =>
  discriminant === "keine"
    ? null
    : discriminant === "dpf"
      ? { basis: discriminant, recipient: value.recipient, country: "USA" as const }
      : { basis: discriminant, recipient: value.recipient, country: value.country },
);

const providerSchema = z.strictObject({
  sample,
  name: field(text, "Firma", "Der volle Name des Unternehmens, z. B. „Hetzner Online GmbH“."),
  brand: field(
    text,
    "Bekannter Name",
    "Der Name, den Besucher kennen, z. B. „Hetzner“; kurze Texte wie das Cookie-Banner nennen ihn.",
  ),
  address: field(text, "Anschrift", "In einer Zeile."),
  role: field(
    z.enum(["processor", "controller", "joint"]).meta({
      options: {
        processor: "Auftragsverarbeiter",
        controller: "Verantwortlicher",
        joint: "Gemeinsam Verantwortlicher",
      },
    }),
    "Rolle nach der DSGVO",
    "Wie die Bedingungen des Anbieters es sagen: ein Auftragsverarbeiter (Art. 28 DSGVO) arbeitet nur auf unsere Weisung und braucht einen Auftragsverarbeitungsvertrag; ein Verantwortlicher (Art. 4 Nr. 7 DSGVO) entscheidet selbst, was er mit den Daten tut; gemeinsam Verantwortliche (Art. 26 DSGVO) sind Sie und der Anbieter für das Erheben und Übermitteln beim Einbetten eines fremden Players (EuGH C-40/17), etwa bei YouTube. Mit den tatsächlich geschlossenen Verträgen abgleichen.",
  ),
  location: field(
    text,
    "Ort der Verarbeitung",
    "Wo seine Server die Daten verarbeiten, z. B. „Deutschland“.",
  ),
  transfer: transferSchema,
});

/** Forms entered in the commercial register: they name the register (DDG § 5 Abs. 1 Nr. 4). */
const registered = <Form extends string>(form: Form, representatives: string, capital: boolean) =>
  z.strictObject({
    discriminant: z.literal(form),
    value: z.strictObject({
      register: field(
        z.strictObject({
          court: field(text, "Registergericht", "z. B. „Amtsgericht Kiel“."),
          number: field(text, "Registernummer", "z. B. „HRB 12345“."),
        }),
        "Handelsregister",
      ),
      representatives: field(z.array(text).min(1), representatives, "Volle Namen."),
      ...(capital
        ? {
            shareCapital: field(
              optionalText,
              "Stammkapital",
              "Wie gedruckt, z. B. „25.000 €“; freiwillige Angabe.",
            ),
          }
        : {}),
    }),
  });

const legalFormSchema = field(
  z.discriminatedUnion("discriminant", [
    z.strictObject({
      discriminant: z.literal("Einzelunternehmen"),
      value: z.strictObject({}),
    }),
    z.strictObject({
      discriminant: z.literal("GbR"),
      value: z.strictObject({
        partners: field(
          z.array(text).min(1),
          "Gesellschafter",
          "Alle Gesellschafter mit vollem Namen (DDG § 5 Abs. 1 Nr. 1).",
        ),
      }),
    }),
    registered("eingetragener Kaufmann (e. K.)", "Inhaber", false),
    registered("UG (haftungsbeschränkt)", "Geschäftsführung", true),
    registered("GmbH", "Geschäftsführung", true),
  ]),
  "Rechtsform",
  "Was das Impressum nennen muss, hängt von ihr ab: ein Einzelunternehmen nennt den Inhaber, jede eingetragene Form ihr Register (DDG § 5 Abs. 1 Nr. 4).",
);

const provider = (title: string, description: string) => field(providerSchema, title, description);

/**
 * A service the owner may use or not (docs/decisions/047-optional-services.md): a checkbox in
 * the editor, with the service's fields below it while it is on. Off (or missing) = the site
 * neither shows it nor names it, and nothing asks for consent to it. Stored as the editor's
 * conditional field stores it; the editor may leave out the empty `value` of "off".
 */
const switchable = <Shape extends z.ZodRawShape>(
  title: string,
  description: string,
  shape: Shape,
) =>
  field(
    z
      .discriminatedUnion("discriminant", [
        z.strictObject({ discriminant: z.literal(false), value: z.strictObject({}).optional() }),
        z.strictObject({
          discriminant: z.literal(true),
          value: z.strictObject({ sample, ...shape }),
        }),
      ])
      .optional(),
    title,
    description,
  )
    .transform((choice) => (choice?.discriminant ? choice.value : undefined))
    .optional();
const days = (title: string, description: string) => field(count, title, description);

const legalFileSchema = z.strictObject({
  sample,
  form: legalFormSchema,
  vatId: field(
    optionalText,
    "Umsatzsteuer-Identifikationsnummer",
    "Nach § 27a UStG; leer lassen, bis sie erteilt ist (das Impressum zeigt dann keine Zeile dazu).",
  ),
  economicId: field(
    optionalText,
    "Wirtschafts-Identifikationsnummer",
    "Nach § 139c AO; erscheint, wenn es keine Umsatzsteuer-Identifikationsnummer gibt.",
  ),
  hosting: provider(
    "Hosting",
    "Wer den Server der Website betreibt (mit der Datenbank der Anfragen).",
  ),
  hostingPlatform: field(
    z
      .enum(["", "server", "cloudflare"])
      .meta({
        options: {
          "": "(noch nicht gewählt)",
          server: "Eigener Server (Node.js, z. B. bei Hetzner)",
          cloudflare: "Cloudflare (Worker und D1)",
        },
      })
      .optional()
      .transform((platform) => platform || undefined),
    "Betrieb der Website",
    "Wo die Website läuft, wie in docs/deploying.md eingerichtet; danach beschreibt die Datenschutzerklärung das Hosting. Die Startprüfung vergleicht es mit wrangler.toml.",
  ).optional(),
  mailProvider: provider("E-Mail-Anbieter", "Über ihn werden Anfragen an Sie weitergeleitet."),
  logRetentionDays: days(
    "Zugriffsprotokolle löschen nach (Tagen)",
    "Der Server löscht seine Zugriffsprotokolle nach so vielen Tagen.",
  ),
  enquiryRetentionMonths: days(
    "Anfragen löschen nach (Monaten)",
    "Gespeicherte Kontaktanfragen werden nach so vielen Monaten automatisch gelöscht.",
  ),
  statsRetentionMonths: days(
    "Besuchsstatistik löschen nach (Monaten)",
    "Die Tageszahlen der Besuchsstatistik (ohne personenbezogene Daten) werden nach so vielen Monaten gelöscht.",
  ),
  conversationRetentionDays: days(
    "Gespräche der KI-Assistenten löschen nach (Tagen)",
    "Aufnahmen und Abschriften; in den Dashboards der Anbieter einstellen.",
  ),
});

type LegalFile = z.output<typeof legalFileSchema>;
/** The legal entity behind the site: what the Impressum must say depends on its form. */
export type LegalConfig = Omit<LegalFile, "form"> & Flat<LegalFile["form"], "form">;

/** A page of the spec the owner may not want: on unless switched off (the editor's box too). */
const pageSwitch = (title: string, description: string) =>
  field(
    z.boolean().meta({ checkedByDefault: true }).optional(),
    title,
    `${description} Aus = die Seite gibt es nicht.`,
  )
    .transform((on) => on ?? true)
    .optional();

export const siteSchema = z.strictObject({
  sample,
  brand: field(
    text,
    "Marke",
    "Der kurze Name der Beratung, z. B. „Nordlicht“: im Logo und in kurzen Texten.",
  ),
  firm: field(
    z.strictObject({
      name: field(
        text,
        "Name der Firma",
        "Der volle Name, unter dem Sie auftreten, z. B. „Nordlicht Innovations“: in der Fußzeile, im Titel jeder Seite und im Impressum.",
      ),
      legalName: field(
        optionalText,
        "Firma laut Register",
        "Nur wenn sie anders lautet als der Name: die eingetragene Firma, z. B. „Nordlicht Beratung GmbH“, oder die Geschäftsbezeichnung eines Einzelunternehmens. Leer = der Name, bei einer eingetragenen Rechtsform mit ihrem Zusatz (z. B. „Nordlicht Innovations GmbH“).",
      ),
    }),
    "Firma",
  ),
  founder: field(
    z.strictObject({
      fullName: field(text, "Voller Name"),
      firstName: field(
        text,
        "Vorname",
        "Bildet auch die Adresse der Seite über den Gründer: /ueber-vorname.",
      ),
      role: field(text, "Rolle", "z. B. „Gründer & Strategieberater“."),
      portrait: field(
        imageFile
          .nullable()
          .optional()
          .transform((file) => file?.trim() || undefined),
        "Porträtfoto",
        "Foto im Format 5 : 6 hochladen (JPEG oder PNG vom Handy oder der Kamera); bis es eines gibt, zeigen die Seiten einen Platzhalter „Foto folgt“. Jede Seite beschreibt es in ihrem eigenen Alternativtext.",
      ).optional(),
    }),
    "Gründer",
  ),
  phone: field(
    z
      .string()
      .trim()
      .regex(/^\+\d[\d ]+\d$/, "Internationale Schreibweise mit +, z. B. „+49 431 123456“")
      .transform((display) => ({ display, href: display.replaceAll(" ", "") })),
    "Telefon",
    "In internationaler Schreibweise, z. B. „+49 431 123456“; so wird sie angezeigt und gewählt.",
  ),
  email: field(z.email(), "E-Mail"),
  address: field(
    z.strictObject({
      street: field(text, "Straße und Hausnummer"),
      postalCode: field(z.string().regex(/^\d{5}$/, "Fünfstellige Postleitzahl"), "Postleitzahl"),
      city: field(text, "Ort"),
      country: field(text, "Land"),
    }),
    "Anschrift",
  ),
  url: field(z.url(), "Adresse der Website", "z. B. „https://www.beispiel.de“, ohne / am Ende."),
  pages: field(
    z
      .strictObject({
        nort: pageSwitch(
          "Profilseite /nort",
          "Das ausführliche Profil mit eigenem Kontaktformular.",
        ),
        hexacore: pageSwitch("HexaCore-Seite /hexacore", "Die Seite zur Entscheidungsmethode."),
        zukunftssicher: pageSwitch(
          "Programmseite /zukunftssicher",
          "Das 30-Tage-Programm mit den Bedingungen der Garantie; ohne sie nennt keine Seite die Garantie.",
        ),
      })
      .optional()
      .transform((pages) => ({ nort: true, hexacore: true, zukunftssicher: true, ...pages })),
    "Seiten",
    "Seiten, die Sie nicht brauchen, schalten Sie hier ab: sie fehlen dann in Navigation, Sitemap und Suche, ihre Adresse ist „nicht gefunden“, und der Build nennt jeden Link, der noch auf sie zeigt.",
  ),
  embeds: field(
    z.strictObject({
      voiceAgent: switchable(
        "KI-Sprachassistent (ElevenLabs)",
        "Einschalten, wenn Sie einen Sprachassistenten bei ElevenLabs haben: er steht dann in der Fußzeile jeder Seite (auf der Kontaktseite neben dem Avatar), und Cookie-Banner und Datenschutzerklärung nennen ihn.",
        {
          agentId: field(text, "Id des Sprachassistenten", "ElevenLabs Conversational AI."),
          provider: provider("Anbieter", "Erhält die Gespräche."),
        },
      ),
      avatar: switchable(
        "KI-Avatar (HeyGen)",
        "Einschalten, wenn Sie einen Streaming-Avatar bei HeyGen haben: er erscheint auf /kontakt, und Cookie-Banner und Datenschutzerklärung nennen ihn.",
        {
          embedUrl: field(z.url(), "Adresse des Avatars", "Die Einbettungsadresse von HeyGen."),
          provider: provider("Anbieter", "Erhält die Gespräche."),
        },
      ),
      video: switchable(
        "Video (YouTube)",
        "Einschalten für ein YouTube-Video auf der Seite über den Gründer (im erweiterten Datenschutzmodus); aus = die Seite zeigt keinen Videoabschnitt.",
        {
          videoId: field(
            text,
            "YouTube-Id des Videos",
            "Die Zeichen nach „v=“ in der Adresse des Videos.",
          ),
          // Embedding the player makes the site and Google joint controllers for what it
          // collects and passes on (Art. 26 DSGVO; CJEU C-40/17 "Fashion ID").
          provider: field(
            providerSchema.refine((item) => item.role === "joint", {
              error:
                "Für das eingebettete YouTube-Video sind Sie und Google gemeinsam verantwortlich (Art. 26 DSGVO, EuGH C-40/17): Rolle „Gemeinsam Verantwortlicher“ wählen",
              path: ["role"],
            }),
            "Anbieter",
            "Google Ireland Limited für YouTube; Rolle „Gemeinsam Verantwortlicher“.",
          ),
        },
      ),
    }),
    "Eingebettete Dienste",
    "Jeder ist aus, bis Sie ihn einschalten. Ist keiner an und keine Terminbuchung eingetragen, fragt die Website nach keiner Einwilligung und zeigt kein Cookie-Banner.",
  ),
  bookingUrl: field(
    z
      .string()
      .trim()
      .refine((url) => url === "" || URL.canParse(url), {
        error: "Eine vollständige Adresse mit https:// oder leer",
      }),
    "Terminbuchung",
    "Adresse Ihrer Buchungsseite (Cal.com oder Calendly), auf /kontakt als Link und als Einbettung, die erst ein Klick lädt; leer, wenn es keine gibt (das Formular fragt dann nach einem Wunschtermin).",
  ),
  bookingProvider: field(
    z
      .discriminatedUnion("discriminant", [
        z.strictObject({ discriminant: z.literal(false), value: z.strictObject({}) }),
        z.strictObject({ discriminant: z.literal(true), value: providerSchema }),
      ])
      .optional(),
    "Anbieter der Terminbuchung",
    "Nötig, sobald eine Buchungsseite eingetragen ist: die Datenschutzerklärung nennt ihn.",
  )
    .transform((choice) => (choice?.discriminant ? choice.value : undefined))
    .optional(),
  support: field(
    z.strictObject({
      hotline: field(
        optionalText,
        "Support-Hotline",
        "Wann eine Support-Leitung besetzt ist, z. B. „Mo–Fr 8–18 Uhr“ oder „rund um die Uhr“. Leer = keine; die Wartungsseite zeigt nur, was Sie hier zusagen.",
      ),
      slaResponseHours: field(
        count
          .nullable()
          .optional()
          .transform((hours) => hours ?? undefined)
          .optional(),
        "Reaktionszeit bei kritischen Störungen (Stunden)",
        "Steht in jedem SLA. Leer = keine Zusage.",
      ),
    }),
    "Support-Zusagen",
    "Zusagen, die nur Sie machen können; ein Ein-Personen-Unternehmen hält von sich aus keine Hotline.",
  ),
  legal: field(legalFileSchema, "Rechtliches").transform(
    ({ sample, form, ...base }) =>
      ({ sample, form: form.discriminant, ...form.value, ...base }) as LegalConfig,
  ),
});

export type SiteConfig = z.output<typeof siteSchema>;
export type ProviderConfig = z.output<typeof providerSchema>;
export type DataProtectionRole = ProviderConfig["role"];
export type ThirdCountryTransfer = NonNullable<ProviderConfig["transfer"]>;
