import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { errorPagePath, fallbackErrorPage, fillErrorPage } from "#app/lib/enquiry-reply";

/** The prerendered error page of the release in `client`, with the echo put into it. */
export async function enquiryErrorPage(client: string, echo: string): Promise<string> {
  const page = await readFile(join(client, errorPagePath, "index.html"), "utf8").catch(
    () => fallbackErrorPage,
  );
  return fillErrorPage(page, echo);
}
