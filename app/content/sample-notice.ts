/**
 * What marks invented content while the site is in sample mode
 * (app/lib/sample-mode.ts): nobody takes the demo for a real firm. The texts:
 * content/settings/sample-notice.yaml.
 */
import { readSettings } from "./files/settings";

const { notice, labels } = readSettings("sample-notice");

/** The strip above the header of every page: `label` names it, `short` on phones, `long` wider. */
export const sampleNotice = notice;

/** Marks on single pieces of sample content (quote, case, portrait), wherever they appear. */
export const sampleLabels = labels;
