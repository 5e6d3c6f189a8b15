import type { ComponentProps } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost";
export type ButtonSize = "md" | "sm";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold text-balance no-underline transition-colors";

const sizes: Record<ButtonSize, string> = {
  // One line from 360 px on (issue 31): the spec's longest label ("25-Minuten-Klarheitsgespräch
  // anfragen") fits a 360 px phone at 15 px; from sm the full size.
  md: "min-h-11 px-4 py-2.5 text-[0.9375rem] min-[360px]:whitespace-nowrap sm:px-5 sm:text-base",
  sm: "min-h-11 px-3 py-2 text-sm",
};

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-on-primary hover:bg-primary-hover",
  secondary: "border border-border bg-transparent text-fg hover:bg-surface-strong",
  ghost: "text-primary underline-offset-4 hover:underline",
};

/** Classes of a button (or a link that looks like one). */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `${base} ${sizes[size]} ${variants[variant]}`;
}

/** A link styled as a button; other attributes (e.g. `data-*`) go to the `<a>`. */
export function ButtonLink({
  to,
  variant = "primary",
  className = "",
  children,
  ...rest
}: Omit<ComponentProps<"a">, "href"> & { to: string; variant?: ButtonVariant }) {
  return (
    <a href={to} {...rest} className={`${buttonClass(variant)} ${className}`}>
      {children}
    </a>
  );
}
