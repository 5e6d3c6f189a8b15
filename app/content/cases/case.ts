import type { Photo } from "../types";
import type { SectorKey } from "../sectors";
import type { Claim } from "../sources";
import type { CountedMark, SketchKind } from "./sketch";
import type { RichText, SampleMarker } from "../types";

/** One figure in a case's results, e.g. "Geführte Interviews" / "24", with its evidence. */
interface CaseMetric extends Claim {
  label: string;
  value: string;
}

/** A client quote. No case carries one yet. */
interface CaseTestimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

/**
 * A case study shown on /cases and /case/{slug}, read from content/cases/{slug}.yaml.
 * The anonymised (NDA) cases are samples until the owner replaces them with
 * real, anonymised mandates.
 */
export interface Case extends SampleMarker {
  slug: string;
  title: string;
  subtitle: string;
  /** The case's photo; without one the page shows the sector's generated motif. */
  heroImage?: Photo;
  /** More photos of the work, e.g. from workshops; may be empty. */
  gallery: readonly Photo[];
  /** The client's key in content/settings/clients.yaml, where the case names one. */
  client?: string;
  /** The client's logo; `npm run launch-check` lists it until `logoPermission` is set. */
  clientLogo?: Photo & { logoPermission?: boolean };
  sector: SectorKey;
  /** The sector's name, e.g. "Logistik & Schifffahrt". */
  industry: string;
  /** Slugs of the services involved (none for a station). */
  services: readonly string[];
  /** What the page lists as "Services": the services' names, for a station its activities. */
  serviceNames: readonly string[];
  /** Shown as "Typ", e.g. "Mandat · 6 Monate", "Interim-Management", "Projekt · 2023". */
  timeline: string;
  /** Starting point, 2–4 sentences. */
  context: RichText;
  /** What was done, 2–4 sentences. */
  approach: RichText;
  /** 3–5 qualitative outcomes; cards show the first three. */
  outcomes: readonly string[];
  /**
   * Measured results or facts of the work, each with its source; may be empty
   * (the page then hides the list). Never invented results of a named company.
   */
  metrics: readonly CaseMetric[];
  /** 3–5 short tags; cards show the first three. */
  badges: readonly string[];
  /**
   * What the page's sketch draws where the case has no photo: the kind of artefact the work
   * produced (./sketch.ts), named by the file or following from its first service.
   */
  sketch: SketchKind;
  /** What the work kept, in the case's words, labelling its sketch's mark (./sketch.ts); may be empty. */
  sketchLabels: readonly string[];
  /** How many of a mark the sketch draws, where a metric counts it (./sketch.ts `countedMarks`). */
  sketchCounts: Partial<Record<CountedMark, number>>;
  /** True shows "NDA", false "Public". */
  confidential: boolean;
  testimonial?: CaseTestimonial;
  /**
   * Set once the named client has agreed in writing to appear on this site;
   * `npm run launch-check` lists every public case of a named client without it.
   */
  approvedByClient?: boolean;
  /** The firm's own product: no client to ask. */
  ownProduct?: boolean;
  /**
   * Work the founder did before the firm existed, employed or in an interim
   * role. The page shows it as such ("Station als … bei …", in `timeline`),
   * with the activities of the time as services, never the firm's later ones.
   */
  station?: { role: string; employer: string; period: string };
}
