/**
 * Text that may hold an e-mail address: a narrow column may break it after
 * the "@", never inside the name or the domain.
 */
export function EmailText({ text }: { text: string }) {
  const at = text.indexOf("@");
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  );
}
