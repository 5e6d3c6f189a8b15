import type { Client } from "@libsql/client";
import type { IncomingMessage, ServerResponse } from "node:http";
import { site } from "#app/content/site";
import { enquiryField, enquiryFieldsSchema, enquirySchema } from "#app/lib/enquiry";
import { storeEnquiry } from "./enquiries";
import { enquiryEcho, enquiryErrorPage } from "./error-page";
import type { RateLimiter } from "./rate-limit";
import { BodyError, parseJsonObject, parseUrlEncoded, readBody } from "./request-body";
import { clientIp } from "./request-info";

/** `POST /api/kontakt`: checks an enquiry, stores it with its outbox entry, then answers. */
export const enquiryPath = "/api/kontakt";
const thankYouPath = "/kontakt/danke/";
export const maxBodyBytes = 32 * 1024;

export interface EnquiryApiOptions {
  db: Client;
  rateLimiter: RateLimiter;
  trustProxy: boolean;
  /** Called after an enquiry is committed (wakes the outbox). */
  onStored(id: number): void;
  log?: (line: string) => void;
}

const messages = {
  method: "Diese Adresse nimmt nur Anfragen per POST entgegen.",
  crossSite: "Anfragen von fremden Websites werden nicht angenommen.",
  contentType:
    "Bitte senden Sie das Formular als application/json oder application/x-www-form-urlencoded.",
  rateLimited:
    "Von Ihrem Anschluss kamen in der letzten Stunde zu viele Anfragen. Bitte versuchen Sie es später erneut oder rufen Sie uns an.",
  invalid: "Bitte prüfen Sie die markierten Angaben.",
  storage: `Ihre Anfrage konnte gerade nicht gespeichert werden. Bitte rufen Sie uns an (${site.phone.display}) oder schreiben Sie an ${site.email}.`,
} as const;

interface Failure {
  status: number;
  error: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

export function createEnquiryApi({
  db,
  rateLimiter,
  trustProxy,
  onStored,
  log = console.error,
}: EnquiryApiOptions) {
  return async function handleEnquiry(req: IncomingMessage, res: ServerResponse, client: string) {
    const contentType = String(req.headers["content-type"] ?? "")
      .split(";")[0]!
      .trim()
      .toLowerCase();
    const isFormPost = contentType === "application/x-www-form-urlencoded";
    let submitted: Record<string, unknown> = {};

    const fail = async ({ status, error, fields = {}, headers = {} }: Failure) => {
      // A body we stopped reading must not be taken as the next request.
      if (!req.complete) headers.Connection = "close";
      if (!isFormPost) return sendJson(res, status, { error, fields }, headers);
      const page = await enquiryErrorPage(client, enquiryEcho(error, submitted, fields));
      res.writeHead(status, {
        ...headers,
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
      });
      res.end(page);
    };

    if (req.method !== "POST") {
      return sendJson(res, 405, { error: messages.method }, { Allow: "POST" });
    }
    if (isCrossSite(req)) return fail({ status: 403, error: messages.crossSite });
    if (!isFormPost && contentType !== "application/json") {
      return fail({ status: 415, error: messages.contentType });
    }
    const ip = clientIp(req, trustProxy);
    const retryAfter = rateLimiter.retryAfterSeconds(ip);
    if (retryAfter) {
      return fail({
        status: 429,
        error: messages.rateLimited,
        headers: { "Retry-After": String(retryAfter) },
      });
    }
    try {
      const body = await readBody(req, maxBodyBytes);
      submitted = isFormPost ? parseUrlEncoded(body) : parseJsonObject(body);
    } catch (error) {
      if (error instanceof BodyError) return fail({ status: error.status, error: error.message });
      throw error;
    }

    const parsed = enquirySchema.safeParse(submitted);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? "");
        fields[name] ??= issue.message;
      }
      return fail({ status: 422, error: summary(fields), fields });
    }

    let id: number;
    try {
      id = await storeEnquiry(db, parsed.data);
    } catch (error) {
      log(`Anfrage nicht gespeichert: ${String(error)}`);
      return fail({ status: 500, error: messages.storage });
    }
    rateLimiter.record(ip);
    onStored(id);
    if (isFormPost) {
      res.writeHead(303, { Location: thankYouPath, "Cache-Control": "no-store" }).end();
    } else {
      sendJson(res, 201, { ok: true, id });
    }
  };
}

/** The page-level message: a bot is told so first, a person sees their own fields before the rest. */
function summary(fields: Record<string, string>): string {
  const honeypot = fields[enquiryField.website];
  if (honeypot) return honeypot;
  if (Object.keys(enquiryFieldsSchema.shape).some((name) => fields[name])) return messages.invalid;
  return fields[enquiryField.startedAt] ?? fields[enquiryField.page] ?? messages.invalid;
}

/**
 * A post from another site: the browser says so (Sec-Fetch-Site) or sends an
 * Origin whose host is not this one. Hosts, not schemes, are compared, so a
 * proxy that terminates TLS needs no extra header for posts to work.
 */
function isCrossSite(req: IncomingMessage): boolean {
  if (req.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  return originHost(origin) !== req.headers.host?.toLowerCase();
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // "null" (sandboxed frames, privacy redirects) matches nothing
  }
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(JSON.stringify(body));
}
