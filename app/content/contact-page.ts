/**
 * The contact page (/kontakt) around the form, from content/pages/contact.yaml
 * (schema: ./files/pages/contact.ts). The form's texts are in ./contact.ts.
 */
import { readPage } from "./files/collections";

export const contactPage = readPage("contact");
