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
  // Short on purpose (a 360 px phone must keep the page's main button visible), yet the first
  // layer names every provider and the US transfer, so the consent is informed (TDDDG § 25, DSGVO Art. 49).
  text: "Essenzielle Cookies halten die Seite am Laufen; Analyse-Cookies setzen wir nicht ein. Mit „Alle akzeptieren“ laden KI-Sprachassistent (ElevenLabs), KI-Avatar (HeyGen) und Video (YouTube/Google); dabei können Daten in die USA gelangen.",
  policyLink: { label: "Mehr erfahren", to: "/cookies" },
  acceptAll: "Alle akzeptieren",
  essentialOnly: "Nur essenzielle",
  closeLabel: "Banner schließen (nur essenzielle Cookies)",
};
