/**
 * The 30-day guarantee, defined once in content/settings/guarantee.yaml: what
 * is measured, by when, what the client gets and what is excluded.
 * /zukunftssicher shows the definition (anchor `garantie`); every other
 * mention is a short sentence that links there.
 */
import { readSettings } from "./files/settings";
import { site } from "./site";
import type { Cta } from "./types";

const { mention, ...definition } = readSettings("guarantee");

export const guarantee = { id: "garantie", ...definition };

/** Whether the site states the guarantee: only with the page that defines it (site.pages). */
export const guaranteeShown = site.pages.zukunftssicher;

/** The one sentence other places say, with the link to the definition. */
export const guaranteeMention: { text: string; link: Cta } = {
  text: mention.text,
  link: { label: mention.linkLabel, to: `/zukunftssicher#${guarantee.id}` },
};
