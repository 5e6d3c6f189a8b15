/**
 * Turns the shared pieces of a page file (app/content/files/pages/parts.ts)
 * into what the pages show, checking what they refer to: a link's page, a
 * service's file.
 */
import { readdirSync } from "node:fs";
import routes from "#app/routes";
import { contentDir, type Report } from "../files/load";
import type { closingSchema, faqSchema, introSchema, linkSchema } from "../files/pages/parts";
import { actionOf, promisesOf } from "../files/resolve";
import { guaranteeMention } from "../guarantee";
import type { Cta, CtaContent, FaqItem, SampleMarker, SectionIntro } from "../types";
import type { z } from "zod";

/** The slugs of a collection: its file names. */
const slugsOf = (collection: "cases" | "services") =>
  readdirSync(contentDir(collection))
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => name.slice(0, -".yaml".length))
    .sort();

/** The pages of the route table without parameters: "/", "/leistungen", … */
const fixedPaths = () =>
  routes.flatMap(({ path }) =>
    path === undefined ? ["/"] : path.includes(":") || path === "*" ? [] : [`/${path}`],
  );

/**
 * A link whose page must exist: a page of the route table, a service's or a
 * case's page, or an anchor on the same page (the anchor itself is not checked).
 */
export function linkOf(
  { label, to }: z.infer<typeof linkSchema>,
  field: string,
  report: Report,
): Cta {
  const path = to.split("#")[0]!;
  const pages = new Set([
    "",
    ...fixedPaths(),
    ...slugsOf("services").map((slug) => `/leistungen/${slug}`),
    ...slugsOf("cases").map((slug) => `/case/${slug}`),
  ]);
  if (!pages.has(path)) {
    report(
      `${field}.to`,
      `„${to}“ ist keine Seite der Website. Möglich sind ${fixedPaths().join(", ")}, /leistungen/… und /case/… mit einem Dateinamen aus content/services und content/cases, jeweils mit #Anker`,
    );
  }
  return { label, to };
}

/** The link to a service's page; the service must have a file in content/services. */
export function serviceLinkOf(slug: string, label: string, field: string, report: Report): Cta {
  const slugs = slugsOf("services");
  if (!slugs.includes(slug)) {
    report(
      field,
      `„${slug}“ ist keine Leistung. Möglich sind die Dateinamen in content/services: ${slugs.join(", ")}`,
    );
  }
  return { label, to: `/leistungen/${slug}` };
}

/** The call to action at the end of a page; its second button only with label and target. */
export function closingOf(
  closing: z.infer<typeof closingSchema>,
  field: string,
  report: Report,
): CtaContent {
  const { title, text, primary, secondary, promises } = closing;
  const { label, to } = secondary ?? {};
  if (Boolean(label) !== Boolean(to)) {
    report(`${field}.secondary`, "Ein zweiter Knopf braucht Beschriftung (label) und Ziel (to)");
  }
  return {
    title,
    text,
    primary: actionOf(primary),
    ...(label && to ? { secondary: linkOf({ label, to }, `${field}.secondary`, report) } : {}),
    promises: promisesOf(promises),
  };
}

/** A question and its answer; the guarantee's answer is its one sentence with the link. */
export function faqOf({ question, answer, guarantee }: z.infer<typeof faqSchema>): FaqItem {
  return guarantee
    ? { question, answer: guaranteeMention.text, link: guaranteeMention.link }
    : { question, answer: answer! };
}

/** A section's heading, with its intro only when there is one. */
export function introOf({ title, intro }: z.infer<typeof introSchema>): SectionIntro {
  return intro ? { title, intro } : { title };
}

/** Each section's heading of a page, by section. */
export function introsOf<Key extends string>(
  sections: Record<Key, z.infer<typeof introSchema>>,
): Record<Key, SectionIntro> {
  return Object.fromEntries(
    Object.entries<z.infer<typeof introSchema>>(sections).map(([key, intro]) => [
      key,
      introOf(intro),
    ]),
  ) as Record<Key, SectionIntro>;
}

/** `item` without its `sample` flag, which stays only while true (the launch check looks for it). */
export function sampleOf<Item extends { sample?: boolean }>({
  sample,
  ...item
}: Item): Omit<Item, "sample"> & SampleMarker {
  return sample ? { sample: true, ...item } : item;
}
