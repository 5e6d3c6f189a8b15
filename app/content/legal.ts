/**
 * The legal texts – Impressum (/impressum), Datenschutzerklärung
 * (/datenschutz), Cookie-Richtlinie (/cookies) – from content/pages/
 * impressum.yaml, datenschutz.yaml and cookies.yaml (schema and checks:
 * ./files/pages/legal.ts; the facts they name: ./legal-facts.ts).
 *
 * They describe what this site really does: prerendered pages served by our
 * own Node server without tracking, two essential local-storage entries, a
 * contact form whose enquiries the server stores and forwards by e-mail, and
 * the third-party embeds the owner switched on (ElevenLabs, HeyGen, YouTube, a
 * scheduling provider; ./embeds.ts) that load only after consent; a part about
 * a service that is off is left out (`shown`, `{falls:…}`). Change them
 * together with the code they describe.
 */
import { readPage } from "./files/collections";

export type { LegalPage, LegalSection } from "./files/pages/legal";

export const impressum = readPage("impressum");
export const datenschutz = readPage("datenschutz");
/** The spec fixes the button's label; the rest is the file's. */
export const cookiePolicy = { ...readPage("cookies"), changeSettingsLabel: "Einstellungen ändern" };
