import { useId, type ReactNode } from "react";

/** The two-digit index ("01") of a numbered section, shown above its heading. */
export function SectionNumber({ number, className = "" }: { number: number; className?: string }) {
  return (
    <p className={`font-mono text-sm font-semibold text-primary ${className}`}>
      {String(number).padStart(2, "0")}
    </p>
  );
}

/**
 * A page section with its heading. `number` shows a two-digit index
 * ("01") for pages whose sections are numbered.
 */
export function Section({
  title,
  intro,
  number,
  id,
  tone = "plain",
  children,
}: {
  title: string;
  intro?: string;
  number?: number;
  id?: string;
  tone?: "plain" | "muted";
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === "muted" ? "bg-surface" : undefined}
    >
      <div className="mx-auto max-w-6xl px-4 py-section sm:px-6">
        <div className="max-w-3xl">
          {number !== undefined && <SectionNumber number={number} />}
          <h2 id={headingId} className="text-title">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lead text-muted">{intro}</p>}
        </div>
        {children && <div className="mt-stack">{children}</div>}
      </div>
    </section>
  );
}
