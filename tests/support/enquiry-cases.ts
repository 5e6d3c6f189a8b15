/**
 * What `POST /api/kontakt` is sent and must answer, as data: the Node
 * server's tests (server/enquiry-api.test.ts, server/outbox.test.ts) and the
 * edge worker's (edge/worker.test.ts) both send each case and expect the same.
 */
import { JSDOM } from "jsdom";
import { enquiryFields } from "#app/enquiry/fields";
import { fieldStyle } from "#app/enquiry/field-style";
import { enquiryBodyLimitBytes, enquiryField, maximumFillTimeMs } from "#app/enquiry/schema";
import { sampleEnquiry } from "./server";

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
    body: () => ({ ...valid(), message: "x".repeat(enquiryBodyLimitBytes) }),
    status: 413,
    error: /zu groß/,
  },
  {
    title: "missing fields",
    body: () => ({ [enquiryField.elapsedMs]: 60_000, page: "/kontakt" }),
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
  {
    title: "a valid enquiry in JSON with a Latin-1 byte in a field",
    body: () => latin1(JSON.stringify({ ...valid(), company: "Förde Werft" })),
    status: 400,
    error: /UTF-8/,
  },
  {
    title: "a form post with a Latin-1 byte in a field",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: () =>
      new URLSearchParams(valid() as Record<string, string>).toString() + "&company=F%F6rde",
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
    body: () => ({ ...valid(), [enquiryField.elapsedMs]: 500 }),
    status: 422,
    error: /schneller/,
  },
  {
    title: "a time on the page no visitor spends",
    body: () => ({ ...valid(), [enquiryField.elapsedMs]: maximumFillTimeMs + 1 }),
    status: 422,
    error: /sehr lange geöffnet/,
  },
  {
    title: "a JSON post without the time on the page",
    body: () => ({ ...valid(), [enquiryField.elapsedMs]: undefined }),
    status: 422,
    error: /schneller/,
  },
  {
    title: "a time that is no number",
    body: () => ({ ...valid(), [enquiryField.elapsedMs]: "bald" }),
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

/** Each character as one byte, as a page in ISO-8859-1 sends it. */
function latin1(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

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

/** The message of a refusal: the JSON answer's `error`, or the error page's alert for a form post. */
export async function refusalMessage(response: Response): Promise<string> {
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("application/json"))
    return ((await response.json()) as { error: string }).error;
  const alert = /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(await response.text());
  return alert?.[1] ?? "";
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

/**
 * A form post without JavaScript that fails: the answer page shows the message
 * and the form again with the visitor's input, each invalid field marked and
 * its message under it; the visitor's text is escaped.
 */
export const badFormPost = {
  fields: () => ({
    ...valid(),
    [enquiryField.email]: "kein-at",
    [enquiryField.phone]: "0431 abc",
    [enquiryField.message]: "<script>alert(1)</script> $& bitte melden",
  }),
  status: 422,
  alert: "Bitte prüfen Sie die markierten Angaben.",
  form: {
    name: { value: "Ada Lovelace", marked: false, message: "" },
    email: { value: "kein-at", marked: true, message: enquiryFields.email.error },
    phone: { value: "0431 abc", marked: true, message: enquiryFields.phone.error },
    company: { value: "Analytical Engines GmbH", marked: false, message: "" },
    message: {
      value: "<script>alert(1)</script> $& bitte melden",
      marked: false,
      message: "",
    },
    preferredTime: { value: "vormittags", marked: false, message: "" },
    topic: { value: "", marked: false, message: "" },
  },
  shows: ['href="tel:+49"'],
  never: ["<script>alert(1)"],
};

/** What the answer page's form shows: each field's value, whether it is marked invalid, the message under it. */
export function answerPageForm(html: string) {
  const { document } = new JSDOM(html).window;
  const alert = document.querySelector('[data-enquiry-echo] [role="alert"]')?.textContent;
  const form = document.querySelector("[data-enquiry-echo] form");
  const fields = Object.fromEntries(
    Object.keys(enquiryFields).map((name) => {
      const control = form?.querySelector<HTMLInputElement>(`[name="${name}"]`);
      const describedBy = control?.getAttribute("aria-describedby");
      return [
        name,
        {
          value: control?.value,
          marked:
            control?.getAttribute("aria-invalid") === "true" &&
            control.classList.contains(fieldStyle.invalidBorder),
          message: (describedBy && document.getElementById(describedBy)?.textContent) || "",
        },
      ];
    }),
  );
  return { alert, fields };
}

/** An enquiry with umlauts in every field, and what the owner's mail about it must say. */
export const mailedEnquiry = sampleEnquiry({
  [enquiryField.name]: "Grete Jørgensen",
  [enquiryField.email]: "grete@example.org",
  [enquiryField.company]: "Förde Werft AG",
  [enquiryField.message]: "Wir möchten unsere Preise überarbeiten.\nZweite Zeile mit Ümläuten.",
  [enquiryField.preferredTime]: "nachmittags",
  [enquiryField.page]: "/nort",
});

export const mailedText = (id: number): string[] => [
  "Grete Jørgensen",
  "grete@example.org",
  "Förde Werft AG",
  enquiryFields.preferredTime.options.find((time) => time.value === "nachmittags")!.label,
  "/nort",
  `Anfrage-Nr.: ${id}`,
  String(mailedEnquiry.message),
];

/** `text` repeated up to `max` UTF-16 code units (as the form and the checks count), whole characters, trimmed. */
function fill(text: string, max: number): string {
  let filled = "";
  for (const char of text.repeat(Math.ceil(max / text.length))) {
    if (filled.length + char.length > max) break;
    filled += char;
  }
  return filled.trim();
}

/**
 * Names and companies whose mail must show exactly what was stored: `sent`
 * is posted, `stored` is what the checks keep and the owner's mail shows
 * (Subject and Reply-To, decoded by a real mail parser).
 */
export const headerCases: {
  title: string;
  sent: { name: string; company: string };
  stored: { name: string; company: string };
}[] = [
  {
    title: "encoded words typed as name and company",
    sent: {
      name: "=?utf-8?B?G1szMW0NCkJjYzogYWxsZUBleGFtcGxlLm9yZw==?=",
      company: "=?UTF-8?Q?=0D=0ABcc:_x?= Werft",
    },
    stored: {
      name: "=?utf-8?B?G1szMW0NCkJjYzogYWxsZUBleGFtcGxlLm9yZw==?=",
      company: "=?UTF-8?Q?=0D=0ABcc:_x?= Werft",
    },
  },
  {
    title: "bidi overrides and zero-width characters",
    sent: {
      name: "Ada\u202e\u2066 Love\u200blace\ufeff",
      company: "Förde\u200f Werft\u202c\u2060",
    },
    stored: { name: "Ada Lovelace", company: "Förde Werft" },
  },
  ...(
    [
      ["CJK", "山田太郎", "株式会社北光"],
      ["Arabic", "محمد العربي ", "شركة الشمال للاستشارات "],
      ["emoji", "👩🏽‍💻", "🏢"],
      ["ASCII without a space", "A", "B"],
    ] as const
  ).map(([script, name, company]) => {
    const longest = {
      name: fill(name, enquiryFields.name.max),
      company: fill(company, enquiryFields.company.max),
    };
    const stripped = {
      name: longest.name.replace(/\u200d/g, ""),
      company: longest.company.replace(/\u200d/g, ""),
    };
    return { title: `the longest name and company in ${script}`, sent: longest, stored: stripped };
  }),
];
