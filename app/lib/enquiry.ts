/**
 * The one definition of an enquiry, shared by the contact form in the browser,
 * by `POST /api/kontakt` on the Node server and by any edge function, so all
 * accept exactly the same. Runtime-agnostic: no Node or browser APIs.
 */
import * as z from "zod/mini";
import { contactForm } from "#app/content/contact";

/** Names of the form fields; the form, the JSON body and the urlencoded post all use them. */
export const enquiryField = {
  name: "name",
  email: "email",
  company: "company",
  message: "message",
  preferredTime: "preferredTime",
  /** Honeypot: invisible to people, filled in by bots. */
  website: "website",
  /**
   * Milliseconds the visitor had the page open when sending, measured by the
   * browser (performance.now), so no clock is compared with another. A post
   * without JavaScript has none: the honeypot and the rate limit guard it.
   */
  elapsedMs: "elapsedMs",
  /** The page the form was sent from. */
  page: "page",
} as const;

export const enquiryPages = ["/kontakt", "/nort"] as const;

/** Nobody reads the form and types a message faster than this. */
export const minimumFillTimeMs = 3000;
/** Longer than any visitor keeps one page open: a made-up or replayed figure. */
export const maximumFillTimeMs = 30 * 24 * 60 * 60 * 1000;

const { errors: messages, maxLength: max, tooLong } = contactForm;

export const envelopeMessages = {
  honeypot: "Das Formular wurde offenbar automatisch ausgefüllt und wurde nicht gesendet.",
  tooFast:
    "Das ging schneller, als ein Mensch tippen kann. Bitte prüfen Sie Ihre Angaben und senden Sie erneut.",
  tooOld:
    "Diese Seite ist schon sehr lange geöffnet. Bitte kopieren Sie Ihre Nachricht, laden Sie die Seite neu und senden Sie erneut.",
  incomplete:
    "Das Formular ist unvollständig. Bitte laden Sie die Seite neu und senden Sie erneut.",
  preferredTime: "Bitte wählen Sie eine der angebotenen Zeiten.",
  notText: "Diese Angabe muss ein Text sein.",
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

/** Cleans a one-line field: escape sequences and control characters go, breaks become a space. */
export function cleanLine(text: string): string {
  return text.replace(escapeSequences, "").replace(lineBreaks, " ").replace(invisibleControls, "");
}

/** Cleans the message: escape sequences and control characters go; lines and tabs stay. */
export function cleanText(text: string): string {
  return text
    .replace(escapeSequences, "")
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(invisibleControls, "");
}

const preferredTimeValues = contactForm.preferredTimes.map((option) => option.value);

/** The fields the visitor sees (spec section 5, plus upper limits), cleaned before any check. */
export const enquiryFieldsSchema = z.object({
  name: z
    .string(messages.name)
    .check(
      z.overwrite(cleanLine),
      z.trim(),
      z.minLength(2, messages.name),
      z.maxLength(max.name, tooLong.name),
    ),
  email: z
    .string(messages.email)
    .check(
      z.overwrite(cleanLine),
      z.trim(),
      z.regex(z.regexes.email, messages.email),
      z.maxLength(max.email, tooLong.email),
    ),
  company: z.optional(
    z
      .string(envelopeMessages.notText)
      .check(z.overwrite(cleanLine), z.trim(), z.maxLength(max.company, tooLong.company)),
  ),
  message: z
    .string(messages.message)
    .check(
      z.overwrite(cleanText),
      z.trim(),
      z.minLength(10, messages.message),
      z.maxLength(max.message, tooLong.message),
    ),
  preferredTime: z.optional(
    z.string(envelopeMessages.preferredTime).check(
      z.overwrite(cleanLine),
      z.refine((value) => preferredTimeValues.includes(value), envelopeMessages.preferredTime),
    ),
  ),
});

/** Checks only the server can make: the honeypot, the time the visitor took, the sending page. */
export const enquiryEnvelopeSchema = z.object({
  website: z.optional(
    z.string(envelopeMessages.honeypot).check(z.maxLength(0, envelopeMessages.honeypot)),
  ),
  elapsedMs: z.optional(
    z.coerce
      .number(envelopeMessages.incomplete)
      .check(
        z.gte(minimumFillTimeMs, envelopeMessages.tooFast),
        z.lte(maximumFillTimeMs, envelopeMessages.tooOld),
      ),
  ),
  page: z.enum(enquiryPages, envelopeMessages.incomplete),
});

export const enquirySchema = z.extend(enquiryFieldsSchema, enquiryEnvelopeSchema.shape);

export type EnquiryFields = z.output<typeof enquiryFieldsSchema>;
export type Enquiry = z.output<typeof enquirySchema>;

/**
 * The largest body a valid enquiry can need: every field at its maximum in
 * four-byte characters, each byte percent-encoded (`%F0%9F…`, 12 bytes per
 * character) as a form post without JavaScript sends it, plus names and
 * separators. Any real post fits; a larger one cannot be valid.
 */
const longestPreferredTime = Math.max(...preferredTimeValues.map((value) => value.length));
export const enquiryBodyLimitBytes =
  12 * (max.name + max.email + max.company + max.message + longestPreferredTime) +
  Object.values(enquiryField).join("==&&").length +
  String(maximumFillTimeMs).length +
  Math.max(...enquiryPages.map((page) => page.length)) * 3 +
  1024;
