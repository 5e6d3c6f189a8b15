/**
 * Requests that `POST /api/kontakt` must refuse, as data: the Node server's
 * tests (server/enquiry-api.test.ts) and the edge worker's
 * (edge/worker.test.ts) both send each one and expect the same answer.
 */
import { maxBodyBytes } from "#app/lib/enquiry-body";
import { enquiryField } from "#app/lib/enquiry";
import { sampleEnquiry } from "../server/test-support";

export interface RefusedRequest {
  title: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or bytes as they are. */
  body: () => Record<string, unknown> | string | Uint8Array<ArrayBuffer>;
  status: number;
  /** What the JSON answer's `error` says. */
  error: RegExp;
}

const valid = () => sampleEnquiry();

export const refusedRequests: RefusedRequest[] = [
  {
    title: "wrong content type",
    headers: { "Content-Type": "text/plain" },
    body: () => "hallo",
    status: 415,
    error: /application\/json/,
  },
  {
    title: "a body over the limit",
    body: () => ({ ...valid(), message: "x".repeat(maxBodyBytes) }),
    status: 413,
    error: /zu groß/,
  },
  {
    title: "missing fields",
    body: () => ({ [enquiryField.startedAt]: Date.now() - 60_000, page: "/kontakt" }),
    status: 422,
    error: /markierten/,
  },
  {
    title: "a too long message",
    body: () => ({ ...valid(), message: "x".repeat(5001) }),
    status: 422,
    error: /markierten/,
  },
  {
    title: "bytes that are not UTF-8",
    body: () => Uint8Array.from([0x7b, 0x22, 0xff, 0x22, 0x7d]),
    status: 400,
    error: /UTF-8/,
  },
  { title: "invalid JSON", body: () => "{name:", status: 400, error: /JSON/ },
  {
    title: "a filled honeypot",
    body: () => ({ ...valid(), website: "https://spam.example" }),
    status: 422,
    error: /automatisch/,
  },
  {
    title: "a submit faster than a human types",
    body: () => ({ ...valid(), [enquiryField.startedAt]: Date.now() - 500 }),
    status: 422,
    error: /schneller/,
  },
  {
    title: "a start time in the future",
    body: () => ({ ...valid(), [enquiryField.startedAt]: Date.now() + 60_000 }),
    status: 422,
    error: /schneller/,
  },
  {
    title: "no start time",
    body: () => ({ ...valid(), [enquiryField.startedAt]: undefined }),
    status: 422,
    error: /unvollständig/,
  },
  {
    title: "an unknown page",
    body: () => ({ ...valid(), page: "/evil" }),
    status: 422,
    error: /unvollständig/,
  },
  {
    title: "a cross-site Origin",
    headers: { Origin: "https://evil.example" },
    body: valid,
    status: 403,
    error: /fremden/,
  },
  {
    title: "Origin: null",
    headers: { Origin: "null" },
    body: valid,
    status: 403,
    error: /fremden/,
  },
  {
    title: "Sec-Fetch-Site: cross-site",
    headers: { "Sec-Fetch-Site": "cross-site" },
    body: valid,
    status: 403,
    error: /fremden/,
  },
];

/** The request a case describes (JSON unless it says otherwise). */
export function refusedRequestInit({ headers, body }: RefusedRequest): RequestInit {
  const content = body();
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body:
      typeof content === "string" || content instanceof Uint8Array
        ? content
        : JSON.stringify(content),
  };
}

/** Several invalid fields at once: each is named with its German message. */
export const invalidFields = {
  body: () => ({ ...valid(), name: " A ", email: "x", message: "kurz", company: 42 }),
  fields: {
    name: "Name muss mindestens 2 Zeichen haben",
    company: "Diese Angabe muss ein Text sein.",
    email: "Gültige E-Mail-Adresse erforderlich",
    message: "Nachricht muss mindestens 10 Zeichen haben",
  },
};
