/**
 * The contact form's fields, described once. The form, the checks of the Node
 * server and the edge worker, the database columns, the owner's mail, the
 * no-JS error page, `npm run leads` with its CSV and the privacy policy's list
 * all follow from this table. A new field is a row here and a migration in
 * migrations/ for its column, which D1 and the Node server both apply
 * (sqlite/migrations.test.ts names its statement). The order of the rows is the form's.
 */
import { readSettings } from "#app/content/files/settings";

interface FieldCommon {
  /** Above the field, in the error page's echo and in the mail. */
  label: string;
  /** Column heading in `npm run leads` and the CSV, where `label` is too long. */
  shortLabel?: string;
  /** What the field holds, in a sentence ("E-Mail-Adresse darf höchstens …"). */
  noun: string;
  /** The privacy policy's words for asking it ("Es fragt Ihren Namen … ab"). */
  asked: string;
  required: boolean;
  /** When missing, too short, no address or no option; without it, a wrong type only. */
  error?: string;
  autoComplete?: string;
  /** Half the form's width next to another half field on wide screens, or a row of its own. */
  width: "half" | "full";
  /** Only where the page asks for it (`askPreferredTime`: no booking calendar there). */
  onRequest?: boolean;
  /** Its column in the table `enquiries` (SQLite and D1). */
  column: string;
  /** Shown in the owner's mail. */
  mail: boolean;
  /** Shown by `npm run leads` and in its CSV. */
  leads: boolean;
}

/** Typed text: one line, an e-mail address, or several lines (the mail, the echo and the CSV put those last). */
interface TextFieldSpec extends FieldCommon {
  kind: "line" | "email" | "text";
  /** Fewest characters after trimming. */
  min?: number;
  /** Most characters; the field stops taking input there. */
  max: number;
  /** The `type` of a one-line input ("tel", "url"); "text" when not given. */
  inputType?: "text" | "tel" | "url";
  /** What the trimmed text must look like (else `error`); an optional field may stay empty. */
  pattern?: RegExp;
  /** Visible lines of a text field. */
  rows?: number;
}

/** One of a few options, in a select. */
interface ChoiceFieldSpec extends FieldCommon {
  kind: "choice";
  options: readonly { value: string; label: string }[];
}

export type EnquiryFieldSpec = TextFieldSpec | ChoiceFieldSpec;

export type EnquiryFieldTable = Readonly<Record<string, EnquiryFieldSpec>>;

/** Messages every field shares; a field's own are in its row. */
export const fieldMessages = {
  notText: "Diese Angabe muss ein Text sein.",
  tooLong: (noun: string, max: number) => `${noun} darf höchstens ${max} Zeichen haben`,
};

// The topics come from content/settings/offers.yaml; "" (the first, preselected) leaves it open.
const topicOptions = [
  { value: "", label: "Noch offen" },
  ...readSettings("offers").topics.map(({ key, label }) => ({ value: key, label })),
];

export const enquiryFields = {
  name: {
    label: "Name",
    noun: "Name",
    asked: "Ihren Namen",
    kind: "line",
    required: true,
    min: 2,
    max: 100,
    error: "Name muss mindestens 2 Zeichen haben",
    autoComplete: "name",
    width: "half",
    column: "name",
    mail: true,
    leads: true,
  },
  email: {
    label: "E-Mail",
    noun: "E-Mail-Adresse",
    asked: "Ihre E-Mail-Adresse",
    kind: "email",
    required: true,
    max: 254,
    error: "Gültige E-Mail-Adresse erforderlich",
    autoComplete: "email",
    width: "half",
    column: "email",
    mail: true,
    leads: true,
  },
  phone: {
    // The form adds "(optional)" to the label of every optional field (content/settings/contact-form.yaml).
    label: "Telefon",
    noun: "Telefonnummer",
    asked: "Ihre Telefonnummer",
    kind: "line",
    inputType: "tel",
    required: false,
    max: 30,
    // Digits with the usual separators ("+49 (0)431 123-456", "0431/123456"): 6 to 20 digits.
    pattern: /^(?=(?:\D*\d){6,20}\D*$)\+?[\d\s()/-]+$/,
    error:
      "Bitte geben Sie eine Telefonnummer mit 6 bis 20 Ziffern an (nur Ziffern, Leerzeichen und + / - ( )) oder lassen Sie das Feld leer.",
    autoComplete: "tel",
    width: "half",
    column: "phone",
    mail: true,
    leads: true,
  },
  company: {
    label: "Unternehmen",
    noun: "Unternehmen",
    asked: "Ihr Unternehmen",
    kind: "line",
    required: false,
    max: 150,
    autoComplete: "organization",
    width: "half",
    column: "company",
    mail: true,
    leads: true,
  },
  topic: {
    label: "Worum geht es?",
    shortLabel: "Thema",
    noun: "Thema",
    asked: "das Thema Ihrer Anfrage",
    kind: "choice",
    required: false,
    // A button of a service chooses its topic by the address (/kontakt?thema=…; app/shell/topic.ts).
    options: topicOptions,
    error: "Bitte wählen Sie eines der angebotenen Themen.",
    width: "full",
    column: "topic",
    mail: true,
    leads: true,
  },
  message: {
    label: "Nachricht",
    noun: "Nachricht",
    asked: "Ihre Nachricht",
    kind: "text",
    required: true,
    min: 10,
    max: 5000,
    error: "Nachricht muss mindestens 10 Zeichen haben",
    rows: 4,
    width: "full",
    column: "message",
    mail: true,
    leads: true,
  },
  preferredTime: {
    label: "Wann passt Ihnen ein Rückruf unter Ihrer Telefonnummer?",
    shortLabel: "Wunschzeit",
    noun: "Wunschzeit",
    asked: "eine Wunschzeit für den Rückruf",
    kind: "choice",
    required: false,
    // The first ("" = no preference) is preselected.
    options: [
      { value: "", label: "Keine Präferenz" },
      { value: "vormittags", label: "Mo–Fr vormittags (9–12 Uhr)" },
      { value: "mittags", label: "Mo–Fr mittags (12–14 Uhr)" },
      { value: "nachmittags", label: "Mo–Fr nachmittags (14–18 Uhr)" },
    ],
    error: "Bitte wählen Sie eine der angebotenen Zeiten.",
    width: "full",
    onRequest: true,
    column: "preferred_time",
    mail: true,
    leads: true,
  },
} as const satisfies EnquiryFieldTable;
