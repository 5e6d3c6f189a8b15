/**
 * The smallest schemas, shared by the pages and the settings. Kept apart from
 * ./schema.ts so that the settings (read by the Vite config) load no offers,
 * sectors or sources.
 */
import { z } from "zod";

export const text = z.string().trim().min(1);

/** A page's title and description for the browser tab and search results. */
export const metaSchema = z
  .strictObject({
    title: text.meta({
      title: "Titel",
      description: "Titel im Browser-Tab und in Suchergebnissen (ohne Firmennamen).",
    }),
    description: text.meta({
      title: "Beschreibung",
      description: "Ein bis zwei Sätze für Suchergebnisse.",
    }),
  })
  .meta({ description: "Titel und Beschreibung für Suchmaschinen." });
