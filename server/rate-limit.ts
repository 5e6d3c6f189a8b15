import { createHmac, randomBytes } from "node:crypto";

const hourMs = 60 * 60 * 1000;

export type Reservation = { release(): void } | { retryAfterSeconds: number };

/** How often clients without a slot in the last hour are forgotten. */
const sweepEveryMs = 60_000;

/**
 * Enquiries per client over the last hour, kept in memory (a restart forgets
 * them). A slot is taken in the same synchronous step that counts, so parallel
 * posts cannot all pass, nor all fail, before one of them is recorded; a slot
 * whose enquiry could not be stored is given back. Clients are told apart by a
 * keyed hash of their address, the key made afresh at each start.
 */
export function createRateLimiter(limit: number, now: () => number = Date.now) {
  const secret = randomBytes(32);
  /** Times of the slots taken in the last hour, per client key. */
  const slots = new Map<string, number[]>();

  /** Forgets clients whose slots are all older than an hour: the privacy policy says an hour. */
  const sweeper = setInterval(() => {
    const time = now();
    for (const [key, times] of slots) {
      if (times.every((at) => at <= time - hourMs)) slots.delete(key);
    }
  }, sweepEveryMs);
  sweeper.unref();

  return {
    /** Synchronous: counting and taking the slot are one step that no other request can split. */
    reserve(address: string): Reservation {
      const key = createHmac("sha256", secret).update(address).digest("hex");
      const time = now();
      const recent = slots.get(key) ?? [];
      slots.set(key, recent);
      while (recent.length && recent[0]! <= time - hourMs) recent.shift();
      if (recent.length >= limit) {
        const oldest = recent.at(-limit)!;
        return { retryAfterSeconds: Math.max(1, Math.ceil((oldest + hourMs - time) / 1000)) };
      }
      recent.push(time);
      return {
        release() {
          const current = slots.get(key);
          const index = current?.indexOf(time) ?? -1;
          if (index >= 0) current!.splice(index, 1);
        },
      };
    },
    close() {
      clearInterval(sweeper);
    },
  };
}
