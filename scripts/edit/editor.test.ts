import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { createReader } from "@keystatic/core/reader";
import Markdoc, { type Node } from "@markdoc/markdoc";
import { parse, stringify } from "yaml";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { cases } from "#app/content/cases";
import { type HomeFile, homeSchema } from "#app/content/files/pages/home";
import { type ProgrammeFile, programmeSchema } from "#app/content/files/pages/programme";
import { aboutSchema } from "#app/content/files/pages/about";
import { type FounderFile, founderSchema } from "#app/content/files/pages/founder";
import { siteSchema } from "#app/content/files/settings/site";
import { caseSchema } from "#app/content/files/schema";
import { readPage } from "#app/content/files/collections";
import { collections, files, settingsFiles } from "#app/content/registry";
import { servicePages } from "#app/content/services";
import config from "../../keystatic.config";
import { formHelpKey } from "./fields";

const founder = readPage("founder");
const root = process.cwd();
/** Each form's schema, by the form's name. */
const schemas: Record<string, z.ZodType> = Object.fromEntries(
  [...Object.entries(files), ...Object.entries(settingsFiles), ...Object.entries(collections)].map(
    ([name, { schema }]) => [name, schema],
  ),
);

/** What a form holds as the file stores it: a rich text field's Markdoc tree as its text. */
function asStored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asStored);
  if (typeof value !== "object" || value === null) return value;
  if (formHelpKey in value) {
    const { [formHelpKey]: help, ...fields } = value as Record<string, unknown>;
    expect(help).toBeNull();
    return asStored(fields);
  }
  // Keystatic's copy of Markdoc may be another module instance than ours: known by its mark.
  if ("node" in value && (value.node as { $$mdtype?: string }).$$mdtype === "Node") {
    return Markdoc.format(value.node as Node);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asStored(item)]));
}

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

  test("every page and settings file is a form, which reads what the file says", async () => {
    const reader = createReader(root, config);
    const files = ["pages", "settings"].flatMap((folder) =>
      readdirSync(join(root, "content", folder))
        .filter((name) => name.endsWith(".yaml"))
        .map((name) => `content/${folder}/${name}`),
    );
    const singletons = Object.values(config.singletons ?? {}).map(
      (singleton) => `${singleton.path}.yaml`,
    );
    expect(singletons.sort()).toEqual(files.sort());
    for (const [name, singleton] of Object.entries(config.singletons ?? {})) {
      const file = parse(readFileSync(join(root, `${singleton.path}.yaml`), "utf8")) as Record<
        string,
        unknown
      >;
      // Typed loosely by Keystatic's reader for a config built in a loop; the entry has every field.
      const read = reader.singletons[name as keyof typeof reader.singletons].read;
      const entry = (await read()) as Record<string, unknown> | null;
      const [first] = Object.keys(file);
      expect(entry?.[first!], name).toEqual(file[first!]);
    }
  });

  test("its forms read every page and settings file as the build reads it", async () => {
    const reader = createReader(root, config);
    for (const [name, singleton] of Object.entries(config.singletons ?? {})) {
      const path = `${singleton.path}.yaml`;
      const entry = await reader.singletons[name as keyof typeof config.singletons].read();
      expect(entry, path).not.toBeNull();
      // Keystatic fills fields the file leaves out with their empty values; the rest is the file.
      const file = parse(readFileSync(join(root, path), "utf8")) as Record<string, unknown>;
      for (const key of Object.keys(file)) expect(Object.keys(entry!), path).toContain(key);
      expect(schemas[name]!.safeParse(asStored(entry)).error, path).toBeUndefined();
    }
  });

  test("running text is rich text: the form reads its Markdoc, which stores back as the file has it", async () => {
    const reader = createReader(root, config);
    const file = parse(
      readFileSync(join(root, "content/pages/founder.yaml"), "utf8"),
    ) as FounderFile;
    const entry = (await reader.singletons.founder.read()) as unknown as {
      attitude: { text: { node: Node } };
    };
    const { node } = entry.attitude.text;
    expect(node.children.filter((child) => child.type === "paragraph")).toHaveLength(
      founder.attitude.text.length,
    );
    const stored = Markdoc.format(node).trim();
    expect(stored).toBe(file.attitude.text);
    expect(founderSchema.shape.attitude.shape.text.safeParse(stored).error).toBeUndefined();

    const item = cases[0]!;
    const caseEntry = (await reader.collections.cases.read(item.slug)) as unknown as {
      context: { node: Node };
    };
    expect(
      caseSchema.shape.context.safeParse(Markdoc.format(caseEntry.context.node)).error,
    ).toBeUndefined();

    // A legal text's lists and placeholders store back as the file has them.
    const policy = parse(readFileSync(join(root, "content/pages/datenschutz.yaml"), "utf8")) as {
      sections: { text?: string; subsections?: { text?: string }[] }[];
    };
    const policyEntry = (await reader.singletons.datenschutz.read()) as unknown as {
      sections: { text: { node: Node }; subsections: { text: { node: Node } }[] }[];
    };
    policy.sections.forEach((section, index) => {
      const read = policyEntry.sections[index]!;
      expect(Markdoc.format(read.text.node).trim()).toBe(section.text ?? "");
      section.subsections?.forEach((sub, subIndex) =>
        expect(Markdoc.format(read.subsections[subIndex]!.text.node).trim()).toBe(sub.text ?? ""),
      );
    });
  });

  test("what the page forms write for fields left empty passes the build's schema", () => {
    const read = (name: string) =>
      parse(readFileSync(join(root, `content/pages/${name}.yaml`), "utf8")) as unknown;
    const home = read("home") as HomeFile;
    home.experience.intro = "";
    home.results.counters[0] = {
      target: 3,
      suffix: "",
      label: "Workshops",
      source: "",
      basis: "",
      year: null,
      sample: false,
    };
    home.results.testimonial.sample = false;
    home.closing.secondary = { label: "", to: "" };
    home.closing.primary = { offer: "", style: "plain", label: "Schreiben Sie uns" };
    expect(homeSchema.safeParse(home).error).toBeUndefined();
    const programme = read("programme") as ProgrammeFile;
    programme.faq[0] = { question: "Wie?", answer: "So.", guarantee: false };
    programme.problems[0]!.detail = "";
    programme.nextStep.promises = { offer: "", items: ["Eins", "Zwei", "Drei"] };
    expect(programmeSchema.safeParse(programme).error).toBeUndefined();
  });

  test("what the forms write for fields left empty passes the build's schema", () => {
    const file = parse(readFileSync(join(root, `content/cases/${cases[0]!.slug}.yaml`), "utf8"));
    const asSaved = {
      ...file,
      sample: false,
      client: "",
      ownProduct: false,
      station: { activities: [] },
      testimonial: {},
      metrics: [{ value: "3", label: "Workshops", source: "", year: null }],
      heroImage: { alt: "" },
      gallery: [],
      clientLogo: { alt: "", logoPermission: false },
    };
    expect(caseSchema.safeParse(asSaved).error).toBeUndefined();

    const page = parse(readFileSync(join(root, "content/pages/about.yaml"), "utf8"));
    const pageAsSaved = {
      ...page,
      hero: { ...page.hero, eyebrow: "", secondary: { label: "", to: "" } },
      closing: {
        ...page.closing,
        promises: { offer: "", items: ["Kostenlos", "Unverbindlich", "Heute"] },
      },
    };
    expect(aboutSchema.safeParse(pageAsSaved).error).toBeUndefined();
  });
});

/** What the tests read of a Keystatic field: its kind, label, options and the fields below it. */
interface AnyField {
  kind: string;
  label?: string;
  options?: { label: string; value: string }[];
  fields?: Record<string, AnyField>;
  element?: AnyField;
  discriminant?: AnyField;
  values?: Record<string, AnyField>;
}

/** Every field of a form, with its path. */
function* fieldsOf(fields: Record<string, AnyField>, path = ""): Generator<[string, AnyField]> {
  for (const [name, field] of Object.entries(fields)) {
    const at = path ? `${path}.${name}` : name;
    yield [at, field];
    if (field.fields) yield* fieldsOf(field.fields, at);
    if (field.element) yield* fieldsOf({ "[]": field.element }, at);
    if (field.discriminant) yield* fieldsOf({ "": field.discriminant }, at);
    if (field.values) yield* fieldsOf(field.values, at);
  }
}

/** Every form of the editor by name, with its fields. */
const forms = Object.entries({ ...config.singletons, ...config.collections }).map(
  ([name, form]) => [name, form.schema as unknown as Record<string, AnyField>] as const,
);

describe("the editor's forms", () => {
  test("are every file of the registry, and one per collection", () => {
    expect(forms.map(([name]) => name).sort()).toEqual(Object.keys(schemas).sort());
  });

  test("every select names its choices in words, never by a key", () => {
    const keys: string[] = [];
    for (const [name, fields] of forms) {
      for (const [path, field] of fieldsOf(fields)) {
        for (const { label, value } of field.options ?? []) {
          // A key is a word in lower case with digits or dashes ("processor", "miller1956", "plain").
          if (label === value && /^[a-z][a-z0-9-]*$/.test(value))
            keys.push(`${name}: ${path} ${value}`);
        }
      }
    }
    expect(keys).toEqual([]);
    const site = Object.fromEntries(fieldsOf(config.singletons.site.schema as never));
    expect(site["legal.hosting.role"]!.options).toEqual([
      { label: "Auftragsverarbeiter", value: "processor" },
      { label: "Verantwortlicher", value: "controller" },
      { label: "Gemeinsam Verantwortlicher", value: "joint" },
    ]);
  });

  test("the placeholders are listed once per form: in its help, in no field's", () => {
    const listed = (schema: z.ZodType) =>
      String(schema.meta()?.description ?? "").includes("{gesprächsknopf:KEY}");
    const inFields: string[] = [];
    const walk = (schema: z.ZodType, path: string) => {
      if (listed(schema)) inFields.push(path);
      const def = schema.def as { innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType };
      for (const inner of [def.innerType, def.in, def.element]) if (inner) walk(inner, path);
      if (schema instanceof z.ZodObject) {
        for (const [name, field] of Object.entries(schema.shape))
          walk(field as z.ZodType, `${path}.${name}`);
      }
    };
    for (const [name, schema] of Object.entries(schemas)) {
      const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
      for (const [field, inner] of Object.entries(shape)) walk(inner, `${name}: ${field}`);
    }
    expect(inFields).toEqual([]);
    expect(listed(schemas.home!)).toBe(true);
    expect((config.singletons.home.schema as Record<string, AnyField>)[formHelpKey]).toBeDefined();
  });
});

describe("what a form saves", () => {
  /** A text field as the tests use it. */
  interface TextField {
    validate(value: string): string;
    serialize(value: string): { value: unknown };
  }
  const fieldAt = (form: string, path: string) =>
    Object.fromEntries(fieldsOf(Object.fromEntries(forms)[form]!))[path] as unknown as TextField;

  test("a key, a postal code or a required text the build would refuse is not saved, with the build's words", () => {
    expect(() => fieldAt("sectors", "sectors.[].key").validate("Raumfahrt (neu)")).toThrow(
      "Schlüssel: Kleinbuchstaben, Ziffern und Bindestriche",
    );
    expect(() => fieldAt("site", "address.postalCode").validate("2410")).toThrow(
      "Fünfstellige Postleitzahl",
    );
    expect(() => fieldAt("home", "hero.title").validate(" ")).toThrow("Titel: fehlt");
    expect(fieldAt("about", "hero.eyebrow").validate("")).toBe("");
  });

  test('an empty booking page is saved as "" (the build needs it), an empty optional text is left out', () => {
    expect(fieldAt("site", "bookingUrl").serialize("")).toEqual({ value: "" });
    expect(fieldAt("about", "hero.eyebrow").serialize("")).toEqual({ value: undefined });
  });
});

/** A Keystatic field as this walk uses it. */
interface Saving extends AnyField {
  formKind?: string;
  defaultValue(): unknown;
  parse(value: unknown, args?: object): unknown;
  validate(value: unknown, args?: unknown): unknown;
  serialize(value: unknown): { value: unknown };
}

/**
 * What the form saves for a file's `value`, with every field the form lets the
 * owner leave empty left empty (its empty value passes the form's own check).
 */
function savedEmptied(field: Saving, value: unknown): unknown {
  if (field.kind === "object") {
    const fields = field.fields as Record<string, Saving>;
    const data = (value ?? {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(fields)
        .map(([name, inner]) => [name, savedEmptied(inner, data[name])])
        .filter(([, inner]) => inner !== undefined),
    );
  }
  if (field.kind === "array") {
    return ((value ?? []) as unknown[]).map((item) => savedEmptied(field.element as Saving, item));
  }
  if (field.kind === "conditional") {
    // A choice the file leaves out is the form's first.
    const { discriminant, value: inner } = (value ?? {
      discriminant: (field.discriminant as Saving).defaultValue(),
    }) as { discriminant: string | boolean; value?: unknown };
    const saved = savedEmptied(field.values![String(discriminant)] as Saving, inner);
    return saved === undefined ? { discriminant } : { discriminant, value: saved };
  }
  // Rich text and uploads keep what the file has; a text the form allows empty is emptied.
  if (field.formKind === "assets" || field.formKind === "asset") return value;
  const empty = field.defaultValue();
  const allowed = (() => {
    try {
      field.validate(empty, undefined);
      return true;
    } catch {
      return false;
    }
  })();
  return field.serialize(allowed ? empty : field.parse(value, {})).value;
}

describe("every form", () => {
  test("saves a file the build's schema reads with every field it lets the owner leave empty left empty", () => {
    const problems: string[] = [];
    for (const [name, fields] of forms) {
      const folder =
        name in collections
          ? name
          : name in files
            ? files[name as keyof typeof files].folder
            : "settings";
      const slug =
        name in collections
          ? readdirSync(join(root, "content", name))
              .sort()[0]!
              .slice(0, -5)
          : name;
      const file = parse(
        readFileSync(join(root, "content", folder, `${slug}.yaml`), "utf8"),
      ) as Record<string, unknown>;
      // A collection's slug field (its title or name) is the file's name: kept as it is.
      const slugField = (collections as Record<string, { slugField: string }>)[name]?.slugField;
      const rest = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== slugField));
      const saved = {
        ...(savedEmptied({ kind: "object", fields: rest } as unknown as Saving, file) as object),
        ...(slugField ? { [slugField]: file[slugField] } : {}),
      };
      // Rules across fields (a button with a conversation or a label …) are the build's to check.
      for (const issue of schemas[name]!.safeParse(saved).error?.issues ?? []) {
        if (issue.code !== "custom")
          problems.push(`${name}: ${issue.path.join(".")} ${issue.message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("the settings form", () => {
  test("offers the legal form as a choice that shows the fields this form needs", () => {
    const legal = config.singletons.site.schema.legal as unknown as {
      fields: { form: { kind: string; discriminant: Option; values: Record<string, Option> } };
    };
    const { form } = legal.fields;
    expect(form.kind).toBe("conditional");
    expect(form.discriminant.options?.map((option) => option.value)).toEqual(
      Object.keys(form.values),
    );
    expect(Object.keys(form.values.GmbH!.fields!).sort()).toEqual(
      ["register", "representatives", "shareCapital"].sort(),
    );
    // A sole trader's trading name is the firm's registered name (`firm.legalName`).
    expect(Object.keys(form.values.Einzelunternehmen!.fields ?? {})).toEqual([]);
  });

  test("what it holds for a GmbH with every optional field left empty passes the build's schema", async () => {
    const folder = mkdtempSync(join(tmpdir(), "editor-"));
    try {
      const file = parse(readFileSync(join(root, "content/settings/site.yaml"), "utf8"));
      // Only what a GmbH must state; the form fills in the rest with its empty values.
      file.legal.form = {
        discriminant: "GmbH",
        value: {
          register: { court: "Amtsgericht Kiel", number: "HRB 12345" },
          representatives: ["Jonas Petersen"],
        },
      };
      delete file.legal.vatId;
      delete file.support;
      delete file.founder.portrait;
      mkdirSync(join(folder, "content/settings"), { recursive: true });
      writeFileSync(join(folder, "content/settings/site.yaml"), stringify(file));
      const entry = await createReader(folder, config).singletons.site.read();
      expect(entry?.legal).toMatchObject({ vatId: "", form: { value: { shareCapital: "" } } });

      const read = siteSchema.safeParse(asStored(entry));
      expect(read.error).toBeUndefined();
      // As the Impressum reads it: the form's fields beside the others, empty ones left out.
      expect(read.data!.legal).toMatchObject({
        form: "GmbH",
        register: { court: "Amtsgericht Kiel", number: "HRB 12345" },
        representatives: ["Jonas Petersen"],
      });
      const legal = read.data!.legal as Record<string, unknown>;
      expect([legal.shareCapital, legal.vatId, legal.economicId]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
      expect(read.data!.support).toEqual({ hotline: undefined, slaResponseHours: undefined });
      expect(read.data!.bookingProvider).toBeUndefined();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

/** What the tests use of a Keystatic field. */
interface Option {
  options?: { value: string }[];
  fields?: Record<string, unknown>;
}

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
