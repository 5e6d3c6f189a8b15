import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { contactForm } from "#app/content/contact";
import { enquiryField } from "#app/lib/enquiry";

/**
 * The page a form post without JavaScript lands on when it fails: the
 * prerendered /kontakt/fehler/ page with the message and everything the
 * visitor typed put into its placeholder, so nothing has to be typed again.
 */
const placeholder = '<div data-enquiry-echo=""></div>';

const echoedFields = [
  [enquiryField.name, contactForm.labels.name],
  [enquiryField.email, contactForm.labels.email],
  [enquiryField.company, contactForm.labels.company],
  [enquiryField.preferredTime, contactForm.preferredTimeLabel],
  [enquiryField.message, contactForm.labels.message],
] as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function enquiryEcho(
  error: string,
  submitted: Record<string, unknown>,
  fieldErrors: Record<string, string>,
): string {
  const rows = echoedFields
    .filter(([name]) => typeof submitted[name] === "string" && submitted[name] !== "")
    .map(([name, label]) => {
      const problem = fieldErrors[name]
        ? `<strong class="block font-medium text-danger">${escapeHtml(fieldErrors[name])}</strong>`
        : "";
      return `<dt class="font-semibold">${escapeHtml(label)}</dt><dd class="mb-3 whitespace-pre-wrap break-words">${escapeHtml(String(submitted[name]))}${problem}</dd>`;
    });
  return `<div data-enquiry-echo="" class="mt-8 rounded-xl border border-danger p-5"><p role="alert" class="font-semibold text-danger">${escapeHtml(error)}</p>${rows.length ? `<dl class="mt-4">${rows.join("")}</dl>` : ""}</div>`;
}

export async function enquiryErrorPage(client: string, echo: string): Promise<string> {
  const page = await readFile(join(client, "kontakt", "fehler", "index.html"), "utf8").catch(
    () =>
      `<!doctype html><html lang="de"><meta charset="utf-8"><title>Anfrage nicht gesendet</title>${placeholder}</html>`,
  );
  // A function, so a "$&" in the visitor's text is not read as a replacement pattern.
  return page.replace(placeholder, () => echo);
}
