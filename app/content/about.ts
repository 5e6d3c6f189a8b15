/** The studio page (/ueber-uns), from content/pages/about.yaml (schema: ./files/pages/about.ts). */
import { readPage } from "./files/collections";

export const about = readPage("about");
