import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { FaqItem } from "#app/content/types";

/**
 * An accordion built on native `<details name>`: the browser keeps one item
 * open at a time, lets the open one close, and makes it keyboard-operable
 * without any JavaScript.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  const group = useId();
  return (
    <div className="divide-y divide-border rounded-2xl border border-border bg-bg">
      {items.map((item) => (
        <details key={item.question} name={group} className="group px-5">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="pb-5 text-muted">
            {item.answer}
            {item.link && (
              <>
                {" "}
                <Link to={item.link.to} className="text-primary underline underline-offset-2">
                  {item.link.label}
                </Link>
              </>
            )}
          </p>
        </details>
      ))}
    </div>
  );
}
