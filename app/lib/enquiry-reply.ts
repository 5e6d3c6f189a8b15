/**
 * What `POST /api/kontakt` answers, whichever server runs it (the Node server
 * or the edge worker): paths, messages, the checks on the request's headers,
 * the per-field errors and the no-JS error page's echo of the visitor's input.
 */
import { type EnquiryFieldTable, enquiryFields } from "#app/content/enquiry-fields";
import { site } from "#app/content/site";
import {
  type Enquiry,
  enquiryBodyLimitBytes,
  enquiryEnvelopeSchema,
  enquiryField,
  enquiryFieldsSchema,
  enquirySchema,
  scriptedEnquirySchema,
  shortThenLong,
} from "#app/lib/enquiry";

export const enquiryPath = "/api/kontakt";
/** Where a form post without JavaScript lands after success (303). */
export const thankYouPath = "/kontakt/danke/";
/** The prerendered page a failed form post without JavaScript is shown, with the echo in it. */
export const errorPagePath = "/kontakt/fehler/";

export const replyMessages = {
  method: "Diese Adresse nimmt nur Anfragen per POST entgegen.",
  crossSite: "Anfragen von fremden Websites werden nicht angenommen.",
  contentType:
    "Bitte senden Sie das Formular als application/json oder application/x-www-form-urlencoded.",
  invalidJson: "Die Anfrage enthält kein gültiges JSON-Objekt.",
  notUtf8:
    "Die Anfrage ist nicht in UTF-8 kodiert. Bitte senden Sie das Formular von unserer Website aus.",
  tooLarge: `Die Anfrage ist zu groß (höchstens ${Math.floor(enquiryBodyLimitBytes / 1024)} KB). Bitte kürzen Sie Ihre Nachricht.`,
  rateLimited:
    "Von Ihrem Anschluss kamen in der letzten Stunde zu viele Anfragen. Bitte versuchen Sie es später erneut oder rufen Sie uns an.",
  invalid: "Bitte prüfen Sie die markierten Angaben.",
  storage: `Ihre Anfrage konnte gerade nicht gespeichert werden und wurde nicht gesendet. Bitte rufen Sie uns an (${site.phone.display}) oder schreiben Sie an ${site.email}.`,
  internal: `Ihre Anfrage konnte wegen eines Fehlers nicht angenommen werden. Bitte rufen Sie uns an (${site.phone.display}) oder schreiben Sie an ${site.email}.`,
} as const;

/** The two kinds of body the endpoint takes, or undefined for any other Content-Type. */
export function bodyKind(contentType: string | null | undefined): "form" | "json" | undefined {
  const type = String(contentType ?? "")
    .split(";")[0]!
    .trim()
    .toLowerCase();
  if (type === "application/x-www-form-urlencoded") return "form";
  if (type === "application/json") return "json";
  return undefined;
}

/**
 * A post from another site: the browser says so (Sec-Fetch-Site) or sends an
 * Origin whose host is not this one. Hosts, not schemes, are compared, so a
 * proxy that terminates TLS needs no extra header for posts to work. Plain
 * header values, so the Node server and the edge worker ask alike.
 */
export function isCrossSite(headers: {
  secFetchSite?: string | null;
  origin?: string | null;
  host?: string | null;
}): boolean {
  if (headers.secFetchSite === "cross-site") return true;
  if (headers.origin === undefined || headers.origin === null) return false;
  return originHost(headers.origin) !== headers.host?.toLowerCase();
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // "null" (sandboxed frames, privacy redirects) matches nothing
  }
}

export type Checked =
  { ok: true; enquiry: Enquiry } | { ok: false; error: string; fields: Record<string, string> };

/** Validates a submitted body against the one enquiry schema; a failure carries German messages. */
export function checkEnquiry(submitted: Record<string, unknown>, kind: "form" | "json"): Checked {
  const parsed = (kind === "json" ? scriptedEnquirySchema : enquirySchema).safeParse(submitted);
  if (parsed.success) return { ok: true, enquiry: parsed.data };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? "");
    fields[name] ??= issue.message;
  }
  return { ok: false, error: summary(fields), fields };
}

/**
 * The page-level message: a bot is told so first, a person sees their own
 * fields before the rest, then the other checks in the schema's order.
 */
function summary(fields: Record<string, string>): string {
  const honeypot = fields[enquiryField.website];
  if (honeypot) return honeypot;
  if (Object.keys(enquiryFieldsSchema.shape).some((name) => fields[name])) {
    return replyMessages.invalid;
  }
  const envelope = Object.keys(enquiryEnvelopeSchema.shape).map((name) => fields[name]);
  return envelope.find(Boolean) ?? replyMessages.invalid;
}

const placeholder = '<div data-enquiry-echo=""></div>';

/** Served when the prerendered error page is missing: the message must still reach the visitor. */
export const fallbackErrorPage = `<!doctype html><html lang="de"><meta charset="utf-8"><title>Anfrage nicht gesendet</title>${placeholder}</html>`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The message and everything the visitor typed, so nothing has to be typed again. */
export function enquiryEcho(
  error: string,
  submitted: Record<string, unknown>,
  fieldErrors: Record<string, string>,
  fields: EnquiryFieldTable = enquiryFields,
): string {
  const { short, long } = shortThenLong(fields);
  const rows = [...short, ...long]
    .filter(([name]) => typeof submitted[name] === "string" && submitted[name] !== "")
    .map(([name, { label }]) => {
      const problem = fieldErrors[name]
        ? `<strong class="block font-medium text-danger">${escapeHtml(fieldErrors[name])}</strong>`
        : "";
      return `<dt class="font-semibold">${escapeHtml(label)}</dt><dd class="mb-3 whitespace-pre-wrap break-words">${escapeHtml(String(submitted[name]))}${problem}</dd>`;
    });
  return `<div data-enquiry-echo="" class="mt-8 rounded-xl border border-danger p-5"><p role="alert" class="font-semibold text-danger">${escapeHtml(error)}</p>${rows.length ? `<dl class="mt-4">${rows.join("")}</dl>` : ""}</div>`;
}

/** Puts the echo into the prerendered /kontakt/fehler/ page (or the fallback). */
export function fillErrorPage(page: string, echo: string): string {
  // A function, so a "$&" in the visitor's text is not read as a replacement pattern.
  return page.replace(placeholder, () => echo);
}
