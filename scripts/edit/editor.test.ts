import { readFileSync } from "node:fs";
import { join } from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { createReader } from "@keystatic/core/reader";
import { parse } from "yaml";
import { describe, expect, test } from "vitest";
import { cases } from "#app/content/cases";
import { caseSchema } from "#app/content/files/schema";
import { servicePages } from "#app/content/services";
import config from "../../keystatic.config";

const root = process.cwd();

/** A request to the editor's local API, as its browser app sends one. */
function request(path: string) {
  return {
    method: "GET",
    url: `http://127.0.0.1/api/keystatic/${path}`,
    headers: new Headers({ "no-cors": "1" }),
    json: () => Promise.resolve(undefined),
  };
}

describe("the content editor", () => {
  test("its API reads a case file from the checkout", async () => {
    const handle = makeGenericAPIRouteHandler({ config, localBaseDirectory: root });
    const tree = await handle(request("tree"));
    expect(tree.status).toBe(200);
    const path = `content/cases/${cases[0]!.slug}.yaml`;
    const entries = JSON.parse(String(tree.body)) as { path: string; sha: string }[];
    const entry = entries.find((item) => item.path === path);
    expect(entry).toBeDefined();

    const blob = await handle(request(`blob/${entry!.sha}/${path}`));
    expect(blob.status).toBe(200);
    const text = new TextDecoder().decode(blob.body as Uint8Array);
    expect(text).toBe(readFileSync(join(root, path), "utf8"));
    expect((parse(text) as { title: string }).title).toBe(cases[0]!.title.replace(/\u00a0/g, " "));
  });

  test("its forms read every content file the build reads", async () => {
    const reader = createReader(root, config);
    expect((await reader.collections.cases.list()).sort()).toEqual(
      cases.map((item) => item.slug).sort(),
    );
    expect((await reader.collections.services.list()).sort()).toEqual(
      servicePages.map((page) => page.slug).sort(),
    );
    for (const item of cases) {
      // Typed by the slug field only (scripts/edit/fields.ts); the entry has every field.
      const entry = (await reader.collections.cases.read(item.slug)) as Record<string, unknown>;
      expect(entry.order, item.slug).toBeTypeOf("number");
    }
  });

  test("what the forms write for fields left empty passes the build's schema", () => {
    const file = parse(readFileSync(join(root, `content/cases/${cases[0]!.slug}.yaml`), "utf8"));
    const asSaved = {
      ...file,
      sample: false,
      approvedByClient: false,
      ownProduct: false,
      station: { activities: [] },
      testimonial: {},
      metrics: [{ value: "3", label: "Workshops", source: "", year: null }],
      heroImage: { alt: "" },
      gallery: [],
      clientLogo: { alt: "", logoPermission: false },
    };
    expect(caseSchema.safeParse(asSaved).error).toBeUndefined();
  });
});

describe("the editor's image fields", () => {
  test("save an upload where the build's image step reads the path the file names", () => {
    // Typed by the slug field only (scripts/edit/fields.ts).
    const schema = config.collections.cases.schema as Record<string, unknown>;
    const photo = schema.heroImage as { fields: { src: ImageField; alt: { kind: string } } };
    const { value, asset } = photo.fields.src.serialize(
      { data: new Uint8Array([1]), extension: "jpg", filename: "IMG_0042.jpg" },
      { slug: "neuer-case", suggestedFilenamePrefix: "heroImage/src" },
    );
    expect(value).toBe("cases/neuer-case/heroImage/src.jpg");
    // Keystatic stores the upload at {directory}/{slug}/{file name}.
    expect(join(photo.fields.src.directory, "neuer-case", asset.filename)).toBe(
      join("content", "images", value),
    );
    expect(photo.fields.alt.kind).toBe("form");
  });
});

/** What the tests use of a Keystatic image field. */
interface ImageField {
  directory: string;
  serialize(
    value: { data: Uint8Array; extension: string; filename: string },
    args: { slug: string; suggestedFilenamePrefix: string },
  ): { value: string; asset: { filename: string } };
}
