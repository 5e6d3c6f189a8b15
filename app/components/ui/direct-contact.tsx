import { site } from "#app/content/site";
import { EmailText } from "./email-text";

const linkClass = "font-semibold text-primary underline underline-offset-2";

/** Phone and e-mail as links: the way to reach the owner when a form cannot. */
export function DirectContact() {
  return (
    <>
      <a href={`tel:${site.phone.href}`} className={linkClass}>
        {site.phone.display}
      </a>{" "}
      ·{" "}
      <a href={`mailto:${site.email}`} className={linkClass}>
        <EmailText text={site.email} />
      </a>
    </>
  );
}
