/**
 * The one definition of an enquiry, shared by the contact form in the browser,
 * by `POST /api/kontakt` on the Node server and by any edge function, so all
 * accept exactly the same. Runtime-agnostic: no Node or browser APIs.
 */
import * as z from "zod/mini";
import {
  type EnquiryFieldSpec,
  type EnquiryFieldTable,
  enquiryFields,
  fieldMessages,
} from "./fields";

export type FieldKey = keyof typeof enquiryFields;

/** Names in the form, the JSON body and the urlencoded post: the table's fields and the envelope. */
export const enquiryField = {
  ...(Object.fromEntries(Object.keys(enquiryFields).map((key) => [key, key])) as {
    [K in FieldKey]: K;
  }),
  /** Honeypot: invisible to people, filled in by bots. */
  website: "website",
  /**
   * Milliseconds the visitor had the page open when sending, measured by the
   * browser (performance.now), so no clock is compared with another. A form
   * post without JavaScript has none: the honeypot and the rate limit guard
   * it. A JSON post comes from the script, which always sends it.
   */
  elapsedMs: "elapsedMs",
  /** The page the form was sent from. */
  page: "page",
} as const;

/**
 * The fields as the owner reads them (mail, error page, leads): those of one
 * line in the table's order, then the texts of several lines, so a long
 * message does not push the short facts out of sight.
 */
export function shortThenLong(fields: EnquiryFieldTable = enquiryFields) {
  const entries = Object.entries(fields);
  return {
    short: entries.filter(([, field]) => field.kind !== "text"),
    long: entries.filter(([, field]) => field.kind === "text"),
  };
}

export const enquiryPages = ["/kontakt", "/nort"] as const;

/** Nobody reads the form and types a message faster than this. */
const minimumFillTimeMs = 3000;
/** Longer than any visitor keeps one page open: a made-up or replayed figure. */
export const maximumFillTimeMs = 30 * 24 * 60 * 60 * 1000;

export const envelopeMessages = {
  honeypot: "Das Formular wurde offenbar automatisch ausgefüllt und wurde nicht gesendet.",
  tooFast:
    "Das ging schneller, als ein Mensch tippen kann. Bitte prüfen Sie Ihre Angaben und senden Sie erneut.",
  tooOld:
    "Diese Seite ist schon sehr lange geöffnet. Bitte kopieren Sie Ihre Nachricht, laden Sie die Seite neu und senden Sie erneut.",
  incomplete:
    "Das Formular ist unvollständig. Bitte laden Sie die Seite neu und senden Sie erneut.",
} as const;

/**
 * Characters no visitor types and that would change what the owner sees in the
 * mail, the leads list or a spreadsheet: NUL hides what follows it, CR/LF in a
 * one-line field forges header-like lines, ANSI escapes drive the terminal.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const escapeSequences = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b[@-Z\\-_]|\x9b[0-?]*[ -/]*[@-~]/g;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const invisibleControls = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g;
const lineBreaks = /[\t\r\n\u2028\u2029]+/g;
/**
 * Invisible characters that reorder or hide what a one-line field shows in a
 * subject line or the leads list: the bidi controls (an override shows
 * "Ada\u202Efdp.exe" as "Adaexe.pdf") and zero-width characters.
 */
const invisibleFormatting = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/** Cleans a one-line field: escape sequences, control and invisible characters go, breaks become a space. */
export function cleanLine(text: string): string {
  return text
    .replace(escapeSequences, "")
    .replace(lineBreaks, " ")
    .replace(invisibleControls, "")
    .replace(invisibleFormatting, "");
}

/** Cleans the message: escape sequences and control characters go; lines and tabs stay. */
function cleanText(text: string): string {
  return text
    .replace(escapeSequences, "")
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(invisibleControls, "");
}

type FieldSchema<F extends EnquiryFieldSpec> = F["required"] extends true
  ? z.ZodMiniString<string>
  : z.ZodMiniOptional<z.ZodMiniString<string>>;
type FieldsShape<T extends EnquiryFieldTable> = { -readonly [K in keyof T]: FieldSchema<T[K]> };

/** One field's rules: cleaned first, then trimmed and measured (a choice: one of its options). */
function fieldSchema(field: EnquiryFieldSpec) {
  const { error } = field;
  const checks: z.core.$ZodCheck<string>[] = [
    z.overwrite(field.kind === "text" ? cleanText : cleanLine),
  ];
  if (field.kind === "choice") {
    const values = field.options.map((option) => option.value);
    checks.push(z.refine((value) => values.includes(value), error));
  } else {
    checks.push(z.trim());
    if (field.kind === "email") checks.push(z.regex(z.regexes.email, error));
    const { pattern } = field;
    if (pattern) {
      checks.push(z.refine((value) => (!field.required && !value) || pattern.test(value), error));
    }
    if (field.min) checks.push(z.minLength(field.min, error));
    checks.push(z.maxLength(field.max, fieldMessages.tooLong(field.noun, field.max)));
  }
  const schema = z.string(error ?? fieldMessages.notText).check(...checks);
  return field.required ? schema : z.optional(schema);
}

/** The checks of a field table (spec section 5, plus upper limits). */
export function fieldsSchema<T extends EnquiryFieldTable>(fields: T) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, fieldSchema(field)]),
  );
  return z.object(shape as FieldsShape<T>);
}

/** The fields the visitor sees, cleaned before any check. */
export const enquiryFieldsSchema = fieldsSchema(enquiryFields);

const elapsedMs = z.coerce
  .number(envelopeMessages.incomplete)
  .check(
    z.gte(minimumFillTimeMs, envelopeMessages.tooFast),
    z.lte(maximumFillTimeMs, envelopeMessages.tooOld),
  );

/** Checks only the server can make: the honeypot, the time the visitor took, the sending page. */
export const enquiryEnvelopeSchema = z.object({
  website: z.optional(
    z.string(envelopeMessages.honeypot).check(z.maxLength(0, envelopeMessages.honeypot)),
  ),
  elapsedMs: z.optional(elapsedMs),
  page: z.enum(enquiryPages, envelopeMessages.incomplete),
});

/** A form post, with or without JavaScript. */
export const enquirySchema = z.extend(enquiryFieldsSchema, enquiryEnvelopeSchema.shape);

/** A JSON post: only the form's script sends one, always with the time; without it, it counts as 0 ms, too fast. */
export const scriptedEnquirySchema = z.extend(enquirySchema, {
  elapsedMs: z.prefault(elapsedMs, 0),
});

export type Enquiry = z.output<typeof enquirySchema>;

/** The most characters a field can hold: its limit, or its longest option. */
const longest = (field: EnquiryFieldSpec) =>
  field.kind === "choice"
    ? Math.max(...field.options.map((option) => option.value.length))
    : field.max;

/**
 * The largest body a valid enquiry can need: every field at its maximum in
 * four-byte characters, each byte percent-encoded (`%F0%9F…`, 12 bytes per
 * character) as a form post without JavaScript sends it, plus names and
 * separators. Any real post fits; a larger one cannot be valid.
 */
export const enquiryBodyLimitBytes =
  12 * Object.values<EnquiryFieldSpec>(enquiryFields).reduce((sum, f) => sum + longest(f), 0) +
  Object.values(enquiryField).join("==&&").length +
  String(maximumFillTimeMs).length +
  Math.max(...enquiryPages.map((page) => page.length)) * 3 +
  1024;
