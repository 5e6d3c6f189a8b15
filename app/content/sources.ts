/**
 * Evidence for the site's claims (UWG § 5: what is claimed must be provable).
 * Every figure or result statement carries one: a published study, the
 * owner's own evaluation with its year, or the offer itself (a duration, a
 * scope, a rule of the method). A claim without one is listed by the launch
 * check and, while it is a sample, shown as "Beispielwert".
 */

/** A published study or article. */
export interface Citation {
  /** Authors in citation form, e.g. "Miller, G. A.". */
  authors: string;
  year: number;
  title: string;
  /** Journal with volume and issue, e.g. "Psychological Review, 63(2)". */
  publication: string;
  /** Where to read it (the DOI link). */
  url: string;
}

export type Source =
  | ({ kind: "citation" } & Citation)
  /** The owner's own records, e.g. "Auswertung der Sales Audits 2021–2025". */
  | { kind: "own"; basis: string; year: number }
  /** A term of the offer or a rule of the method: provable by the offer itself. */
  | { kind: "fact" };

/** A claim: a figure or a result with what it means. */
export interface Claim {
  source?: Source;
  /** Set while the figure is invented (launch check lists it; the page says "Beispielwert"). */
  sample?: true;
}

export const fact: Source = { kind: "fact" };

export const citations = {
  miller1956: {
    authors: "Miller, G. A.",
    year: 1956,
    title:
      "The magical number seven, plus or minus two: Some limits on our capacity for processing information",
    publication: "Psychological Review, 63(2)",
    url: "https://doi.org/10.1037/h0043158",
  },
  cowan2001: {
    authors: "Cowan, N.",
    year: 2001,
    title:
      "The magical number 4 in short-term memory: A reconsideration of mental storage capacity",
    publication: "Behavioral and Brain Sciences, 24(1)",
    url: "https://doi.org/10.1017/S0140525X01003922",
  },
  iyengarLepper2000: {
    authors: "Iyengar, S. S. & Lepper, M. R.",
    year: 2000,
    title: "When choice is demotivating: Can one desire too much of a good thing?",
    publication: "Journal of Personality and Social Psychology, 79(6)",
    url: "https://doi.org/10.1037/0022-3514.79.6.995",
  },
  larkinSimon1987: {
    authors: "Larkin, J. H. & Simon, H. A.",
    year: 1987,
    title: "Why a diagram is (sometimes) worth ten thousand words",
    publication: "Cognitive Science, 11(1)",
    url: "https://doi.org/10.1111/j.1551-6708.1987.tb00863.x",
  },
} as const satisfies Record<string, Citation>;

/** A citation as the source of a claim. */
export const cited = (citation: Citation): Source => ({ kind: "citation", ...citation });

/** The words under a figure. */
export const claimLabels = {
  source: "Quelle",
  /** A figure that stands in for the owner's own until they have checked it. */
  sample: "Beispielwert",
} as const;
