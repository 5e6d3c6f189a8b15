const hourMs = 60 * 60 * 1000;

/**
 * Counts enquiries per client address over a sliding hour, in memory: a
 * restart forgets the counts, which only ever lets a visitor through.
 */
export function createRateLimiter(limitPerHour: number) {
  const hits = new Map<string, number[]>();

  function recent(key: string): number[] {
    const since = Date.now() - hourMs;
    const kept = (hits.get(key) ?? []).filter((time) => time > since);
    if (kept.length) hits.set(key, kept);
    else hits.delete(key);
    return kept;
  }

  return {
    /** Seconds until the address may send again, or 0 when it may now. */
    retryAfterSeconds(key: string): number {
      const kept = recent(key);
      if (kept.length < limitPerHour) return 0;
      return Math.max(
        1,
        Math.ceil((kept[kept.length - limitPerHour]! + hourMs - Date.now()) / 1000),
      );
    },
    record(key: string): void {
      hits.set(key, [...recent(key), Date.now()]);
    },
    /** Drops addresses with nothing in the last hour, so the map cannot grow without bound. */
    sweep(): void {
      for (const key of [...hits.keys()]) recent(key);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
