import type { Cta } from "./types";

/** Texts of the consent banner, shown on every page (kept apart from the long legal texts). */
export const cookieBanner: {
  title: string;
  text: string;
  policyLink: Cta;
  acceptAll: string;
  essentialOnly: string;
  closeLabel: string;
} = {
  title: "Cookies und eingebettete Dienste",
  // Short on purpose: on a 360 px phone the banner must leave the page's main button visible.
  text: "Essenzielle Cookies halten die Seite am Laufen; Analyse-Cookies setzen wir nicht ein. Video, Avatar und Sprachassistent laden erst mit Ihrer Zustimmung.",
  policyLink: { label: "Mehr erfahren", to: "/cookies" },
  acceptAll: "Alle akzeptieren",
  essentialOnly: "Nur essenzielle",
  closeLabel: "Banner schließen (nur essenzielle Cookies)",
};
