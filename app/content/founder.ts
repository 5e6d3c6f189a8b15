/**
 * The founder's page (/ueber-{vorname}), from content/pages/founder.yaml
 * (schema: ./files/pages/founder.ts). Written in the founder's own voice.
 */
import { readPage } from "./files/collections";

export const founder = readPage("founder");
