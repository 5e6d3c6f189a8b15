import { type EnquiryFieldTable, enquiryFields } from "#app/enquiry/fields";

/**
 * The field table with one more field, as an owner would add it: a row (and,
 * for the database, a migration) and nothing else. Every place the table
 * reaches must show it.
 */
export const tableWithAddedField = {
  ...enquiryFields,
  position: {
    label: "Funktion",
    noun: "Funktion",
    asked: "Ihre Funktion im Unternehmen",
    kind: "line",
    required: true,
    min: 2,
    max: 80,
    error: "Bitte geben Sie Ihre Funktion an",
    autoComplete: "organization-title",
    width: "half",
    column: "position",
    mail: true,
    leads: true,
  },
} satisfies EnquiryFieldTable;
