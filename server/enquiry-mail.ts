import { contactForm } from "#app/content/contact";
import { site } from "#app/content/site";
import type { StoredEnquiry } from "./enquiries";

const { labels, preferredTimes, preferredTimeLabel } = contactForm;
const siteDomain = new URL(site.url).hostname;

/**
 * The same for every attempt at one enquiry, so a mail that does go out twice
 * (a crash between sending and bookkeeping) is shown once by the mail client.
 */
export function enquiryMessageId(enquiry: Pick<StoredEnquiry, "id" | "createdAt">): string {
  return `<anfrage-${enquiry.id}-${enquiry.createdAt}@${siteDomain}>`;
}

/** The owner's mail: every field, with Reply-To the visitor so answering is one click. */
export function enquiryMail(enquiry: StoredEnquiry) {
  const preferredTime =
    preferredTimes.find((option) => option.value === enquiry.preferredTime)?.label ?? "";
  const lines = [
    `${labels.name}: ${enquiry.name}`,
    `${labels.email}: ${enquiry.email}`,
    `${labels.company}: ${enquiry.company || "–"}`,
    `${preferredTimeLabel} ${preferredTime}`,
    `Gesendet von: ${enquiry.page} am ${new Date(enquiry.createdAt).toISOString()}`,
    `Anfrage-Nr.: ${enquiry.id}`,
    "",
    `${labels.message}:`,
    enquiry.message,
  ];
  return {
    messageId: enquiryMessageId(enquiry),
    replyTo: { name: enquiry.name, address: enquiry.email },
    subject: `Neue Anfrage von ${enquiry.name}${enquiry.company ? ` (${enquiry.company})` : ""}`,
    text: lines.join("\n"),
  };
}
