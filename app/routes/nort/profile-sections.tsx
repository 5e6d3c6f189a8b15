/** Everything below the hero of the profile page (/nort). */
import { Mail, MapPin, Phone } from "lucide-react";
import { ContactFormIsland } from "#app/components/sections/contact-form-island";
import { DisclosureList } from "#app/components/sections/disclosure-list";
import { Grid } from "#app/components/sections/grid";
import { Section } from "#app/components/sections/section";
import { Badge } from "#app/components/ui/badge";
import { Card } from "#app/components/ui/card";
import { ContactRows } from "#app/components/ui/contact-rows";
import { Icon } from "#app/components/ui/icon";
import type { IconName } from "#app/content/types";
import { founderPath, founderPathAnchor, site } from "#app/content/site";
import { ArrowLink } from "#app/components/ui/arrow-link";
import { Disclosure, Folded } from "#app/components/ui/disclosure";
import { groupCompetencies } from "./profile-data";
import { CheckList } from "#app/components/ui/check-list";
import { clientMention, clients } from "#app/content/clients";
import { readPage } from "#app/content/files/collections";

const profile = readPage("profile");
/** The firms of the founder's career before the founding, as the texts name them. */
const careerNames = new Set(
  Object.values(clients)
    .filter((client) => client.relation === "station")
    .map(clientMention),
);
const founder = readPage("founder");

const content = {
  ...profile,
  competencyGroups: groupCompetencies(profile.competencies, profile.competencyGroups),
  /**
   * The career is told once, on the founder page; the profile names its stations' firms, oldest
   * first, and links there. A firm of the career before the founding carries the mark and its
   * period ("SCISYS · vor der Gründung, 2008–2012"); the mandates carry their years already.
   */
  stations: [
    ...new Set(
      founder.path.items.flatMap((step) =>
        step.companies.map((company) =>
          careerNames.has(company) && profile.labels.career
            ? `${company} · ${profile.labels.career}, ${step.period}`
            : company,
        ),
      ),
    ),
  ],
  contactLinks: { phone: `tel:${site.phone.href}`, email: `mailto:${site.email}` },
};

type Content = typeof content;

function BadgeList({
  items,
  variant = "secondary",
}: {
  items: readonly string[];
  variant?: "primary" | "secondary" | "outline";
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge variant={variant}>{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** An icon on a tile of the opposite colour to its ground. */
function IconTile({ icon, tone }: { icon: IconName; tone: "bg-bg" | "bg-surface" }) {
  return (
    <span
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${tone} text-primary`}
    >
      <Icon name={icon} />
    </span>
  );
}

/** A card's heading with its icon beside it, not above it: a line less per card. */
function IconHeading({
  icon,
  tone,
  children,
}: {
  icon: IconName;
  /** The icon tile's colour: the opposite of the card's. */
  tone: "bg-bg" | "bg-surface";
  children: string;
}) {
  return (
    <h3 className="flex items-center gap-3 text-lg font-semibold">
      <IconTile icon={icon} tone={tone} />
      {children}
    </h3>
  );
}

function Label({ children }: { children: string }) {
  return <p className="text-sm font-semibold uppercase tracking-wide text-muted">{children}</p>;
}

function ContactDetails({
  contact,
  links,
  labels,
}: {
  contact: Content["contactDetails"];
  links: Content["contactLinks"];
  labels: Content["labels"];
}) {
  const rows = [
    { icon: Phone, label: labels.phone, value: contact.phone, href: links.phone },
    { icon: Mail, label: labels.email, value: contact.email, href: links.email },
    { icon: MapPin, label: labels.address, value: contact.address },
  ];
  return (
    <Card>
      <ContactRows rows={rows} />
    </Card>
  );
}

export function ProfileSections() {
  const {
    contactDetails,
    sections: profileSections,
    labels: profileLabels,
    currentPosition,
    highlights,
    services: profileServices,
    mandates,
    packaging,
    competencyGroups,
    values,
    stations,
    industryFocus,
    approachSteps,
    achievements,
    education,
    certifications,
    languages,
  } = content;
  return (
    <>
      <Section title={profileSections.currentPosition}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12">
          <Card className="border-primary/40">
            <div className="flex flex-wrap items-center gap-3">
              <Badge variant="primary">{profileLabels.currentBadge}</Badge>
              <span className="text-sm font-medium text-muted">{currentPosition.period}</span>
            </div>
            <h3 className="mt-3 text-xl font-semibold">{currentPosition.title}</h3>
            <p className="mt-2 text-muted">{currentPosition.description}</p>
            <Disclosure
              openWide
              summary={profileLabels.keyTasks}
              className="mt-4 border-t border-border pt-2"
            >
              <CheckList items={currentPosition.keyTasks} />
            </Disclosure>
          </Card>
          {/* The three highlights beside the position: their names at a glance, their text one tap away. */}
          <DisclosureList
            items={highlights.map((item) => ({
              title: item.title,
              icon: <IconTile icon={item.icon} tone="bg-surface" />,
              body: item.description,
            }))}
          />
        </div>
      </Section>

      <Section title={profileSections.services} tone="muted">
        <DisclosureList
          columns={3}
          items={profileServices.map((service) => ({
            title: service.title,
            body: <CheckList items={service.bullets} />,
          }))}
        />
      </Section>

      <Section title={profileSections.mandates}>
        <Folded
          items={mandates}
          visible={2}
          more={profileLabels.moreMandates}
          render={(shown) => (
            <Grid columns={2}>
              {shown.map((mandate) => (
                <Card as="li" key={mandate.company} className="flex flex-col">
                  <p className="font-semibold text-primary">{mandate.company}</p>
                  <h3 className="mt-1 text-xl font-semibold">{mandate.title}</h3>
                  <p className="mt-2 text-sm text-muted">
                    {[mandate.period, mandate.location, mandate.type].join(" · ")}
                  </p>
                  {/* At the card's foot, so the two cards' disclosures line up. */}
                  <div className="mt-auto pt-4 lg:mt-0">
                    <Disclosure
                      openWide
                      summary={profileLabels.mandateDetails}
                      className="border-t border-border pt-2"
                    >
                      <p className="text-muted">{mandate.description}</p>
                      <div className="mt-5">
                        <Label>{profileLabels.keyFocus}</Label>
                        <CheckList items={mandate.keyFocus} className="mt-3" />
                      </div>
                      <div className="mt-5">
                        <Label>{profileLabels.industries}</Label>
                        <div className="mt-3">
                          <BadgeList items={mandate.industries} variant="outline" />
                        </div>
                      </div>
                    </Disclosure>
                  </div>
                </Card>
              ))}
            </Grid>
          )}
        />
      </Section>

      {/* The Paglierani mandate's field: why it is here and what it covers, one tap away. */}
      <Section title={profileSections.packaging} tone="muted">
        <Disclosure
          openWide
          summary={profileLabels.packagingDetails}
          className="border-y border-border py-1"
        >
          <p className="mb-6 max-w-3xl text-muted">{packaging.intro}</p>
          <Grid columns={4}>
            {packaging.categories.map((category) => (
              <Card as="li" key={category.name} onMuted>
                <IconHeading icon={category.icon} tone="bg-surface">
                  {category.name}
                </IconHeading>
                <p className="sr-only">{profileLabels.applications}</p>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-muted marker:text-primary">
                  {category.applications.map((application) => (
                    <li key={application}>{application}</li>
                  ))}
                </ul>
              </Card>
            ))}
          </Grid>
          <h3 className="mt-8 text-lg font-semibold">{profileSections.technologies}</h3>
          <div className="mt-4">
            <BadgeList items={packaging.technologies} variant="outline" />
          </div>
        </Disclosure>
      </Section>

      <Section title={profileSections.competencies} layout="split">
        <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
          <Badge variant="primary">{profileLabels.expert}</Badge>
          <Badge variant="secondary">{profileLabels.advanced}</Badge>
        </p>
        {/* Grouped, each group one tap away: the list grows with the owner's entries, the page does not. */}
        <div className="mt-6">
          <DisclosureList
            columns={2}
            items={competencyGroups.map((group) => ({
              title: group.heading,
              body: (
                <ul className="flex flex-wrap gap-2" data-competency-group={group.category}>
                  {group.items.map((item) => (
                    <li key={item.name}>
                      <Badge variant={item.level === "expert" ? "primary" : "secondary"}>
                        {item.name}
                        <span className="sr-only"> ({profileLabels[item.level]})</span>
                      </Badge>
                    </li>
                  ))}
                </ul>
              ),
            }))}
          />
        </div>
      </Section>

      <Section title={profileSections.values} tone="muted" layout="split">
        <DisclosureList
          columns={2}
          items={[
            ...values.coreValues.map((value) => ({ title: value.title, body: value.description })),
            {
              title: profileLabels.workingStyle,
              body: <CheckList items={values.workingStyle} className="text-fg" />,
            },
          ]}
        />
      </Section>

      <Section title={profileSections.timeline} layout="split">
        <Label>{profileLabels.stations}</Label>
        <div className="mt-3">
          <BadgeList items={stations} variant="outline" />
        </div>
        <ArrowLink
          to={`${founderPath}#${founderPathAnchor}`}
          label={profileLabels.pathLink}
          context=""
          className="mt-6"
        />
      </Section>

      <Section title={profileSections.industries} tone="muted" layout="split">
        <BadgeList items={industryFocus} variant="outline" />
      </Section>

      <Section title={profileSections.approach}>
        <DisclosureList
          numbered
          columns={2}
          items={approachSteps.map((step) => ({ title: step.title, body: step.description }))}
        />
      </Section>

      <Section title={profileSections.achievements} tone="muted">
        <DisclosureList
          columns={2}
          items={achievements.map((item) => ({ title: item.title, body: item.description }))}
        />
      </Section>

      <Section title={profileSections.education}>
        <div className="grid gap-6 lg:grid-cols-3">
          <div>
            <h3 className="text-lg font-semibold">{profileLabels.education}</h3>
            <ul className="mt-3 space-y-4">
              {education.map((item) => (
                <li key={item.degree}>
                  <p className="font-semibold">{item.degree}</p>
                  <p className="text-sm">{item.institution}</p>
                  <p className="text-sm text-muted">
                    {item.period} · {item.focus}
                  </p>
                  {item.details && <p className="mt-2 text-sm text-muted">{item.details}</p>}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-lg font-semibold">{profileLabels.certifications}</h3>
            <Folded
              items={certifications}
              visible={1}
              more={profileLabels.moreCertifications}
              render={(items) => (
                <ul className="mt-3 space-y-3">
                  {items.map((item) => (
                    <li key={item.title}>
                      <p className="font-semibold">
                        {item.title} <span className="font-normal text-muted">({item.year})</span>
                      </p>
                      <p className="text-sm text-muted">{item.description}</p>
                    </li>
                  ))}
                </ul>
              )}
            />
          </div>
          <div>
            <h3 className="text-lg font-semibold">{profileLabels.languages}</h3>
            <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3">
              {languages.map((item) => (
                <div key={item.language}>
                  <dt className="font-semibold">{item.language}</dt>
                  <dd className="text-sm text-muted">{item.level}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <Section
        id="kontakt"
        title={content.contact.title}
        intro={content.contact.intro}
        tone="muted"
      >
        {/* As on /kontakt: the form first and on the left, the details beside it. */}
        <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          <ContactFormIsland page="/nort" askPreferredTime={false} headingLevel={3} />
          <ContactDetails
            contact={contactDetails}
            links={content.contactLinks}
            labels={profileLabels}
          />
        </div>
      </Section>
    </>
  );
}
