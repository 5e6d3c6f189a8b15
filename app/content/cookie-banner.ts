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
  text: "Wir verwenden essenzielle Cookies, damit die Website funktioniert. Mit Ihrer Zustimmung laden wir außerdem optionale Dienste von Drittanbietern: Video, Video-Avatar und Sprachassistent. Analyse-Cookies zum Verständnis der Nutzung setzen wir derzeit nicht ein.",
  policyLink: { label: "Mehr in der Cookie-Richtlinie", to: "/cookies" },
  acceptAll: "Alle akzeptieren",
  essentialOnly: "Nur essenzielle",
  closeLabel: "Banner schließen (nur essenzielle Cookies)",
};
