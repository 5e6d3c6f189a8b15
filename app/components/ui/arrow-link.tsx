import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SampleMarked } from "./sample-marked";

/**
 * A "more" link with an arrow: a card's, or a band's second way on. On cards `context`
 * completes the label for screen readers ("Details zum Case …"), since several cards share it.
 */
export function ArrowLink({
  to,
  label,
  context,
  className = "",
}: {
  to: string;
  label: string;
  context?: string;
  className?: string;
}) {
  // The arrow bound to the last word: a label that wraps keeps it on its last line, not beside
  // both (round 32: "Klarheitsgespräch / anfragen" with the arrow alone at the right).
  const cut = label.lastIndexOf(" ") + 1;
  return (
    <Link
      to={to}
      className={`group inline-flex items-center font-semibold text-primary underline-offset-4 hover:underline ${className}`}
    >
      <span>
        {label.slice(0, cut)}
        <span className="whitespace-nowrap">
          {label.slice(cut)}
          {context && (
            <span className="sr-only">
              {" "}
              <SampleMarked text={context} />
            </span>
          )}
          <ArrowRight
            aria-hidden="true"
            className="ml-1.5 inline size-4 align-[-0.125em] transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
          />
        </span>
      </span>
    </Link>
  );
}
