/**
 * The not-found page's file (content/pages/not-found.yaml). The spec fixes
 * "404" and the English "Oops! Page not found" (rendered with lang="en"): they
 * stay in code (../../spec-strings.ts), as do the links, which follow the navigation.
 */
import { z } from "zod";
import { footerSiteNav } from "../../navigation";
import { specStrings } from "../../spec-strings";
import type { Cta } from "../../types";
import { placeholderHelp } from "../schema";
import { text } from "../text-schemas";

export const notFoundSchema = z
  .strictObject({
    title: text.meta({
      title: "Titel im Browser-Tab",
      description: "Platzhalter: {firma} (der Name der Firma aus den Einstellungen).",
    }),
    text: text.meta({ title: "Text unter der Überschrift" }),
    homeLabel: text.meta({ title: "Knopf zur Startseite" }),
    destinationsLabel: text.meta({
      title: "Überschrift der Links",
      description: "Über den Links zu den Hauptseiten (aus der Navigation).",
    }),
  })
  .meta({ description: placeholderHelp });

export type NotFoundFile = z.infer<typeof notFoundSchema>;

export function notFoundFromFile(file: NotFoundFile) {
  return {
    title: file.title,
    code: specStrings.notFound.code,
    heading: specStrings.notFound.heading,
    text: file.text,
    home: { label: file.homeLabel, to: "/" } satisfies Cta,
    destinationsLabel: file.destinationsLabel,
    /** Every main page except home, which has its own button. */
    destinations: footerSiteNav,
  } as const;
}
