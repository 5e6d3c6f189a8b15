/**
 * Texts of the not-found page (status 404), from content/pages/not-found.yaml;
 * the spec's fixed "404" and "Oops! Page not found" are in its conversion
 * (app/content/files/pages/not-found.ts).
 */
import { readPage } from "./files/collections";

export const notFound = readPage("not-found");
