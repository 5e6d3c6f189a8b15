import { describe, expect, it } from "vitest";
import { enquiryFieldsInPolicy } from "#app/content/legal-facts";
import { enquiryFields } from "./fields";
import { leadBlocks, leadsCsv } from "./lead-columns";
import { enquiryMail } from "./mail";
import type { StoredEnquiry } from "./record";
import { checkEnquiry } from "./reply";

/**
 * The optional phone number (issue 32): asked on the form, checked as a
 * number, shown to the owner beside the wish for a call-back.
 */
const phone = enquiryFields.phone;
const sent = (value?: string) => ({
  name: "Ada Lovelace",
  email: "ada@example.org",
  message: "Bitte rufen Sie mich zurück.",
  page: "/kontakt",
  ...(value === undefined ? {} : { phone: value }),
});
const problem = (value?: string) => {
  const checked = checkEnquiry(sent(value), "form");
  return checked.ok ? undefined : checked.fields.phone;
};

describe("the phone field", () => {
  it("is asked as a telephone number the visitor may leave out", () => {
    expect(phone).toMatchObject({ label: "Telefon", required: false, inputType: "tel" });
  });

  it.each(["", "0431 123456", "+49 (0)431 123-456", "0431/12 34 56", "+49 151 23456789"])(
    "takes %j",
    (value) => expect(problem(value)).toBeUndefined(),
  );

  it("may be left out", () => expect(problem()).toBeUndefined());

  it.each([
    "0431 12A456",
    "12345",
    "+49 431 1234567890123456789",
    "0431 123456 (Büro)",
    "0431;123456",
  ])("refuses %j with the field's German message", (value) =>
    expect(problem(value)).toBe(phone.error),
  );

  it("refuses more than its length with the length's message", () => {
    expect(problem(`+49 ${"1 ".repeat(14)}`)).toBe("Telefonnummer darf höchstens 30 Zeichen haben");
  });

  it("stores the number cleaned, as typed", () => {
    const checked = checkEnquiry(sent(" +49 431\t123456 "), "form");
    expect(checked.ok && checked.enquiry.phone).toBe("+49 431 123456");
  });
});

describe("the owner reads the number", () => {
  const stored: StoredEnquiry = {
    id: 12,
    createdAt: 0,
    page: "/kontakt",
    name: "Ada Lovelace",
    email: "ada@example.org",
    phone: "+49 431 123456",
    company: "",
    topic: "",
    message: "Bitte rufen Sie mich zurück.",
    preferredTime: "vormittags",
  };

  it("in the mail, among the short facts beside the call-back time", () => {
    const mail = enquiryMail(stored).text;
    expect(mail).toContain("Telefon: +49 431 123456");
    expect(mail.indexOf("Telefon")).toBeLessThan(mail.indexOf("Rückruf"));
    expect(mail.indexOf("Telefon")).toBeLessThan(mail.indexOf("Nachricht:"));
    expect(enquiryMail({ ...stored, phone: "" }).text).toContain("Telefon: –");
  });

  it("in the leads list and the CSV", () => {
    expect(leadBlocks([stored])[0]).toContain("Telefon: +49 431 123456");
    const [heading, row] = leadsCsv([stored]).slice(1).split("\r\n");
    const column = heading!.split(",").indexOf('"Telefon"');
    expect(column).toBeGreaterThan(0);
    // A leading + is defused as in every cell, so a spreadsheet never reads a formula.
    expect(row!.split(",")[column]).toBe(`"'+49 431 123456"`);
  });

  it("and the privacy policy names it among the optional data", () => {
    expect(enquiryFieldsInPolicy().asked).toMatch(/optional .*Ihre Telefonnummer/);
    expect(enquiryFieldsInPolicy().needed).not.toMatch(/Telefon/);
  });
});
