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
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="max-w-3xl">
          {number !== undefined && <SectionNumber number={number} />}
          <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-muted">{intro}</p>}
        </div>
        {children && <div className="mt-10">{children}</div>}
      </div>
    </section>
  );
}
