/** Everything below the hero of the profile page (/nort). */
import { Mail, MapPin, Phone } from "lucide-react";
import { ContactFormIsland } from "#app/components/sections/contact-form-island";
import { Grid, TextCards } from "#app/components/sections/grid";
import { Section } from "#app/components/sections/section";
import { Steps } from "#app/components/sections/steps";
import { Badge } from "#app/components/ui/badge";
import { Card } from "#app/components/ui/card";
import { ContactRows } from "#app/components/ui/contact-rows";
import { Icon } from "#app/components/ui/icon";
import type { IconName } from "#app/content/types";
import { site } from "#app/content/site";
import { groupCompetencies, uniquePeriods } from "./profile-data";
import { CheckList } from "#app/components/ui/check-list";
import { readPage } from "#app/content/files/collections";

const profile = readPage("profile");

const content = {
  ...profile,
  competencyGroups: groupCompetencies(profile.competencies, profile.competencyGroups),
  timeline: uniquePeriods(profile.timeline),
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
      <span
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${tone} text-primary`}
      >
        <Icon name={icon} />
      </span>
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
    timeline,
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
        <Card className="border-primary/40">
          <div className="flex flex-wrap items-center gap-3">
            <Badge variant="primary">{profileLabels.currentBadge}</Badge>
            <span className="text-sm font-medium text-muted">{currentPosition.period}</span>
          </div>
          <h3 className="mt-3 text-xl font-semibold">{currentPosition.title}</h3>
          <p className="mt-2 text-muted">{currentPosition.description}</p>
          <div className="mt-5">
            <Label>{profileLabels.keyTasks}</Label>
            <CheckList items={currentPosition.keyTasks} className="mt-3" />
          </div>
        </Card>
        <div className="mt-6">
          <Grid columns={3}>
            {highlights.map((item) => (
              <Card as="li" key={item.title}>
                <IconHeading icon={item.icon} tone="bg-bg">
                  {item.title}
                </IconHeading>
                <p className="mt-2 text-muted">{item.description}</p>
              </Card>
            ))}
          </Grid>
        </div>
      </Section>

      <Section title={profileSections.services} tone="muted">
        <Grid columns={3}>
          {profileServices.map((service) => (
            <Card as="li" key={service.title} onMuted>
              <h3 className="text-lg font-semibold">{service.title}</h3>
              <CheckList items={service.bullets} className="mt-4 text-muted" />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section title={profileSections.mandates}>
        <Grid columns={2}>
          {mandates.map((mandate) => (
            <Card as="li" key={mandate.company} className="flex flex-col">
              <p className="font-semibold text-primary">{mandate.company}</p>
              <h3 className="mt-1 text-xl font-semibold">{mandate.title}</h3>
              <p className="mt-2 text-sm text-muted">
                {[mandate.period, mandate.location, mandate.type].join(" · ")}
              </p>
              <p className="mt-4 text-muted">{mandate.description}</p>
              <div className="mt-5">
                <Label>{profileLabels.keyFocus}</Label>
                <CheckList items={mandate.keyFocus} className="mt-3" />
              </div>
              <div className="mt-5 border-t border-border pt-4">
                <Label>{profileLabels.industries}</Label>
                <div className="mt-3">
                  <BadgeList items={mandate.industries} variant="outline" />
                </div>
              </div>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section title={profileSections.packaging} intro={packaging.intro} tone="muted">
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
        <h3 className="mt-12 text-xl font-semibold">{profileSections.technologies}</h3>
        <div className="mt-4">
          <BadgeList items={packaging.technologies} variant="outline" />
        </div>
      </Section>

      <Section title={profileSections.competencies}>
        <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
          <Badge variant="primary">{profileLabels.expert}</Badge>
          <Badge variant="secondary">{profileLabels.advanced}</Badge>
        </p>
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          {competencyGroups.map((group) => (
            <div key={group.category} data-competency-group={group.category}>
              <h3 className="text-lg font-semibold">{group.heading}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {group.items.map((item) => (
                  <li key={item.name}>
                    <Badge variant={item.level === "expert" ? "primary" : "secondary"}>
                      {item.name}
                      <span className="sr-only"> ({profileLabels[item.level]})</span>
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>

      <Section title={profileSections.values} tone="muted">
        <Grid columns={4}>
          {values.coreValues.map((value) => (
            <Card as="li" key={value.title} onMuted>
              <h3 className="text-lg font-semibold">{value.title}</h3>
              <p className="mt-2 text-muted">{value.description}</p>
            </Card>
          ))}
        </Grid>
        <Card onMuted className="mt-6">
          <h3 className="text-lg font-semibold">{profileLabels.workingStyle}</h3>
          <CheckList items={values.workingStyle} className="mt-4 grid gap-x-8 md:grid-cols-2" />
        </Card>
      </Section>

      {/* Split: beside its heading the list fills the width instead of leaving a third empty. */}
      <Section title={profileSections.timeline} layout="split">
        <ol className="relative space-y-10 border-l-2 border-border pl-6 sm:pl-8">
          {timeline.map((entry) => (
            <li key={entry.period} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[calc(1.5rem+7px)] top-1.5 size-3 rounded-full bg-primary ring-4 ring-bg sm:-left-[calc(2rem+7px)]"
              />
              <p className="font-display text-sm font-semibold tabular-nums text-primary">
                {entry.period}
              </p>
              {entry.positions.map((position) => (
                <div key={position.title} className="mt-2">
                  <h3 className="text-lg font-semibold">{position.title}</h3>
                  <p className="mt-1 text-sm font-medium">{position.companies.join(" · ")}</p>
                  <p className="mt-2 text-muted">{position.focus}</p>
                  <p className="sr-only">{profileLabels.achievements}</p>
                  <CheckList items={position.achievements} className="mt-3 text-sm" />
                </div>
              ))}
            </li>
          ))}
        </ol>
      </Section>

      <Section title={profileSections.industries} tone="muted" layout="split">
        <BadgeList items={industryFocus} variant="outline" />
      </Section>

      <Section title={profileSections.approach}>
        <Steps steps={approachSteps} />
      </Section>

      <Section title={profileSections.achievements} tone="muted">
        <TextCards cards={achievements} columns={2} />
      </Section>

      <Section title={profileSections.education}>
        <div className="grid gap-6 lg:grid-cols-3">
          <Card>
            <h3 className="text-lg font-semibold">{profileLabels.education}</h3>
            <ul className="mt-4 space-y-4">
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
          </Card>
          <Card>
            <h3 className="text-lg font-semibold">{profileLabels.certifications}</h3>
            <ul className="mt-4 space-y-4">
              {certifications.map((item) => (
                <li key={item.title}>
                  <p className="font-semibold">
                    {item.title} <span className="font-normal text-muted">({item.year})</span>
                  </p>
                  <p className="text-sm text-muted">{item.description}</p>
                </li>
              ))}
            </ul>
          </Card>
          <Card>
            <h3 className="text-lg font-semibold">{profileLabels.languages}</h3>
            <dl className="mt-4 space-y-3">
              {languages.map((item) => (
                <div key={item.language} className="flex justify-between gap-4">
                  <dt className="font-semibold">{item.language}</dt>
                  <dd className="text-right text-muted">{item.level}</dd>
                </div>
              ))}
            </dl>
          </Card>
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
