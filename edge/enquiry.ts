/**
 * `POST /api/kontakt` at the edge: the Node server's contract (same checks,
 * messages, statuses and pages), stored in D1 before the visitor sees success.
 */
import type { ExecutionContext } from "@cloudflare/workers-types/index";
import { enquiryBodyLimitBytes } from "#app/enquiry/schema";
import { BodyError, parseJsonObject, parseUrlEncoded } from "#app/enquiry/body";
import {
  bodyKind,
  checkEnquiry,
  errorPagePath,
  fallbackErrorPage,
  fillErrorPage,
  isCrossSite,
  replyMessages as messages,
  thankYouPath,
} from "#app/enquiry/reply";
import { rateLimitKey } from "./rate-limit-key";
import { type Env, edgeConfig, rateLimitSecret } from "./env";
import { deliver } from "./outbox";
import { countEdgeEnquiry } from "./stats";
import { releaseSlot, reserveSlot, storeEnquiry } from "./store";

interface Failure {
  status: number;
  error: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

export async function handleEnquiry(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
): Promise<Response> {
  const kind = bodyKind(request.headers.get("content-type"));
  let submitted: Record<string, unknown> = {};

  const fail = async ({ status, error, fields = {}, headers = {} }: Failure) => {
    if (kind !== "form") return json(status, { error, fields }, headers);
    const page = await errorPage(env, request.url);
    return new Response(fillErrorPage(page, { error, submitted, fields }), {
      status,
      headers: {
        ...headers,
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
      },
    });
  };

  if (request.method !== "POST") return json(405, { error: messages.method }, { Allow: "POST" });
  const crossSite = isCrossSite({
    secFetchSite: request.headers.get("sec-fetch-site"),
    origin: request.headers.get("origin"),
    host: new URL(request.url).host,
  });
  if (crossSite) return fail({ status: 403, error: messages.crossSite });
  if (!kind) return fail({ status: 415, error: messages.contentType });
  try {
    const body = await readBody(request);
    submitted = kind === "form" ? parseUrlEncoded(body) : parseJsonObject(body);
  } catch (error) {
    if (error instanceof BodyError) return fail({ status: error.status, error: error.message });
    console.error(`Anfrage nicht angenommen: ${String(error)}`);
    return fail({ status: 500, error: messages.internal });
  }

  const checked = checkEnquiry(submitted, kind);
  if (!checked.ok) return fail({ status: 422, error: checked.error, fields: checked.fields });

  const { rateLimitPerHour } = edgeConfig(env);
  // Counted by a keyed hash: D1 never holds the visitor's address.
  const client = await rateLimitKey(
    request.headers.get("cf-connecting-ip") ?? "unknown",
    rateLimitSecret(env),
  );
  let id: number;
  try {
    const reserved = await reserveSlot(env.DB, client, rateLimitPerHour);
    if ("retryAfter" in reserved) {
      return fail({
        status: 429,
        error: messages.rateLimited,
        headers: { "Retry-After": String(reserved.retryAfter) },
      });
    }
    id = await storeEnquiry(env.DB, checked.enquiry).catch(async (error: unknown) => {
      // A slot left behind only makes the limit stricter for an hour.
      await releaseSlot(env.DB, reserved.slot).catch(() => {});
      throw error;
    });
  } catch (error) {
    console.error(`Anfrage nicht gespeichert: ${String(error)}`);
    return fail({ status: 503, error: messages.storage });
  }
  // Stored: the mail goes out after the answer; the cron run retries it if it fails.
  ctx.waitUntil(
    deliver(env, id).catch((error: unknown) => console.error(`Anfrage ${id}: ${String(error)}`)),
  );
  ctx.waitUntil(countEdgeEnquiry(request, env, checked.enquiry.page));
  if (kind === "form") {
    return new Response(null, {
      status: 303,
      headers: { Location: thankYouPath, "Cache-Control": "no-store" },
    });
  }
  return json(201, { ok: true, id });
}

/** Reads at most `enquiryBodyLimitBytes`; stops reading beyond it. */
async function readBody(request: Request): Promise<Uint8Array> {
  const tooLarge = new BodyError(413, messages.tooLarge);
  if (Number(request.headers.get("content-length") ?? 0) > enquiryBodyLimitBytes) throw tooLarge;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > enquiryBodyLimitBytes) throw tooLarge;
      chunks.push(chunk);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

/** The prerendered /kontakt/fehler/ page from the static assets. */
async function errorPage(env: Env, requestUrl: string): Promise<string> {
  const response = await env.ASSETS.fetch(new URL(errorPagePath, requestUrl).href);
  return response.ok ? await response.text() : fallbackErrorPage;
}

function json(status: number, body: object, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
}
