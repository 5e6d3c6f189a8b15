import type { IncomingMessage } from "node:http";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { site } from "#app/content/site";
import {
  enquiryBodyLimitBytes,
  enquiryField,
  enquiryFieldsSchema,
  enquirySchema,
} from "#app/lib/enquiry";
import { storeEnquiry } from "./enquiries";
import { enquiryEcho, enquiryErrorPage } from "./error-page";
import type { EnquiryStore } from "./enquiry-store";

/** `POST /api/kontakt`: checks an enquiry, stores it with its outbox entry, then answers. */
export const enquiryPath = "/api/kontakt";
const thankYouPath = "/kontakt/danke/";
const hourMs = 60 * 60 * 1000;

export interface EnquiryApiOptions {
  store: EnquiryStore;
  rateLimitPerHour: number;
  /** Called after an enquiry is committed (wakes the outbox). */
  onStored(id: number): void;
  log?: (line: string) => void;
}

const messages = {
  method: "Diese Adresse nimmt nur Anfragen per POST entgegen.",
  crossSite: "Anfragen von fremden Websites werden nicht angenommen.",
  contentType:
    "Bitte senden Sie das Formular als application/json oder application/x-www-form-urlencoded.",
  json: "Die Anfrage enthält kein gültiges JSON-Objekt.",
  tooLarge: `Die Anfrage ist zu groß (höchstens ${Math.floor(enquiryBodyLimitBytes / 1024)} KB). Bitte kürzen Sie Ihre Nachricht.`,
  rateLimited:
    "Von Ihrem Anschluss kamen in der letzten Stunde zu viele Anfragen. Bitte versuchen Sie es später erneut oder rufen Sie uns an.",
  invalid: "Bitte prüfen Sie die markierten Angaben.",
  storage: `Ihre Anfrage konnte gerade nicht gespeichert werden und wurde nicht gesendet. Bitte rufen Sie uns an (${site.phone.display}) oder schreiben Sie an ${site.email}.`,
  internal: `Ihre Anfrage konnte wegen eines Fehlers nicht angenommen werden. Bitte rufen Sie uns an (${site.phone.display}) oder schreiben Sie an ${site.email}.`,
} as const;

interface Refusal {
  status: number;
  error: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

export function methodNotAllowed(reply: FastifyReply) {
  return reply
    .code(405)
    .header("Allow", "POST")
    .header("Cache-Control", "no-store")
    .send({ error: messages.method });
}

const mediaType = (request: FastifyRequest) =>
  request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase() ?? "";
const isFormPost = (request: FastifyRequest) =>
  mediaType(request) === "application/x-www-form-urlencoded";

/**
 * The first `limit` bytes of a body nobody has read yet (one refused for its
 * declared length), so even a refused oversized post can be shown back.
 */
function readPrefix(raw: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => {
      raw.off("data", onData).off("end", finish).off("error", finish);
      raw.pause();
      resolve(Buffer.concat(chunks).subarray(0, limit).toString("utf8"));
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit) finish();
    };
    raw.on("data", onData).on("end", finish).on("error", finish);
  });
}

/** What the visitor sent, as far as it could be read. */
async function submittedFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (typeof request.body === "object" && request.body !== null) {
    return request.body as Record<string, unknown>;
  }
  if (!isFormPost(request) || request.raw.readableDidRead) return {};
  const prefix = await readPrefix(request.raw, enquiryBodyLimitBytes);
  return Object.fromEntries(new URLSearchParams(prefix));
}

/** Refuses with a status and a German message; a form post gets its text shown back. */
async function refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  const { status, error, fields = {}, headers = {} } = refusal;
  // A body we stopped reading must not be taken as the next request.
  if (!request.raw.complete) reply.header("Connection", "close");
  reply.code(status).headers(headers).header("Cache-Control", "no-store");
  if (!isFormPost(request)) return reply.send({ error, fields });
  const echo = enquiryEcho(error, await submittedFields(request), fields);
  const page = await enquiryErrorPage(request.release.client, echo);
  return reply.type("text/html; charset=utf-8").send(page);
}

/**
 * A post from another site: the browser says so (Sec-Fetch-Site) or sends an
 * Origin whose host is not this one. Hosts, not schemes, are compared, so a
 * proxy that terminates TLS needs no extra header for posts to work.
 */
function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return originHost(origin) !== request.headers.host?.toLowerCase();
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // "null" (sandboxed frames, privacy redirects) matches nothing
  }
}

/** The page-level message: a bot is told so first, a person sees their own fields before the rest. */
function summary(fields: Record<string, string>): string {
  const honeypot = fields[enquiryField.website];
  if (honeypot) return honeypot;
  if (Object.keys(enquiryFieldsSchema.shape).some((name) => fields[name])) return messages.invalid;
  return fields[enquiryField.elapsedMs] ?? fields[enquiryField.page] ?? messages.invalid;
}

/** What went wrong before the handler ran, in the visitor's terms; undefined for a real fault. */
function bodyRefusal(error: FastifyError): Refusal | undefined {
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return { status: 413, error: messages.tooLarge };
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    return { status: 415, error: messages.contentType };
  }
  if (error.statusCode === 400) return { status: 400, error: messages.json };
  return undefined;
}

export async function enquiryApi(app: FastifyInstance, options: EnquiryApiOptions) {
  const { store, onStored, log = console.error } = options;
  // Counted when checked, so parallel posts cannot all pass before any is recorded.
  const checkRateLimit = app.createRateLimit({
    max: options.rateLimitPerHour,
    timeWindow: hourMs,
    keyGenerator: (request) => request.ip,
  });

  app.post(enquiryPath, {
    bodyLimit: enquiryBodyLimitBytes,
    onRequest: async (request, reply) => {
      if (isCrossSite(request)) {
        return refuse(request, reply, { status: 403, error: messages.crossSite });
      }
    },
    errorHandler: async (error: FastifyError, request, reply) => {
      // The visitor went away mid-upload: nobody to answer, nothing to log.
      if (request.raw.destroyed || request.raw.aborted) return;
      const refusal = bodyRefusal(error);
      if (refusal) return refuse(request, reply, refusal);
      log(`Anfrage nicht angenommen: ${String(error)}`);
      return refuse(request, reply, { status: 500, error: messages.internal });
    },
    handler: async (request, reply) => {
      const form = isFormPost(request);
      if (!form && mediaType(request) !== "application/json") {
        return refuse(request, reply, { status: 415, error: messages.contentType });
      }
      if (
        typeof request.body !== "object" ||
        request.body === null ||
        Array.isArray(request.body)
      ) {
        return refuse(request, reply, { status: 400, error: messages.json });
      }
      const parsed = enquirySchema.safeParse(request.body);
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          fields[String(issue.path[0] ?? "")] ??= issue.message;
        }
        return refuse(request, reply, { status: 422, error: summary(fields), fields });
      }
      if (!(await store.db())) {
        return refuse(request, reply, { status: 503, error: messages.storage });
      }
      const limit = await checkRateLimit(request);
      if (!limit.isAllowed && limit.isExceeded) {
        return refuse(request, reply, {
          status: 429,
          error: messages.rateLimited,
          headers: { "Retry-After": String(limit.ttlInSeconds) },
        });
      }
      let id: number;
      try {
        id = await store.write((db) => storeEnquiry(db, parsed.data));
      } catch {
        return refuse(request, reply, { status: 503, error: messages.storage });
      }
      onStored(id);
      reply.header("Cache-Control", "no-store");
      if (form) return reply.code(303).header("Location", thankYouPath).send();
      return reply.code(201).send({ ok: true, id });
    },
  });
}
