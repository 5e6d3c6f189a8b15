import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { enquiryFieldsInPolicy } from "#app/content/legal-facts";
import { type Enquiry, enquiryEnvelopeSchema, fieldsSchema } from "#app/enquiry/schema";
import { fallbackErrorPage, fillErrorPage } from "#app/enquiry/reply";
import { leadBlocks, leadsCsv } from "#app/enquiry/lead-columns";
import { tableWithAddedField } from "../tests/support/added-field";
import { openDatabase } from "../sqlite/database";
import { applyMigrations, readMigrations } from "../sqlite/migrations";
import { recentEnquiries, storeEnquiry } from "../sqlite/enquiries";
import { enquiryMail } from "#app/enquiry/mail";
import { sampleEnquiry, temporaryDir } from "../tests/support/server";

/**
 * Adding a field is a row in app/enquiry/fields.ts and a migration for its
 * column (sqlite/migrations.test.ts names it): the server's checks, the database,
 * the mail, the error page, `npm run leads` and the privacy policy follow.
 * The form does too (app/components/sections/contact-form.dom.test.tsx).
 */
const position = "Geschäftsführerin";
const checks = z.extend(fieldsSchema(tableWithAddedField), enquiryEnvelopeSchema.shape);
const firstError = (input: Record<string, unknown>) =>
  checks.safeParse(input).error?.issues.find((issue) => issue.path[0] === "position")?.message;

describe("a field added to the table", () => {
  it("is checked like the others: cleaned, required, limited", () => {
    const parsed = checks.safeParse(sampleEnquiry({ position: `\x1b[31m${position}\0 ` }));
    expect(parsed.data?.position).toBe(position);
    expect(firstError(sampleEnquiry())).toBe(tableWithAddedField.position.error);
    expect(firstError(sampleEnquiry({ position: "x".repeat(81) }))).toBe(
      "Funktion darf höchstens 80 Zeichen haben",
    );
  });

  it("gets its column from its migration in an existing database, whose enquiries stay", async () => {
    const dataDir = temporaryDir("added-field");
    const db = await openDatabase(dataDir);
    await storeEnquiry(db, checks.parse(sampleEnquiry({ position })) as Enquiry, 1);
    const migrations = mkdtempSync(join(tmpdir(), "added-field-"));
    writeFileSync(
      join(migrations, "9999_position.sql"),
      "ALTER TABLE enquiries ADD COLUMN position TEXT NOT NULL DEFAULT '';",
    );
    const withColumn = [...readMigrations(), ...readMigrations(migrations)];
    await applyMigrations(db, (table) => table === "enquiries", withColumn);
    const enquiry = { ...checks.parse(sampleEnquiry({ position })) } as Enquiry;
    await storeEnquiry(db, enquiry, 2, tableWithAddedField);
    const [added, old] = await recentEnquiries(db, 10, tableWithAddedField);
    db.close();
    expect(added).toMatchObject({ name: "Ada Lovelace", position });
    expect(old).toMatchObject({ name: "Ada Lovelace", position: "" });
  });

  it("appears in the owner's mail, the error page, the leads list and the CSV", () => {
    const stored = {
      ...(sampleEnquiry() as Record<string, string>),
      id: 3,
      createdAt: 0,
      page: "/kontakt",
      position,
    };
    const mail = enquiryMail(stored as never, tableWithAddedField).text;
    expect(mail).toContain(`Funktion: ${position}`);
    // The one-line fields stay above the message.
    expect(mail.indexOf("Funktion:")).toBeLessThan(mail.indexOf("Nachricht:"));
    const answer = { error: "Fehler", submitted: { position }, fields: {} };
    expect(fillErrorPage(fallbackErrorPage, answer, tableWithAddedField)).toContain(
      `<dt>Funktion</dt><dd>${position}</dd>`,
    );
    expect(leadBlocks([stored as never], tableWithAddedField)[0]).toContain(
      `Funktion: ${position}`,
    );
    const [heading, row] = leadsCsv([stored as never], tableWithAddedField)
      .slice(1)
      .split("\r\n");
    const cells = (line: string | undefined) => line?.split(",");
    const column = cells(heading)!.indexOf('"Funktion"');
    expect(column).toBeGreaterThan(0);
    expect(cells(row)![column]).toBe(`"${position}"`);
  });

  it("is named in the privacy policy, among the required ones", () => {
    const { position } = tableWithAddedField;
    const { asked, needed } = enquiryFieldsInPolicy(tableWithAddedField);
    const [required, optional] = asked.split(" und optional ");
    expect(required).toContain(position.asked);
    expect(optional).not.toContain(position.asked);
    expect(needed).toMatch(new RegExp(`\\b${position.noun}$`));
  });

  it("stays out of the mail and the leads when its row says so", () => {
    const quiet = {
      ...tableWithAddedField,
      position: { ...tableWithAddedField.position, mail: false, leads: false },
    };
    const stored = {
      ...(sampleEnquiry() as Record<string, string>),
      id: 4,
      createdAt: 0,
      position,
    };
    expect(enquiryMail(stored as never, quiet).text).not.toContain(position);
    expect(leadsCsv([stored as never], quiet)).not.toContain(position);
  });
});
