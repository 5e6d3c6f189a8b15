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
    .map((name) => name.slice(0, -".yaml".length));

/** Every page a link may lead to: the route table's, each service's and each case's. */
function pagePaths(): Set<string> {
  const fixed = routes.flatMap(({ path }) =>
    path === undefined ? ["/"] : path.includes(":") || path === "*" ? [] : [`/${path}`],
  );
  return new Set([
    ...fixed,
    ...slugsOf("services").map((slug) => `/leistungen/${slug}`),
    ...slugsOf("cases").map((slug) => `/case/${slug}`),
  ]);
}

/** A link whose page must exist (an anchor after # is not checked). */
export function linkOf(
  { label, to }: z.infer<typeof linkSchema>,
  field: string,
  report: Report,
): Cta {
  const path = to.split("#")[0]!;
  if (!pagePaths().has(path)) {
    report(
      `${field}.to`,
      `„${to}“ ist keine Seite der Website. Möglich sind: ${[...pagePaths()].join(", ")}`,
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

/** The call to action at the end of a page. */
export function closingOf(
  closing: z.infer<typeof closingSchema>,
  field: string,
  report: Report,
): CtaContent {
  const { title, text, primary, secondary, promises } = closing;
  return {
    title,
    text,
    primary: actionOf(primary),
    ...(secondary ? { secondary: linkOf(secondary, `${field}.secondary`, report) } : {}),
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
