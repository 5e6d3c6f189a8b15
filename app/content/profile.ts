/**
 * The founder's detailed profile (/nort), from content/pages/profile.yaml
 * (schema: ./files/pages/profile.ts).
 */
import { readPage } from "./files/collections";

export type { Competency, TimelineEntry } from "./files/pages/profile";

export const profile = readPage("profile");
