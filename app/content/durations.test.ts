import { expect, it } from "vitest";
import { daysOf } from "./durations";

it("reads a duration as the offers write it, in days", () => {
  expect(daysOf("1–2 Tage")).toEqual({ from: 1, to: 2 });
  expect(daysOf("30 Tage")).toEqual({ from: 30, to: 30 });
  expect(daysOf("1 Tag")).toEqual({ from: 1, to: 1 });
  expect(daysOf("2 Wochen")).toEqual({ from: 14, to: 14 });
  expect(daysOf("3–6 Monate")).toEqual({ from: 90, to: 180 });
  expect(daysOf("1-2 Jahre")).toEqual({ from: 365, to: 730 });
});

it("takes nothing else for a duration", () => {
  for (const text of [
    "nach Absprache",
    "laufend",
    "6–3 Monate",
    "0 Tage",
    "30 Tage+",
    "ca. 30 Tage",
  ])
    expect(daysOf(text), text).toBeUndefined();
});
