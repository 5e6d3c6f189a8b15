/**
 * The switches of the site settings in the editor: an optional service is off until the owner
 * turns it on, an optional page is on until the owner turns it off, in the form as in the build
 * (docs/decisions/047-optional-services.md, 048-pages-that-can-be-switched-off.md).
 */
import { describe, expect, test } from "vitest";
import { siteSchema } from "#app/content/files/settings/site";
import config from "../../keystatic.config";

/** What the tests use of Keystatic's fields. */
interface FormField {
  kind: string;
  parse(value: unknown): unknown;
  fields?: Record<string, FormField>;
  discriminant?: FormField;
}

const form = config.singletons.site.schema as unknown as Record<string, FormField>;

describe("the site settings' switches", () => {
  test("a page's box is on when the file does not name it, and the build reads it so", () => {
    for (const page of ["nort", "hexacore", "zukunftssicher"]) {
      const box = form.pages!.fields![page]!;
      expect(box.parse(undefined)).toBe(true);
      expect(box.parse(false)).toBe(false);
    }
    expect(siteSchema.shape.pages.parse(undefined)).toEqual({
      nort: true,
      hexacore: true,
      zukunftssicher: true,
    });
    expect(siteSchema.shape.pages.parse({ hexacore: false })).toMatchObject({ hexacore: false });
  });

  test("a service is a box with its fields below it, off when the file does not name it", () => {
    for (const service of ["voiceAgent", "avatar", "video"]) {
      const choice = form.embeds!.fields![service]!;
      expect(choice.kind).toBe("conditional");
      expect(choice.discriminant!.parse(undefined)).toBe(false);
    }
    // Off as the editor saves it, with or without the empty value, or missing: not there.
    expect(
      siteSchema.shape.embeds.parse({
        voiceAgent: { discriminant: false },
        avatar: { discriminant: false, value: {} },
      }),
    ).toEqual({ voiceAgent: undefined, avatar: undefined, video: undefined });
  });
});
