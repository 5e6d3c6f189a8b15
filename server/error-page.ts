import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Answer, errorPagePath, fallbackErrorPage, fillErrorPage } from "#app/enquiry/reply";

/** The prerendered error page of the release in `client`, with the refusal put into it. */
export async function enquiryErrorPage(client: string, answer: Answer): Promise<string> {
  const page = await readFile(join(client, errorPagePath, "index.html"), "utf8").catch(
    () => fallbackErrorPage,
  );
  return fillErrorPage(page, answer);
}
