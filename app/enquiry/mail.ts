import { type EnquiryFieldSpec, type EnquiryFieldTable, enquiryFields } from "./fields";
import { site } from "#app/content/site";
import { shortThenLong } from "./schema";
import type { MailParts } from "./mail-message";
import type { StoredEnquiry } from "./record";

const siteDomain = new URL(site.url).hostname;

/**
 * The same for every attempt at one enquiry, so a mail that does go out twice
 * (a crash between sending and bookkeeping) is shown once by the mail client.
 */
export function enquiryMessageId(enquiry: Pick<StoredEnquiry, "id" | "createdAt">): string {
  return `<anfrage-${enquiry.id}-${enquiry.createdAt}@${siteDomain}>`;
}

/** The value as the owner reads it: a choice by its option's words, nothing as a dash. */
function shown(field: EnquiryFieldSpec, value: string): string {
  if (field.kind !== "choice") return value || "–";
  return field.options.find((option) => option.value === value)?.label ?? value;
}

/** "Name: Ada"; a label that asks a question is followed by its answer alone. */
const line = (label: string, value: string) => `${label}${label.endsWith("?") ? "" : ":"} ${value}`;

/**
 * The owner's mail: every field the table mails, the one-line ones first and
 * the longer texts after a blank line; Reply-To the visitor, so answering is one click.
 */
export function enquiryMail(
  enquiry: StoredEnquiry,
  fields: EnquiryFieldTable = enquiryFields,
): MailParts {
  const value = (name: string) => String((enquiry as Record<string, unknown>)[name] ?? "");
  const { short, long } = shortThenLong(fields);
  const lines = [
    ...short
      .filter(([, field]) => field.mail)
      .map(([name, field]) => line(field.label, shown(field, value(name)))),
    `Gesendet von: ${enquiry.page} am ${new Date(enquiry.createdAt).toISOString()}`,
    `Anfrage-Nr.: ${enquiry.id}`,
    ...long
      .filter(([, field]) => field.mail)
      .flatMap(([name, field]) => ["", `${field.label}:`, value(name)]),
  ];
  return {
    messageId: enquiryMessageId(enquiry),
    replyTo: { name: enquiry.name, address: enquiry.email },
    subject: `Neue Anfrage von ${enquiry.name}${enquiry.company ? ` (${enquiry.company})` : ""}`,
    text: lines.join("\n"),
  };
}
