/**
 * How a field of the contact form looks, valid or not: the form (React) and
 * the answer page a post without JavaScript gets (filled in by
 * `fillErrorPage` on the server) use these, so both mark a field alike.
 */
export const fieldStyle = {
  control:
    "mt-1.5 block w-full rounded-lg border bg-bg px-3.5 py-2.5 text-base text-fg placeholder:text-muted",
  border: "border-input-border",
  invalidBorder: "border-danger",
  /** The message under an invalid field. */
  error: "mt-1.5 text-sm font-medium text-danger",
};
