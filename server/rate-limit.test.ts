import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

const minuteMs = 60_000;

describe("the enquiry rate limit", () => {
  it("takes `limit` slots an hour per address, says when the next is free, and gives back a failed one", () => {
    let time = Date.parse("2026-11-27T08:00:00Z");
    const limiter = createRateLimiter(2, () => time);
    try {
      const first = limiter.reserve("203.0.113.7");
      time += 10 * minuteMs;
      const second = limiter.reserve("203.0.113.7");
      expect("release" in first && "release" in second).toBe(true);
      expect(limiter.reserve("203.0.113.7")).toEqual({ retryAfterSeconds: 50 * 60 });
      // Another address counts on its own.
      expect("release" in limiter.reserve("198.51.100.1")).toBe(true);
      // An enquiry that could not be stored gives its slot back.
      if ("release" in second) second.release();
      expect("release" in limiter.reserve("203.0.113.7")).toBe(true);
      // An hour after the first slot, one is free again.
      time += 50 * minuteMs;
      expect("release" in limiter.reserve("203.0.113.7")).toBe(true);
    } finally {
      limiter.close();
    }
  });
});
