import { type EnquiryFieldTable, enquiryFields } from "#app/enquiry/fields";

/**
 * The field table with one more field, as an owner would add it: a row and
 * nothing else. Every place the table reaches must show it (the D1 schema
 * names the migration it needs).
 */
export const tableWithPhone = {
  ...enquiryFields,
  phone: {
    label: "Telefon",
    noun: "Telefonnummer",
    asked: "Ihre Telefonnummer",
    kind: "line",
    inputType: "tel",
    required: true,
    min: 6,
    max: 40,
    error: "Bitte geben Sie eine Telefonnummer an",
    autoComplete: "tel",
    width: "half",
    column: "phone",
    mail: true,
    leads: true,
  },
} satisfies EnquiryFieldTable;
