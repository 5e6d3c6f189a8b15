import type { ReactNode } from "react";
import type { RichBlock, RichInline, RichText as Paragraphs } from "#app/content/types";
import { SampleMarked } from "./sample-marked";

/** Links in running text: underlined, so they stand out by more than their colour. */
const linkClass = "text-primary underline underline-offset-2";

function inline(node: RichInline, key: number): ReactNode {
  if (typeof node === "string") return <SampleMarked key={key} text={node} />;
  if (node.tag === "br") return <br key={key} />;
  const children = node.children.map(inline);
  if (node.tag === "a") {
    return (
      <a key={key} href={node.href} className={linkClass}>
        {children}
      </a>
    );
  }
  const Mark = node.tag;
  return <Mark key={key}>{children}</Mark>;
}

/**
 * Running text from a content file (app/content/files/rich-text.ts): one
 * `<p>` per paragraph, each with `className`. Plain elements only: the text
 * was parsed when the page was prerendered, no script is needed.
 */
export function RichText({ text, className }: { text: Paragraphs; className?: string }) {
  return text.map((paragraph, index) => (
    <p key={index} className={className}>
      {paragraph.map(inline)}
    </p>
  ));
}

/** Running text with bulleted lists (the legal texts): `<p>` and `<ul>` with their classes. */
export function RichBlocks({
  blocks,
  paragraphClass,
  listClass,
}: {
  blocks: readonly RichBlock[];
  paragraphClass?: string;
  listClass?: string;
}) {
  return blocks.map((block, index) =>
    "paragraph" in block ? (
      <p key={index} className={paragraphClass}>
        {block.paragraph.map(inline)}
      </p>
    ) : (
      <ul key={index} className={listClass}>
        {block.list.map((item, itemIndex) => (
          <li key={itemIndex}>{item.map(inline)}</li>
        ))}
      </ul>
    ),
  );
}
