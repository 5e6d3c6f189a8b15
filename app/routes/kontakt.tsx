import { Bot, Clock, Mail, MapPin, Phone } from "lucide-react";
import type { Route } from "./+types/kontakt";
import { AvatarWidget } from "#app/components/embeds/avatar-widget";
import { VoiceAgent } from "#app/components/embeds/voice-agent";
import { ContactFormIsland } from "#app/components/sections/contact-form-island";
import { PageHero } from "#app/components/sections/page-hero";
import { ArrowLink } from "#app/components/ui/arrow-link";
import { Portrait } from "#app/components/ui/portrait";
import { Card } from "#app/components/ui/card";
import { ContactRows } from "#app/components/ui/contact-rows";
import { EmailText } from "#app/components/ui/email-text";
import { avatarEmbed } from "#app/content/embeds";
import { offerLength, offerList, offers } from "#app/content/offers";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";
import { Booking } from "./kontakt/booking";
import { readPage } from "#app/content/files/collections";

const contactPage = readPage("contact");

export const meta = ({ location }: Route.MetaArgs) => pageMeta(contactPage.meta, location.pathname);

/** The one free conversation every button on the site leads to, with its name and length. */
function Conversation() {
  const [key, offer] = Object.entries(offers)[0]!;
  return (
    <section aria-labelledby="gespraech" className="mt-14 max-w-3xl">
      <h2 id="gespraech" className="text-title font-display">
        {offerList.title}
      </h2>
      <p className="mt-4 font-semibold">
        {offer.name} <span className="whitespace-nowrap text-muted">· {offerLength(key)}</span>
      </p>
      <p className="mt-2 text-muted">{offer.purpose}</p>
      <p className="mt-3 text-muted">{offerList.intro}</p>
    </section>
  );
}

/**
 * On phones, where the form comes first, how to call or mail him beside his picture: in the
 * first screen without pushing the form's first field down. The contact card after the form
 * leaves these two rows out on phones, so they are written once.
 */
function ReachHim() {
  const link =
    "flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline";
  return (
    <span className="flex flex-col md:hidden">
      <a href={`tel:${site.phone.href}`} className={link}>
        <Phone aria-hidden="true" className="size-4 shrink-0" />
        {site.phone.display}
      </a>
      <a href={`mailto:${site.email}`} className={`${link} min-w-0 break-words`}>
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0">
          <EmailText text={site.email} />
        </span>
      </a>
    </span>
  );
}

function ContactCard() {
  const { card: contactCard } = contactPage;
  // Below md, `ReachHim` shows phone and e-mail at the top.
  const shownAbove = "max-md:hidden";
  return (
    <Card>
      <h2 className="text-xl">{contactCard.title}</h2>
      <ContactRows
        className="mt-6"
        rows={[
          {
            icon: Phone,
            label: contactCard.phoneLabel,
            value: site.phone.display,
            href: `tel:${site.phone.href}`,
            className: shownAbove,
          },
          {
            icon: Mail,
            label: contactCard.emailLabel,
            value: site.email,
            href: `mailto:${site.email}`,
            className: shownAbove,
          },
          { icon: MapPin, label: contactCard.locationLabel, value: contactCard.location },
        ]}
      />
      <p className="mt-6 border-t border-border pt-5 text-muted">{contactCard.modes}</p>
    </Card>
  );
}

export default function Kontakt() {
  const { hero, response, assistants, links } = contactPage;
  return (
    <>
      <PageHero
        title={hero.title}
        lead={hero.lead}
        primary={hero.form}
        // The person who answers, so the visitor knows whom they write to.
        aside={
          <Portrait alt="" size="contact" className="md:justify-self-end">
            <ReachHim />
          </Portrait>
        }
        leadOnPhones={false}
        formFollows
      />

      <div className="mx-auto max-w-6xl px-4 pb-14 pt-6 sm:px-6 sm:pb-20 sm:pt-8">
        {/* On phones the form follows the title at once (its first field in the first screen,
            above the cookie banner); after it, first what happens once it is sent. The hero's
            lead (what to write) is not shown there: after the form it would come too late. */}
        <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          <div id="anfrage" className="scroll-mt-24">
            <ContactFormIsland
              page="/kontakt"
              askPreferredTime={!site.bookingUrl}
              headingLevel={2}
            />
          </div>
          <div className="grid content-start gap-6 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
            <ContactCard />
            <Card className="border-primary/40 max-md:order-first">
              <Clock aria-hidden="true" className="size-6 text-primary" />
              <h2 className="mt-3 text-xl font-semibold">{response.title}</h2>
              <p className="mt-2 text-muted">{response.text}</p>
            </Card>
            {site.bookingUrl && <Booking url={site.bookingUrl} />}
          </div>
        </div>
        <Conversation />
        {/* The ways back are quiet links: the page has one thing to do. */}
        <div className="mt-8 flex flex-wrap gap-x-8">
          {links.map((link) => (
            <ArrowLink key={link.to} to={link.to} label={link.label} className="min-h-11" />
          ))}
        </div>
        {/* Last and quiet: the assistants are extras, the shipped avatar a provider's demo, not
            him. The one place on this page to load them: the footer leaves its voice line out here. */}
        {assistants && (
          // A div, not a section: a section is drawn lazily (content-visibility, app/app.css),
          // which would pin the avatar's fixed frame to it instead of the window.
          <div className="mt-14 max-w-3xl border-t border-border pt-8">
            <h2 id="ki-assistenten" className="flex items-center gap-2 text-xl font-semibold">
              <Bot aria-hidden="true" className="size-5 text-primary" />
              {assistants.title}
            </h2>
            <p className="mt-2 text-muted">{assistants.text}</p>
            <div className="mt-4 grid gap-3">
              <VoiceAgent />
              {avatarEmbed && <AvatarWidget texts={avatarEmbed} />}
            </div>
          </div>
        )}
      </div>
    </>
  );
}
