/** `text` as a literal inside a regular expression: a name with a dot or brackets matches itself. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
