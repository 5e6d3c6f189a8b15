/**
 * When the owner's mail of a stored enquiry is tried again, for both runtimes:
 * the wait doubles per failed attempt up to a ceiling, and the log says so in
 * the same words. The Node server's outbox checks itself, so mail goes out
 * within a minute after the mail server is back; the worker's cron runs only
 * every 5 minutes, so its steps are coarser.
 */
export const retryTiming = {
  /** First retry after 10 s, then doubling to at most 45 s, checked every 10 s. */
  node: { pollMs: 10_000, firstRetryMs: 10_000, maxDelayMs: 45_000 },
  /** 1, 2, 4 … minutes, at most an hour; a send holds its entry for `leaseMs` (longer than any send takes). */
  edge: { firstRetryMs: 60_000, maxDelayMs: 60 * 60_000, leaseMs: 10 * 60_000 },
} as const;

export function retryDelay(attempts: number, firstRetryMs: number, maxDelayMs: number): number {
  return Math.min(firstRetryMs * 2 ** (attempts - 1), maxDelayMs);
}

/** The log line of a failed attempt. */
export function retryNotice(id: number, attempts: number, delayMs: number, error: unknown): string {
  return `Anfrage ${id}: E-Mail nicht gesendet (Versuch ${attempts}), neuer Versuch in ${Math.round(delayMs / 1000)} s: ${String(error)}`;
}
