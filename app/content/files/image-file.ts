/**
 * The file of an image below content/images, as the editor's image field writes it. The
 * editor (scripts/edit/fields.ts) shows an upload for this schema and every schema made from
 * it (`.describe()`, `.meta()` keep the mark). A module of its own, without imports: the site
 * settings' schema (the portrait) needs it, and the content schema reads the settings.
 */
import { z } from "zod";

export const imageFile = z.string().meta({ upload: "image" });

/** Whether `schema` is an image file, so the editor offers an upload for it. */
export const isImageFile = (schema: z.ZodType) => schema.meta()?.upload === "image";
