import type { LucideIcon } from "lucide-react";
import { EmailText } from "./email-text";

export interface ContactRow {
  icon: LucideIcon;
  label: string;
  value: string;
  /** `tel:` or `mailto:` link; a row without one (an address) is plain text. */
  href?: string;
  /** Classes of the row, e.g. to leave it out where the page already shows it. */
  className?: string;
}

/** Phone, e-mail and address as a description list, each with its icon beside label and value. */
export function ContactRows({
  rows,
  className,
}: {
  rows: readonly ContactRow[];
  className?: string;
}) {
  return (
    <dl className={`space-y-5 ${className ?? ""}`}>
      {rows.map(({ icon: RowIcon, label, value, href, className: rowClass = "" }) => (
        // dl allows only dt/dd inside its groups, so the icon sits in the dt.
        <div key={label} className={`relative min-h-11 pl-15 ${rowClass}`}>
          <dt className="text-sm text-muted">
            <span className="absolute left-0 top-0 inline-flex size-11 items-center justify-center rounded-xl bg-bg text-primary">
              <RowIcon aria-hidden="true" className="size-5" />
            </span>
            {label}
          </dt>
          <dd className="break-words text-lg font-semibold">
            {href ? (
              <a href={href} className="text-primary underline-offset-4 hover:underline">
                <EmailText text={value} />
              </a>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
