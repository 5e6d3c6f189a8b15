import { ArrowLink } from "#app/components/ui/arrow-link";
import { Bot, Mail, MapPin, Phone } from "lucide-react";
import type { Route } from "./+types/kontakt";
import { AvatarWidget } from "#app/components/embeds/avatar-widget";
import { VoiceAgent } from "#app/components/embeds/voice-agent";
import { ContactFormIsland } from "#app/components/sections/contact-form-island";
import { ConversationCard, ReplyCard } from "#app/components/sections/contact-cards";
import { PageHero } from "#app/components/sections/page-hero";
import { Portrait } from "#app/components/ui/portrait";
import { Card } from "#app/components/ui/card";
import { ContactRows } from "#app/components/ui/contact-rows";
import { EmailText } from "#app/components/ui/email-text";
import { avatarEmbed } from "#app/content/embeds";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";
import { Booking } from "./kontakt/booking";
import { readPage } from "#app/content/files/collections";

const contactPage = readPage("contact");

export const meta = ({ location }: Route.MetaArgs) => pageMeta(contactPage.meta, location.pathname);

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

/** Where he works and how he advises: the contact card's last rows, on phones a card of their own. */
function Whereabouts({ className }: { className?: string }) {
  const { card } = contactPage;
  return (
    <div className={className}>
      <ContactRows rows={[{ icon: MapPin, label: card.locationLabel, value: card.location }]} />
      <p className="mt-6 border-t border-border pt-5 text-muted">{card.modes}</p>
    </div>
  );
}

/**
 * How to reach him, from md on (on phones `ReachHim` shows phone and e-mail above the form and
 * `Whereabouts` has its own card after the reply card).
 */
function ContactCard() {
  const { card } = contactPage;
  return (
    <Card className="max-md:hidden">
      <h2 className="text-xl">{card.title}</h2>
      <ContactRows
        className="mt-6"
        rows={[
          {
            icon: Phone,
            label: card.phoneLabel,
            value: site.phone.display,
            href: `tel:${site.phone.href}`,
          },
          { icon: Mail, label: card.emailLabel, value: site.email, href: `mailto:${site.email}` },
        ]}
      />
      <Whereabouts className="mt-4" />
    </Card>
  );
}

export default function Kontakt() {
  const { hero, assistants, links } = contactPage;
  return (
    <>
      <PageHero
        title={hero.title}
        lead={hero.lead}
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
            above the cookie banner); after it what happens once it is sent, the conversation,
            then the assistants. The hero's lead (what to write) is not shown there: after the
            form it would come too late. From lg the cards stand beside the form and the
            assistants under it, so both columns are filled. */}
        <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr] lg:gap-x-8">
          <div id="anfrage" className="scroll-mt-24">
            <ContactFormIsland
              page="/kontakt"
              askPreferredTime={!site.bookingUrl}
              headingLevel={2}
            />
          </div>
          <div className="grid content-start gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <ContactCard />
            <ReplyCard heading="h2" />
            {/* On phones where he works has a card of its own: inside the reply card it read as
                part of the reply promise (round 21). */}
            <Card className="md:hidden">
              <Whereabouts />
            </Card>
            {site.bookingUrl && <Booking url={site.bookingUrl} />}
            <ConversationCard />
            {/* The ways on to the rest of the site, under the card, not in it: inside "one
                conversation, one goal" they read as ways out of it (round 37). */}
            <p className="flex flex-wrap gap-x-6 px-1">
              {links.map((link) => (
                <ArrowLink key={link.to} to={link.to} label={link.label} className="min-h-11" />
              ))}
            </p>
          </div>
          {/* Last and quiet: the assistants are extras, the shipped avatar a provider's demo,
              not him. The one place on this page to load them: the footer leaves its voice line
              out here. A div, not a section: a section is drawn lazily (content-visibility,
              app/app.css), which would pin the avatar's fixed frame to it instead of the window. */}
          {assistants && (
            <div className="mt-8 border-t border-border pt-8 lg:col-start-1 lg:mt-6">
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
      </div>
    </>
  );
}
