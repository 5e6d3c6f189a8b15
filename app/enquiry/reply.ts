/**
 * What `POST /api/kontakt` answers, whichever server runs it (the Node server
 * or the edge worker): paths, messages, the checks on the request's headers,
 * the per-field errors and the no-JS answer page with the visitor's form.
 */
import { type EnquiryFieldTable, enquiryFields } from "./fields";
import { site } from "#app/content/site";
import {
  type Enquiry,
  enquiryBodyLimitBytes,
  enquiryEnvelopeSchema,
  enquiryField,
  enquiryFieldsSchema,
  enquiryPages,
  enquirySchema,
  scriptedEnquirySchema,
  shortThenLong,
} from "./schema";
import { fieldStyle } from "./field-style";

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

/** Where the answer page holds its form; the message goes in first. */
const echo = '<div data-enquiry-echo=""';

/** Served when the prerendered error page is missing: the message and the text must still reach the visitor. */
export const fallbackErrorPage = `<!doctype html><html lang="de"><meta charset="utf-8"><title>Anfrage nicht gesendet</title>${echo}></div></html>`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A refusal as the answer page shows it: the message, what was sent and each field's problem. */
export interface Answer {
  error: string;
  submitted: Record<string, unknown>;
  fields: Record<string, string>;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * One field of the prerendered form (the contact form's own markup, found by
 * its name) with the visitor's value, and when it has a problem the error
 * border and the message under it, as the form in the browser marks it.
 */
function fillField(page: string, name: string, value: string, problem: string | undefined) {
  const element = new RegExp(
    `<(input|textarea|select)\\b[^>]*\\bname="${name}"[^>]*>(?:([\\s\\S]*?)</\\1>)?`,
  );
  return page.replace(element, (whole: string, kind: string, inner = "") => {
    const tag = whole.slice(0, whole.indexOf(">") + 1);
    const id = /\bid="([^"]*)"/.exec(tag)?.[1] ?? name;
    let open = tag;
    if (kind === "input") {
      open = open
        .replace(/\svalue="[^"]*"/, "")
        .replace(/\s*\/?>$/, ` value="${escapeHtml(value)}"/>`);
    }
    if (problem) {
      open = open
        .replace(fieldStyle.border, fieldStyle.invalidBorder)
        .replace(/\s*\/?>$/, (end) => ` aria-invalid="true" aria-describedby="${id}-error"${end}`);
    }
    const content =
      kind === "textarea"
        ? // The parser drops a first line break right after the tag: this one, not the visitor's.
          `\n${escapeHtml(value)}`
        : inner.replace(
            `<option value="${escapeHtml(value)}"`,
            (option: string) => `${option} selected=""`,
          );
    const close = kind === "input" ? "" : `${content}</${kind}>`;
    const message = problem
      ? `<p id="${id}-error" class="${fieldStyle.error}">${escapeHtml(problem)}</p>`
      : "";
    return `${open}${close}${message}`;
  });
}

/** The fields in the owner's order, as a list: for the fallback page, which has no form. */
function fieldList(answer: Answer, fields: EnquiryFieldTable) {
  const { short, long } = shortThenLong(fields);
  const rows = [...short, ...long]
    .filter(([name]) => text(answer.submitted[name]))
    .map(([name, { label }]) => {
      const problem = answer.fields[name] ? ` (${escapeHtml(answer.fields[name])})` : "";
      return `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(text(answer.submitted[name]))}${problem}</dd>`;
    });
  return `<dl>${rows.join("")}</dl>`;
}

/**
 * The answer page of a form post without JavaScript that was refused: the
 * prerendered /kontakt/fehler/ page (or the fallback) with the message on top
 * and its form as the visitor sent it, each field's message under it. One
 * renderer for the Node server and the worker.
 */
export function fillErrorPage(
  page: string,
  answer: Answer,
  fields: EnquiryFieldTable = enquiryFields,
): string {
  const start = page.indexOf(echo);
  if (start < 0) return page;
  const inside = page.indexOf(">", start) + 1;
  let rest = page.slice(inside);
  if (!rest.includes("<form")) rest = fieldList(answer, fields) + rest;
  for (const name of Object.keys(fields)) {
    rest = fillField(rest, name, text(answer.submitted[name]), answer.fields[name]);
  }
  // The page the visitor came from, so sending again records it.
  const sentFrom = enquiryPages.find((path) => path === answer.submitted[enquiryField.page]);
  if (sentFrom) rest = fillField(rest, enquiryField.page, sentFrom, undefined);
  const alert = `<p role="alert" class="mb-6 rounded-xl border border-danger p-4 font-semibold text-danger">${escapeHtml(answer.error)}</p>`;
  return page.slice(0, inside) + alert + rest;
}
