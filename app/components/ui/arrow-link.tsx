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
  return (
    <Link
      to={to}
      className={`group inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline ${className}`}
    >
      {label}
      {context && (
        <span className="sr-only">
          {" "}
          <SampleMarked text={context} />
        </span>
      )}
      <ArrowRight
        aria-hidden="true"
        className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
      />
    </Link>
  );
}
