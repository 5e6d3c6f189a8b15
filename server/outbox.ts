import type { Transporter } from "nodemailer";
import { mailMessage } from "#app/enquiry/mail-message";
import { enquiryMail } from "#app/enquiry/mail";
import { retryDelay, retryNotice, retryTiming } from "#app/enquiry/retry";
import { findEnquiry } from "../sqlite/enquiries";
import type { EnquiryStore } from "./enquiry-store";

/**
 * Sends every enquiry in the outbox by e-mail. Failed mails stay in the
 * table with a later `next_attempt_at`, so they survive restarts; the wait
 * doubles per attempt up to `maxDelayMs` (app/enquiry/retry.ts).
 *
 * Sending and bookkeeping are separate steps: a mail that went out is never
 * sent again because its row could not be deleted (disk full, read-only);
 * the deletion is retried on its own, and one row that cannot be written
 * never holds up the others.
 */
export interface OutboxOptions {
  store: EnquiryStore;
  transport: Transporter;
  from: string;
  to: string;
  /** How often the outbox is checked when nothing wakes it. */
  pollMs?: number;
  firstRetryMs?: number;
  maxDelayMs?: number;
  log?: (line: string) => void;
}

export interface Outbox {
  /** Sends what is due now; resolves when the run is over. */
  wake(): Promise<void>;
  /** Stops polling and waits for the current run to finish. */
  stop(): Promise<void>;
}

export function startOutbox({
  store,
  transport,
  from,
  to,
  pollMs = retryTiming.node.pollMs,
  firstRetryMs = retryTiming.node.firstRetryMs,
  maxDelayMs = retryTiming.node.maxDelayMs,
  log = console.log,
}: OutboxOptions): Outbox {
  let running: Promise<void> | undefined;
  let rerun = false;
  let stopped = false;
  /** Mailed, but the outbox row is still there: never mailed again by this process. */
  const sent = new Set<number>();

  async function sendDue(): Promise<void> {
    const db = await store.db();
    if (!db) return;
    let rows;
    try {
      ({ rows } = await db.execute({
        sql: "SELECT enquiry_id, attempts FROM outbox WHERE next_attempt_at <= ? ORDER BY next_attempt_at",
        args: [Date.now()],
      }));
    } catch (error) {
      store.failed(error);
      return;
    }
    for (const row of rows) {
      if (stopped) return;
      const id = Number(row.enquiry_id);
      const sentBefore = sent.has(id);
      if (!sentBefore) {
        // Afresh per mail: a failed write before may have closed the connection.
        const current = await store.db();
        if (!current) return;
        const enquiry = await findEnquiry(current, id).catch(() => undefined);
        if (!enquiry) continue;
        try {
          // The message as the worker sends it; nodemailer only delivers it.
          await transport.sendMail({
            envelope: { from, to },
            raw: mailMessage(enquiryMail(enquiry), from, to),
          });
          sent.add(id);
        } catch (error) {
          await recordFailure(id, Number(row.attempts) + 1, error);
          continue;
        }
      }
      try {
        await store.write((db) =>
          db.execute({ sql: "DELETE FROM outbox WHERE enquiry_id = ?", args: [id] }),
        );
        sent.delete(id);
      } catch (error) {
        if (!sentBefore) {
          log(`Anfrage ${id}: E-Mail gesendet, Postausgang nicht aktualisiert: ${String(error)}`);
        }
      }
    }
  }

  async function recordFailure(id: number, attempts: number, error: unknown) {
    const delay = retryDelay(attempts, firstRetryMs, maxDelayMs);
    log(retryNotice(id, attempts, delay, error));
    await store
      .write((db) =>
        db.execute({
          sql: "UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE enquiry_id = ?",
          args: [attempts, Date.now() + delay, String(error), id],
        }),
      )
      // Unrecorded, the mail is simply due again at the next poll.
      .catch(() => {});
  }

  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      do {
        rerun = false;
        await sendDue().catch((error: unknown) => log(`Postausgang: ${String(error)}`));
      } while (rerun && !stopped);
      running = undefined;
    })();
    return running;
  }

  const timer = setInterval(() => void wake(), pollMs);
  timer.unref();
  void wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
