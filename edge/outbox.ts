import { EmailMessage } from "cloudflare:email";
import { mailMessage } from "#app/enquiry/mail-message";
import { enquiryMail } from "#app/enquiry/mail";
import { retryDelay, retryNotice, retryTiming } from "#app/enquiry/retry";
import { type Env, edgeConfig } from "./env";
import { claimOutboxEntry, dueOutboxEntries, findEnquiry, markFailed, markSent } from "./store";

const { firstRetryMs, maxDelayMs, leaseMs } = retryTiming.edge;

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
    console.error(retryNotice(id, claim.attempts, delay, error));
    return;
  }
  await markSent(env.DB, id);
}

/** The cron run at `now`: every enquiry whose mail is due, one after another. */
export async function deliverDue(env: Env, now: number): Promise<void> {
  for (const id of await dueOutboxEntries(env.DB, now)) await deliver(env, id, now);
}
