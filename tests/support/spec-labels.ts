/**
 * The service pages' button labels the spec names (spec: Service detail pages), by the
 * service file that carries them: one table for the unit check of the content
 * (app/spec-conformance.test.ts) and the browser check of the pages (tests/e2e/services.spec.ts).
 * An audit or a setup is asked for, not booked in a calendar: "anfragen" (issue 20).
 */
export const specHeroLabels: Readonly<
  Record<string, readonly [primary: string, secondary: string]>
> = {
  "sales-enablement": ["Sales Audit anfragen", "Revenue Cases"],
  "analytics-okrs": ["Analytics Setup anfragen", "Data Cases"],
  "digital-transformation": ["Digital Assessment", "Transformation Cases"],
  "future-ready": ["Transformation Assessment", "Transformation Cases"],
  "performance-monitoring": ["Monitoring Setup", "Monitoring Cases"],
  "knowledge-transfer": ["Enablement Programm", "Transfer Cases"],
  "continuous-improvement": ["Improvement Setup", "CI Cases"],
  "maintenance-support": ["Support Setup", "Support Cases"],
};

/** The go-to-market page's closing buttons (primary to /kontakt, secondary to /cases). */
export const specGtmClosingLabels = ["GTM-Readiness Check", "Growth Erfolge"] as const;
