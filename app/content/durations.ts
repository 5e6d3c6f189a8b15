/** Days in each unit the offers write their durations in ("1–2 Tage", "3–6 Monate"). */
const unitDays: Record<string, number> = { tag: 1, woche: 7, monat: 30, jahr: 365 };

/**
 * A duration as content writes it, as a range of days: "1–2 Tage" 1 to 2, "30 Tage" 30 to 30,
 * "3–6 Monate" 90 to 180. Anything else ("nach Absprache") is not one: undefined.
 */
export function daysOf(text: string): { from: number; to: number } | undefined {
  const match = /^(\d+)(?:\s*[–-]\s*(\d+))?\s+(Tag|Woche|Monat|Jahr)(?:en|e|n)?$/u.exec(
    text.trim(),
  );
  if (!match) return undefined;
  const unit = unitDays[match[3]!.toLowerCase()]!;
  const from = Number(match[1]) * unit;
  const to = Number(match[2] ?? match[1]) * unit;
  return from > 0 && to >= from ? { from, to } : undefined;
}
