/**
 * The words the specification fixes (../shared/spec.md), in one place: the
 * only copy that stays in code, as the owner may not change it.
 * app/spec-conformance.test.ts checks each against the spec; every other text
 * is in content/ and editable in the editor.
 */
export const specStrings = {
  /** Header links (spec: Shared behaviour), "Über {name}" with the founder's first name. */
  nav: {
    start: "Start",
    founderPrefix: "Über",
    services: "Leistungen",
    programme: "Zukunftssicher",
    cases: "Cases",
    contact: "Kontakt",
  },
  /** Footer links and the copyright line's end (spec: Shared behaviour). */
  footer: {
    imprint: "Impressum",
    privacy: "Datenschutz",
    cookies: "Cookies",
    rights: "Alle Rechte vorbehalten.",
  },
  /** The cookie banner's two buttons. */
  cookieBanner: { acceptAll: "Alle akzeptieren", essentialOnly: "Nur essenzielle" },
  /** The not-found page (spec: Not-found, rendered with lang="en"). */
  notFound: { code: "404", heading: "Oops! Page not found" },
  /** A case card's link and a case page's facts and sections (spec: Case list, Case detail). */
  cases: {
    details: "Details",
    industry: "Branche",
    type: "Typ",
    services: "Services",
    status: "Status",
    nda: "NDA",
    public: "Public",
    context: "Kontext & Ausgangslage",
    approach: "Unser Vorgehen",
    results: "Ergebnisse & Outcomes",
    nextCase: "Nächster Case",
  },
} as const;
