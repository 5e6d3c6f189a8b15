import type { IncomingMessage } from "node:http";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { enquiryBodyLimitBytes } from "#app/enquiry/schema";
import { BodyError, parseJsonObject, parseUrlEncoded } from "#app/enquiry/body";
import {
  bodyKind,
  checkEnquiry,
  enquiryPath,
  isCrossSite,
  replyMessages as messages,
  thankYouPath,
} from "#app/enquiry/reply";
import { storeEnquiry } from "../sqlite/enquiries";
import { enquiryErrorPage } from "./error-page";
import type { EnquiryStore } from "./enquiry-store";
import { createRateLimiter } from "./rate-limit";

export interface EnquiryApiOptions {
  store: EnquiryStore;
  rateLimitPerHour: number;
  /** Called after an enquiry is committed (wakes the outbox, counts it in the statistics). */
  onStored(id: number, request: FastifyRequest, page: string): void;
  log?: (line: string) => void;
}

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

const isFormPost = (request: FastifyRequest) =>
  bodyKind(request.headers["content-type"]) === "form";

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
  const submitted = await submittedFields(request);
  const page = await enquiryErrorPage(request.release.client, { error, submitted, fields });
  return reply.type("text/html; charset=utf-8").send(page);
}

const crossSite = (request: FastifyRequest) =>
  isCrossSite({
    secFetchSite: String(request.headers["sec-fetch-site"] ?? ""),
    origin: request.headers.origin,
    host: request.headers.host,
  });

/** What went wrong before the handler ran, in the visitor's terms; undefined for a real fault. */
function bodyRefusal(error: FastifyError): Refusal | undefined {
  if (error instanceof BodyError) return { status: error.status, error: error.message };
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return { status: 413, error: messages.tooLarge };
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    return { status: 415, error: messages.contentType };
  }
  if (error.statusCode === 400) return { status: 400, error: messages.invalidJson };
  return undefined;
}

/** `POST /api/kontakt`: checks an enquiry, stores it with its outbox entry, then answers. */
export async function enquiryApi(app: FastifyInstance, options: EnquiryApiOptions) {
  const { store, onStored, log = console.error } = options;
  const rateLimiter = createRateLimiter(options.rateLimitPerHour);
  app.addHook("onClose", async () => rateLimiter.close());

  // The worker's parsers, so both take exactly the same bodies (UTF-8 only).
  app.removeContentTypeParser("application/json");
  for (const [type, parse] of [
    ["application/json", parseJsonObject],
    ["application/x-www-form-urlencoded", parseUrlEncoded],
  ] as const) {
    // Synchronous, as Fastify's own: its error handler then still finds the request open.
    app.addContentTypeParser(type, { parseAs: "buffer" }, (_, body: Buffer, done) => {
      try {
        done(null, parse(body));
      } catch (error) {
        done(error as Error);
      }
    });
  }

  app.post(enquiryPath, {
    bodyLimit: enquiryBodyLimitBytes,
    onRequest: async (request, reply) => {
      if (crossSite(request)) {
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
      const kind = bodyKind(request.headers["content-type"]);
      if (!kind) {
        return refuse(request, reply, { status: 415, error: messages.contentType });
      }
      const checked = checkEnquiry(request.body as Record<string, unknown>, kind);
      if (!checked.ok) {
        return refuse(request, reply, {
          status: 422,
          error: checked.error,
          fields: checked.fields,
        });
      }
      if (!(await store.db())) {
        return refuse(request, reply, { status: 503, error: messages.storage });
      }
      const slot = rateLimiter.reserve(request.ip);
      if ("retryAfterSeconds" in slot) {
        return refuse(request, reply, {
          status: 429,
          error: messages.rateLimited,
          headers: { "Retry-After": String(slot.retryAfterSeconds) },
        });
      }
      let id: number;
      try {
        id = await store.write((db) => storeEnquiry(db, checked.enquiry));
      } catch {
        // Not stored, so not counted: the visitor may try again at once.
        slot.release();
        return refuse(request, reply, { status: 503, error: messages.storage });
      }
      onStored(id, request, checked.enquiry.page);
      reply.header("Cache-Control", "no-store");
      if (kind === "form") return reply.code(303).header("Location", thankYouPath).send();
      return reply.code(201).send({ ok: true, id });
    },
  });
}
