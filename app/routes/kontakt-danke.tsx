import { CheckCircle2 } from "lucide-react";
import type { Route } from "./+types/kontakt-danke";
import { WaysOn } from "#app/components/sections/ways-on";
import { ButtonLink } from "#app/components/ui/button-link";
import { Portrait } from "#app/components/ui/portrait";
import { enquiryThanks } from "#app/content/contact";
import { pageMeta } from "#app/lib/meta";

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(enquiryThanks.meta, location.pathname, { noindex: true });

/** Where the enquiry server sends a form posted without JavaScript once it is stored. */
export default function KontaktDanke() {
  const { next } = enquiryThanks;
  return (
    // On the site's left edge, as every page's title, not in a centred column of its own; beside
    // it from md the person who will answer.
    <section className="mx-auto grid max-w-6xl gap-12 px-4 pb-16 pt-6 sm:px-6 sm:py-24 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-center">
      <div className="max-w-3xl">
        <CheckCircle2 aria-hidden="true" className="size-8 text-primary sm:size-10" />
        <h1 className="mt-4 text-display">{enquiryThanks.title}</h1>
        <p className="mt-3 text-muted sm:mt-4 sm:text-lg">{enquiryThanks.text}</p>
        <ButtonLink to={enquiryThanks.back.to} data-main-cta="" className="mt-6 sm:mt-8">
          {enquiryThanks.back.label}
        </ButtonLink>
        {/* More than the way home (round 36): the site's pages, for the time until he answers. */}
        <WaysOn label={next.label} links={next.links} />
      </div>
      <Portrait alt="" className="md:ml-auto" />
    </section>
  );
}
