/**
 * The one place where the contact form's data leaves the form.
 *
 * Without configuration it does what the spec describes: wait 1000 ms, log
 * the entered data to the console and succeed; nothing is sent anywhere.
 * When the build sets `VITE_CONTACT_ENDPOINT`, the data is POSTed there as
 * JSON instead (and the server's CSP allows that origin, see server/headers.ts).
 */

declare global {
  interface ImportMetaEnv {
    /** Absolute URL that receives the contact form as JSON; unset = simulated submit. */
    readonly VITE_CONTACT_ENDPOINT?: string;
  }
}

export interface ContactSubmission {
  name: string;
  email: string;
  /** Empty when the visitor left it out. */
  company: string;
  message: string;
}

/** The spec's simulated wait before the form reports success. */
export const SIMULATED_DELAY_MS = 1000;
/** A request that takes longer than this counts as failed. */
export const REQUEST_TIMEOUT_MS = 15_000;

export class ContactSubmissionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ContactSubmissionError";
  }
}

/** Resolves when the message is delivered; rejects with `ContactSubmissionError` otherwise. */
export async function submitContact(data: ContactSubmission): Promise<void> {
  // Read at call time: Vite inlines it in the build, tests can stub it.
  const endpoint = import.meta.env.VITE_CONTACT_ENDPOINT;
  if (!endpoint) {
    await new Promise((resolve) => setTimeout(resolve, SIMULATED_DELAY_MS));
    console.log("Kontaktanfrage (nicht übertragen):", data);
    return;
  }

  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(data),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ContactSubmissionError("Network error", { cause: error });
  }
  if (!response.ok) {
    throw new ContactSubmissionError(`HTTP ${response.status}`);
  }
}
