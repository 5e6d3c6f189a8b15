import type { Client } from "@libsql/client";
import type { Transporter } from "nodemailer";
import { enquiryMail } from "./enquiry-mail";
import { findEnquiry } from "./enquiries";

/**
 * Sends every enquiry in the outbox by e-mail. Failed mails stay in the
 * table with a later `next_attempt_at`, so they survive restarts; the wait
 * doubles per attempt up to `maxDelayMs`.
 */
export interface OutboxOptions {
  db: Client;
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

export function retryDelay(attempts: number, firstRetryMs: number, maxDelayMs: number): number {
  return Math.min(firstRetryMs * 2 ** (attempts - 1), maxDelayMs);
}

export function startOutbox({
  db,
  transport,
  from,
  to,
  pollMs = 30_000,
  firstRetryMs = 60_000,
  maxDelayMs = 60 * 60_000,
  log = console.log,
}: OutboxOptions): Outbox {
  let running: Promise<void> | undefined;
  let rerun = false;
  let stopped = false;

  async function sendDue(): Promise<void> {
    const { rows } = await db.execute({
      sql: "SELECT enquiry_id, attempts FROM outbox WHERE next_attempt_at <= ? ORDER BY next_attempt_at",
      args: [Date.now()],
    });
    for (const row of rows) {
      if (stopped) return;
      const id = Number(row.enquiry_id);
      const enquiry = await findEnquiry(db, id);
      if (!enquiry) continue;
      try {
        await transport.sendMail({ ...enquiryMail(enquiry), from, to });
        await db.execute({ sql: "DELETE FROM outbox WHERE enquiry_id = ?", args: [id] });
      } catch (error) {
        const attempts = Number(row.attempts) + 1;
        const delay = retryDelay(attempts, firstRetryMs, maxDelayMs);
        await db.execute({
          sql: "UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE enquiry_id = ?",
          args: [attempts, Date.now() + delay, String(error), id],
        });
        log(
          `Anfrage ${id}: E-Mail nicht gesendet (Versuch ${attempts}), neuer Versuch in ${Math.round(delay / 1000)} s: ${String(error)}`,
        );
      }
    }
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
