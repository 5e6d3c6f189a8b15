import { EmailMessage } from "cloudflare:email";
import { mailMessage } from "#app/lib/mail-message";
import { enquiryMail } from "../server/enquiry-mail";
import { retryDelay } from "../server/outbox";
import { type Env, edgeConfig } from "./env";
import { claimOutboxEntry, dueOutboxEntries, findEnquiry, markFailed, markSent } from "./store";

/** Longer than any send takes; a send that died is retried after it. */
const leaseMs = 10 * 60_000;
/**
 * 1, 2, 4 … minutes, at most an hour: coarser than the Node server's
 * `outboxTiming`, as the cron that retries runs only every 5 minutes.
 */
const firstRetryMs = 60_000;
const maxDelayMs = 60 * 60_000;

/** Mails one stored enquiry to the owner, unless another run has it; a failure waits for its retry. */
export async function deliver(env: Env, id: number, now = Date.now()): Promise<void> {
  const claim = await claimOutboxEntry(env.DB, id, leaseMs, now);
  if (!claim) return;
  const enquiry = await findEnquiry(env.DB, id);
  if (!enquiry) return;
  const { mailFrom, mailTo } = edgeConfig(env);
  try {
    await env.MAIL.send(
      new EmailMessage(mailFrom, mailTo, mailMessage(enquiryMail(enquiry), mailFrom, mailTo)),
    );
  } catch (error) {
    const delay = retryDelay(claim.attempts, firstRetryMs, maxDelayMs);
    await markFailed(env.DB, id, now + delay, String(error));
    console.error(
      `Anfrage ${id}: E-Mail nicht gesendet (Versuch ${claim.attempts}), neuer Versuch in ${Math.round(delay / 1000)} s: ${String(error)}`,
    );
    return;
  }
  await markSent(env.DB, id);
}

/** The cron run at `now`: every enquiry whose mail is due, one after another. */
export async function deliverDue(env: Env, now: number): Promise<void> {
  for (const id of await dueOutboxEntries(env.DB, now)) await deliver(env, id, now);
}
