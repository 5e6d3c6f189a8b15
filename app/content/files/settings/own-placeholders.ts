/**
 * A settings text with placeholders of its own, filled in by the module that
 * reads the file (settings files take none of the pages' placeholders, as
 * those are made from the settings: ../settings.ts).
 */
import { z } from "zod";

const placeholder = /\{[^}]*\}/g;

/** A text that may contain only `allowed` (each `{name}`), and must contain `required`. */
export function withPlaceholders(allowed: readonly string[], required: readonly string[] = []) {
  return z
    .string()
    .trim()
    .min(1)
    .refine((value) => required.every((name) => value.includes(name)), {
      error: `Der Text muss ${required.join(" und ")} enthalten`,
    })
    .refine((value) => [...value.matchAll(placeholder)].every(([name]) => allowed.includes(name)), {
      error: `Nur die Platzhalter ${allowed.join(", ")}`,
    });
}
