import { describe, expect, it } from "vitest";
import { retryDelay, retryTiming } from "./retry";

describe("retrying the owner's mail", () => {
  it("sends queued mail within a minute after the mail server returns", () => {
    const { pollMs, firstRetryMs, maxDelayMs } = retryTiming.node;
    // The longest wait: the last failed attempt just before the server returned, then the poll.
    const longestWait = Math.max(
      ...[1, 5, 50].map((attempt) => retryDelay(attempt, firstRetryMs, maxDelayMs)),
    );
    expect(longestWait + pollMs).toBeLessThanOrEqual(60_000);
  });

  it("doubles the wait per attempt up to a cap", () => {
    expect([1, 2, 3, 10].map((attempt) => retryDelay(attempt, 60_000, 3_600_000))).toEqual([
      60_000, 120_000, 240_000, 3_600_000,
    ]);
  });
});
