import { Bot, Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { Route } from "./+types/kontakt";
import { AvatarWidget } from "#app/components/embeds/avatar-widget";
import { PageHero } from "#app/components/sections/page-hero";
import { ButtonLink } from "#app/components/ui/button-link";
import { Card } from "#app/components/ui/card";
import {
  assistantNote,
  assistantTitle,
  contactCard,
  contactHero,
  contactLinks,
  contactMeta,
  responsePromise,
} from "#app/content/contact";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";

const content = {
  hero: contactHero,
  card: contactCard,
  phone: { label: site.phone.display, href: `tel:${site.phone.href}` },
  email: { label: site.email, href: `mailto:${site.email}` },
  promise: responsePromise,
  assistant: { title: assistantTitle, text: assistantNote },
  links: contactLinks,
};

export const meta = ({ location }: Route.MetaArgs) => pageMeta(contactMeta, location.pathname);

/** One line of the contact card; the icon sits beside label and value (dl allows only dt/dd inside). */
function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm text-muted">
        <span className="absolute left-0 top-0 inline-flex size-11 items-center justify-center rounded-xl bg-bg text-primary">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="break-words text-lg font-semibold">{children}</dd>
    </div>
  );
}

const linkClass = "text-primary underline-offset-4 hover:underline";

export default function Kontakt() {
  const {
    hero: contactHero,
    card: contactCard,
    phone,
    email,
    promise: responsePromise,
    assistant,
    links: contactLinks,
  } = content;
  return (
    <>
      <PageHero title={contactHero.title} lead={contactHero.lead} />

      <section
        aria-labelledby="contact-card-title"
        className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20"
      >
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Card className="sm:p-8">
            <h2 id="contact-card-title" className="text-2xl font-bold">
              {contactCard.title}
            </h2>
            <dl className="mt-6 space-y-5">
              <Row
                icon={<Phone aria-hidden="true" className="size-5" />}
                label={contactCard.phoneLabel}
              >
                <a href={phone.href} className={linkClass}>
                  {phone.label}
                </a>
              </Row>
              <Row
                icon={<Mail aria-hidden="true" className="size-5" />}
                label={contactCard.emailLabel}
              >
                <a href={email.href} className={linkClass}>
                  {email.label}
                </a>
              </Row>
              <Row
                icon={<MapPin aria-hidden="true" className="size-5" />}
                label={contactCard.locationLabel}
              >
                {contactCard.location}
              </Row>
            </dl>
            <p className="mt-6 border-t border-border pt-5 text-muted">{contactCard.modes}</p>
          </Card>

          <div className="grid content-start gap-6">
            <Card className="border-primary/40">
              <Clock aria-hidden="true" className="size-6 text-primary" />
              <h2 className="mt-3 text-xl font-semibold">{responsePromise.title}</h2>
              <p className="mt-2 text-muted">{responsePromise.text}</p>
            </Card>
            <Card>
              <Bot aria-hidden="true" className="size-6 text-primary" />
              <h2 className="mt-3 text-xl font-semibold">{assistant.title}</h2>
              <p className="mt-2 text-muted">{assistant.text}</p>
            </Card>
          </div>
        </div>

        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to={contactLinks.services.to}>{contactLinks.services.label}</ButtonLink>
          <ButtonLink to={contactLinks.home.to} variant="secondary">
            {contactLinks.home.label}
          </ButtonLink>
        </div>
      </section>

      <AvatarWidget />
    </>
  );
}
