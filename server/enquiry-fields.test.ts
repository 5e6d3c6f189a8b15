import { createClient } from "@libsql/client";
import { join } from "node:path";
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { enquiryFieldsInPolicy } from "#app/content/legal-facts";
import { type Enquiry, enquiryEnvelopeSchema, fieldsSchema } from "#app/enquiry/schema";
import { fallbackErrorPage, fillErrorPage } from "#app/enquiry/reply";
import { leadBlocks, leadsCsv } from "#app/enquiry/lead-columns";
import { tableWithPhone } from "../tests/support/added-field";
import { openDatabase } from "../sqlite/database";
import { recentEnquiries, storeEnquiry } from "../sqlite/enquiries";
import { enquiryMail } from "#app/enquiry/mail";
import { sampleEnquiry, temporaryDir } from "../tests/support/server";

/**
 * Adding a field is a row in app/enquiry/fields.ts (and, for D1, a
 * migration: edge/d1-migrations.test.ts): the server's checks, the database,
 * the mail, the error page, `npm run leads` and the privacy policy follow.
 * The form does too (app/components/sections/contact-form.dom.test.tsx).
 */
const phone = "0431 123456";
const checks = z.extend(fieldsSchema(tableWithPhone), enquiryEnvelopeSchema.shape);
const firstError = (input: Record<string, unknown>) =>
  checks.safeParse(input).error?.issues.find((issue) => issue.path[0] === "phone")?.message;

describe("a field added to the table", () => {
  it("is checked like the others: cleaned, required, limited", () => {
    const parsed = checks.safeParse(sampleEnquiry({ phone: `\x1b[31m${phone}\0 ` }));
    expect(parsed.data?.phone).toBe(phone);
    expect(firstError(sampleEnquiry())).toBe(tableWithPhone.phone.error);
    expect(firstError(sampleEnquiry({ phone: "1".repeat(41) }))).toBe(
      "Telefonnummer darf höchstens 40 Zeichen haben",
    );
  });

  it("gets its column in an existing database, whose enquiries stay", async () => {
    const dataDir = temporaryDir("added-field");
    const before = await openDatabase(dataDir);
    await storeEnquiry(before, checks.parse(sampleEnquiry({ phone })) as Enquiry, 1);
    before.close();

    const db = await openDatabase(dataDir, tableWithPhone);
    const enquiry = { ...checks.parse(sampleEnquiry({ phone })) } as Enquiry;
    await storeEnquiry(db, enquiry, 2, tableWithPhone);
    const [added, old] = await recentEnquiries(db, 10, tableWithPhone);
    db.close();
    expect(added).toMatchObject({ name: "Ada Lovelace", phone });
    expect(old).toMatchObject({ name: "Ada Lovelace", phone: "" });

    // Opened again, nothing is added twice.
    (await openDatabase(dataDir, tableWithPhone)).close();
    const raw = createClient({ url: `file:${join(dataDir, "enquiries.db")}` });
    const { rows } = await raw.execute("SELECT name FROM pragma_table_info('enquiries')");
    raw.close();
    expect(rows.filter((row) => row.name === "phone")).toHaveLength(1);
  });

  it("appears in the owner's mail, the error page, the leads list and the CSV", () => {
    const stored = {
      ...(sampleEnquiry() as Record<string, string>),
      id: 3,
      createdAt: 0,
      page: "/kontakt",
      phone,
    };
    const mail = enquiryMail(stored as never, tableWithPhone).text;
    expect(mail).toContain(`Telefon: ${phone}`);
    // The one-line fields stay above the message.
    expect(mail.indexOf("Telefon:")).toBeLessThan(mail.indexOf("Nachricht:"));
    const answer = { error: "Fehler", submitted: { phone }, fields: {} };
    expect(fillErrorPage(fallbackErrorPage, answer, tableWithPhone)).toContain(
      `<dt>Telefon</dt><dd>${phone}</dd>`,
    );
    expect(leadBlocks([stored as never], tableWithPhone)[0]).toContain(`Telefon: ${phone}`);
    const [heading, row] = leadsCsv([stored as never], tableWithPhone)
      .slice(1)
      .split("\r\n");
    const cells = (line: string | undefined) => line?.split(",");
    const column = cells(heading)!.indexOf('"Telefon"');
    expect(column).toBeGreaterThan(0);
    expect(cells(row)![column]).toBe(`"${phone}"`);
  });

  it("is named in the privacy policy, among the required ones", () => {
    expect(enquiryFieldsInPolicy(tableWithPhone)).toEqual({
      asked:
        "Ihren Namen, Ihre E-Mail-Adresse, Ihre Nachricht, Ihre Telefonnummer und optional Ihr Unternehmen, das Thema Ihrer Anfrage und eine Wunschzeit für den Rückruf",
      needed: "Name, E-Mail-Adresse, Nachricht und Telefonnummer",
    });
  });

  it("stays out of the mail and the leads when its row says so", () => {
    const quiet = {
      ...tableWithPhone,
      phone: { ...tableWithPhone.phone, mail: false, leads: false },
    };
    const stored = { ...(sampleEnquiry() as Record<string, string>), id: 4, createdAt: 0, phone };
    expect(enquiryMail(stored as never, quiet).text).not.toContain(phone);
    expect(leadsCsv([stored as never], quiet)).not.toContain(phone);
  });
});
