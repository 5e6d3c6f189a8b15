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

export const meta = ({ location }: Route.MetaArgs) => pageMeta(contactMeta, location.pathname);

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-bg text-primary">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-sm text-muted">{label}</dt>
        <dd className="break-words text-lg font-semibold">{children}</dd>
      </div>
    </div>
  );
}

const linkClass = "text-primary underline-offset-4 hover:underline";

export default function Kontakt() {
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
                <a href={`tel:${site.phone.href}`} className={linkClass}>
                  {site.phone.display}
                </a>
              </Row>
              <Row
                icon={<Mail aria-hidden="true" className="size-5" />}
                label={contactCard.emailLabel}
              >
                <a href={`mailto:${site.email}`} className={linkClass}>
                  {site.email}
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
              <h2 className="mt-3 text-xl font-semibold">{assistantTitle}</h2>
              <p className="mt-2 text-muted">{assistantNote}</p>
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
