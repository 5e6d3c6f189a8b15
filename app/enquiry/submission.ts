/**
 * The one place where the contact form's data leaves the browser: a JSON
 * POST to the site's enquiry endpoint (`/api/kontakt` of the Node server,
 * or the absolute URL a static-host build sets in `VITE_CONTACT_ENDPOINT`;
 * the build writes that origin into the CSP). Success means the server has
 * stored the enquiry.
 */

declare global {
  interface ImportMetaEnv {
    /** Absolute URL that receives enquiries on a static host without the Node server. */
    readonly VITE_CONTACT_ENDPOINT?: string;
  }
}

export const contactEndpoint = import.meta.env.VITE_CONTACT_ENDPOINT || "/api/kontakt";

/** A request that takes longer than this counts as failed. */
const REQUEST_TIMEOUT_MS = 15_000;

export type SubmitResult =
  | { ok: true }
  /** `error` is the server's message, if it sent one; `fields` its per-field messages. */
  | { ok: false; error?: string; fields?: Record<string, string> };

export async function submitEnquiry(data: Record<string, unknown>): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(contactEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(data),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return { ok: false };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => ({}))) as {
    error?: unknown;
    fields?: unknown;
  };
  return {
    ok: false,
    error: typeof body.error === "string" ? body.error : undefined,
    fields:
      typeof body.fields === "object" && body.fields !== null
        ? (body.fields as Record<string, string>)
        : undefined,
  };
}
