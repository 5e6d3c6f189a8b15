/**
 * The one definition of an enquiry, shared by the contact form in the browser
 * and by `POST /api/kontakt` on the server, so both accept exactly the same.
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
  /** Milliseconds since the epoch when the form was shown. */
  startedAt: "startedAt",
  /** The page the form was sent from. */
  page: "page",
} as const;

export const enquiryPages = ["/kontakt", "/nort"] as const;

/** Nobody reads the form and types a message faster than this. */
export const minimumFillTimeMs = 3000;
/** Earlier than any form of this site was shown: an empty or made-up timestamp. */
const earliestStart = Date.UTC(2024, 0, 1);

const { errors: messages, maxLength: max, tooLong } = contactForm;

export const envelopeMessages = {
  honeypot: "Das Formular wurde offenbar automatisch ausgefüllt und wurde nicht gesendet.",
  tooFast:
    "Das ging schneller, als ein Mensch tippen kann. Bitte prüfen Sie Ihre Angaben und senden Sie erneut.",
  incomplete:
    "Das Formular ist unvollständig. Bitte laden Sie die Seite neu und senden Sie erneut.",
  preferredTime: "Bitte wählen Sie eine der angebotenen Zeiten.",
  notText: "Diese Angabe muss ein Text sein.",
} as const;

const preferredTimeValues = contactForm.preferredTimes.map((option) => option.value);

/** The fields the visitor sees (spec section 5, plus upper limits). */
export const enquiryFieldsSchema = z.object({
  name: z
    .string(messages.name)
    .check(z.trim(), z.minLength(2, messages.name), z.maxLength(max.name, tooLong.name)),
  email: z
    .string(messages.email)
    .check(
      z.trim(),
      z.regex(z.regexes.email, messages.email),
      z.maxLength(max.email, tooLong.email),
    ),
  company: z.optional(
    z.string(envelopeMessages.notText).check(z.trim(), z.maxLength(max.company, tooLong.company)),
  ),
  message: z
    .string(messages.message)
    .check(z.trim(), z.minLength(10, messages.message), z.maxLength(max.message, tooLong.message)),
  preferredTime: z.optional(
    z
      .string(envelopeMessages.preferredTime)
      .check(
        z.refine((value) => preferredTimeValues.includes(value), envelopeMessages.preferredTime),
      ),
  ),
});

/** Checks only the server can make: the honeypot, the time taken, the sending page. */
export const enquiryEnvelopeSchema = z.object({
  website: z.optional(
    z.string(envelopeMessages.honeypot).check(z.maxLength(0, envelopeMessages.honeypot)),
  ),
  startedAt: z.coerce.number(envelopeMessages.incomplete).check(
    z.gte(earliestStart, envelopeMessages.incomplete),
    z.refine((startedAt) => startedAt <= Date.now(), envelopeMessages.tooFast),
    z.refine((startedAt) => Date.now() - startedAt >= minimumFillTimeMs, envelopeMessages.tooFast),
  ),
  page: z.enum(enquiryPages, envelopeMessages.incomplete),
});

export const enquirySchema = z.extend(enquiryFieldsSchema, enquiryEnvelopeSchema.shape);

export type EnquiryFields = z.output<typeof enquiryFieldsSchema>;
export type Enquiry = z.output<typeof enquirySchema>;
