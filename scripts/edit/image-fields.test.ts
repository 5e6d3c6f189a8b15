/**
 * The images the owner is asked for (the portrait, the video poster, a case's photo and its
 * client's logo) are upload fields in the editor, and what an upload writes is a path the
 * build's image step reads (docs/decisions/026-image-pipeline.md).
 */
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { imageAsset } from "#app/content/files/images";
import { siteSchema } from "#app/content/files/settings/site";
import { readPage } from "#app/content/files/collections";
import config from "../../keystatic.config";

/** What the tests use of a Keystatic image field. */
interface ImageField {
  kind: string;
  formKind?: string;
  directory: string;
  serialize(
    value: { data: Uint8Array; extension: string; filename: string },
    args: { slug?: string; suggestedFilenamePrefix: string },
  ): { value: string; asset: { filename: string } };
}

/** The field at `path` in a form's fields (objects and conditionals' chosen values). */
function fieldAt(fields: Record<string, unknown>, path: string[]): ImageField {
  let field: unknown = { fields };
  for (const name of path) field = (field as { fields: Record<string, unknown> }).fields[name];
  return field as ImageField;
}

/** The upload saved through `field` as a singleton saves it: where the file goes, what the YAML says. */
function upload(field: ImageField, prefix: string) {
  const { value, asset } = field.serialize(
    { data: new Uint8Array([1]), extension: "jpg", filename: "IMG_0042.jpg" },
    { suggestedFilenamePrefix: prefix },
  );
  return { value, stored: join(field.directory, asset.filename) };
}

describe("the images the launch check asks for are uploads", () => {
  test("the portrait: saved below content/images, named by the path the build reads", () => {
    const field = fieldAt(config.singletons.site.schema, ["founder", "portrait"]);
    expect(field.formKind).toBe("asset");
    const { value, stored } = upload(field, "founder/portrait");
    expect(value).toBe("settings/founder/portrait.jpg");
    expect(stored).toBe(join("content", "images", value));
    // The settings accept what the editor writes, with and without a photo.
    const shipped = siteSchema.shape.founder.parse({
      fullName: "Anna Beispielfrei",
      firstName: "Anna",
      role: "Gründerin",
      portrait: value,
    });
    expect(shipped.portrait).toBe(value);
    for (const empty of [null, "", undefined]) {
      const founder = siteSchema.shape.founder.parse({
        fullName: "Anna Beispielfrei",
        firstName: "Anna",
        role: "Gründerin",
        portrait: empty,
      });
      expect(founder.portrait).toBeUndefined();
    }
  });

  test("the video poster: an upload whose shipped file is where the editor saves one", () => {
    const field = fieldAt(config.singletons.founder.schema, ["video", "poster", "src"]);
    expect(field.formKind).toBe("asset");
    const { value, stored } = upload(field, "video/poster/src");
    expect(value).toBe("pages/video/poster/src.jpg");
    expect(stored).toBe(join("content", "images", value));
  });

  test("the shipped poster sits where the editor saves one, and the image step reads it", () => {
    const poster = readPage("founder").video?.poster;
    expect(poster?.file).toMatch(/^pages\/video\/poster\/src\.svg$/);
    expect(imageAsset(poster!.file).src).toMatch(/^\/assets\/img\//);
  });

  test("a case's photo and its client's logo are uploads too", () => {
    const cases = config.collections.cases.schema as Record<string, unknown>;
    expect(fieldAt(cases, ["heroImage", "src"]).formKind).toBe("asset");
    expect(fieldAt(cases, ["clientLogo", "src"]).formKind).toBe("asset");
  });
});
