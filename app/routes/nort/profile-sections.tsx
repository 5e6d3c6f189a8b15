/** Everything below the hero of the profile page (/nort). */
import { DotLine } from "#app/components/ui/inline-list";
import { Mail, MapPin, Phone } from "lucide-react";
import { ContactFormIsland } from "#app/components/sections/contact-form-island";
import { ReplyCard } from "#app/components/sections/contact-cards";
import { DisclosureList } from "#app/components/sections/disclosure-list";
import { Section } from "#app/components/sections/section";
import { Badge, BadgeList } from "#app/components/ui/badge";
import { Card } from "#app/components/ui/card";
import { ContactRows } from "#app/components/ui/contact-rows";
import { Icon } from "#app/components/ui/icon";
import type { IconName } from "#app/content/types";
import { founderPath, founderPathAnchor, site } from "#app/content/site";
import { ArrowLink } from "#app/components/ui/arrow-link";
import { Disclosure, Folded } from "#app/components/ui/disclosure";
import { groupCompetencies } from "./profile-data";
import { competencyLevels } from "#app/content/profile-options";
import { CheckList } from "#app/components/ui/check-list";
import { clientMention, clients } from "#app/content/clients";
import { readPage } from "#app/content/files/collections";
import { YearRanges } from "#app/components/ui/year-ranges";
import { SampleMarked } from "#app/components/ui/sample-marked";

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
   * The career is told once, on the founder page; the profile lists its stations' firms by
   * period, oldest first, and links there. A row of the career before the founding carries the
   * mark ("vor der Gründung"); a firm that names its own period keeps it unless it is the row's.
   */
  timeline: founder.path.items
    .filter((step) => step.companies.length > 0)
    .map((step) => ({
      period: step.period,
      career: step.companies.some((company) => careerNames.has(company)),
      companies: step.companies.map((company) =>
        company.endsWith(`, ${step.period}`)
          ? company.slice(0, -`, ${step.period}`.length)
          : company,
      ),
    })),
  contactLinks: { phone: `tel:${site.phone.href}`, email: `mailto:${site.email}` },
};

type Content = typeof content;

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

function Label({ children, className = "" }: { children: string; className?: string }) {
  return (
    <p className={`text-sm font-semibold uppercase tracking-wide text-muted ${className}`}>
      {children}
    </p>
  );
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

      {/* Ruled rows, not cards side by side: each mandate as tall as its own text, its facts
          beside its name on wide screens, so no card stands taller than its content. */}
      <Section title={profileSections.mandates}>
        <Folded
          items={mandates}
          visible={2}
          more={profileLabels.moreMandates}
          render={(shown) => (
            <ul className="border-t border-border">
              {shown.map((mandate) => (
                <li
                  key={mandate.company}
                  className="grid max-w-none border-b border-border py-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-x-12 lg:py-8"
                >
                  <div>
                    <p className="font-semibold text-primary">
                      <SampleMarked text={mandate.company} />
                    </p>
                    <h3 className="mt-1 text-xl font-semibold">{mandate.title}</h3>
                    <DotLine
                      text={[mandate.period, mandate.location, mandate.type].join(" · ")}
                      render={(part) => <YearRanges text={part} />}
                      className="mt-2 text-sm text-muted"
                    />
                  </div>
                  <Disclosure
                    openWide
                    summary={profileLabels.mandateDetails}
                    className="mt-2 lg:mt-0"
                  >
                    <p className="max-w-[56ch] text-muted">
                      <SampleMarked text={mandate.description} />
                    </p>
                    <Label className="mt-5">{profileLabels.keyFocus}</Label>
                    <CheckList items={mandate.keyFocus} className="mt-3" />
                    <Label className="mt-5">{profileLabels.industries}</Label>
                    <p className="mt-2">{mandate.industries.join(" · ")}</p>
                  </Disclosure>
                </li>
              ))}
            </ul>
          )}
        />
      </Section>

      {/* The Paglierani mandate's field: why it is here in a few lines, its catalogue one tap
          away at every width. Its title above, not beside: "Verpackungs-Lösungen" is wider than
          a split title's column at 1440 px and broke at its hyphen. */}
      <Section title={profileSections.packaging} tone="muted">
        <p className="max-w-[56ch] text-muted sm:text-lg">
          <SampleMarked text={packaging.intro} />
        </p>
        <Disclosure
          summary={profileLabels.packagingDetails}
          className="mt-6 border-y border-border py-1"
        >
          <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
            {packaging.categories.map((category) => (
              <li key={category.name}>
                <h3 className="flex items-center gap-2 text-lg font-semibold">
                  <Icon name={category.icon} className="size-5 text-primary" />
                  {category.name}
                </h3>
                <p className="sr-only">{profileLabels.applications}</p>
                <p className="mt-1 text-muted">{category.applications.join(" · ")}</p>
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-lg font-semibold">{profileSections.technologies}</h3>
          <ul className="mt-2 grid gap-x-8 text-muted sm:grid-cols-2">
            {packaging.technologies.map((technology) => (
              <li key={technology} className="border-b border-border py-2">
                {technology}
              </li>
            ))}
          </ul>
        </Disclosure>
      </Section>

      <Section title={profileSections.competencies} layout="split">
        {/* Per group its focus and what complements it in sight under its name, in words, not
            a cloud of chips: 28 closed rows made the page read as a list of accordions (round
            22), and one group with nothing to fold stood without the others' chevron (round 34). */}
        <DisclosureList
          items={competencyGroups.map((group) => {
            const rows = competencyLevels
              .map((level) => ({
                level,
                names: group.items.filter((item) => item.level === level).map((item) => item.name),
              }))
              .filter((row) => row.names.length > 0);
            const line = (row: (typeof rows)[number]) => (
              <span
                data-level={row.level}
                className={`block max-w-[70ch] text-sm leading-normal ${row.level === "expert" ? "text-fg" : "text-muted"}`}
              >
                <span className="mr-2 text-xs font-semibold uppercase tracking-wide text-muted">
                  {profileLabels[row.level]}
                </span>
                {row.names.join(", ")}
              </span>
            );
            return {
              title: group.heading,
              note: rows.length > 0 && (
                <span data-competency-group={group.category} className="block space-y-1">
                  {rows.map((row) => (
                    <span key={row.level} className="block">
                      {line(row)}
                    </span>
                  ))}
                </span>
              ),
              body: null,
            };
          })}
        />
      </Section>

      {/* The values in sight, large: the person's stance at a glance; what each means and how
          he works one tap away on phones. From lg, where both stand open, the names head their
          meanings: a row of them above repeated them (round 24). */}
      <Section title={profileSections.values} tone="muted" layout="split">
        {/* Rows apart: in a tight 2 × 2 two read as a phrase ("Klarheit Umsetzung", round 27).
            No rule before each, and smaller sizes below 390 px: half a narrow phone broke
            "Partnerschaft" (round 28). */}
        <ul className="grid grid-cols-2 gap-x-6 gap-y-4 font-display text-lg font-semibold min-[360px]:text-xl min-[390px]:text-2xl leading-snug text-primary sm:flex sm:flex-wrap sm:gap-x-8 lg:hidden">
          {values.coreValues.map((value) => (
            <li key={value.title}>{value.title}</li>
          ))}
        </ul>
        <div className="mt-6">
          <DisclosureList
            columns={2}
            items={[
              {
                title: profileLabels.coreValues,
                body: (
                  <dl className="space-y-3">
                    {values.coreValues.map((value) => (
                      <div key={value.title}>
                        <dt className="font-semibold text-fg">{value.title}</dt>
                        <dd>{value.description}</dd>
                      </div>
                    ))}
                  </dl>
                ),
              },
              {
                title: profileLabels.workingStyle,
                body: <CheckList items={values.workingStyle} className="text-fg" />,
              },
            ]}
          />
        </div>
      </Section>

      {/* The stations as a quiet table: the years in the display face, as the site's figures. */}
      <Section title={profileSections.timeline} layout="split">
        <Label>{profileLabels.stations}</Label>
        <ol className="mt-3 border-t border-border">
          {timeline.map((row) => (
            <li
              key={row.period + row.companies.join()}
              className="grid max-w-none grid-cols-[6.5rem_minmax(0,1fr)] gap-x-4 border-b border-border py-3 sm:grid-cols-[9rem_minmax(0,1fr)]"
            >
              <p>
                <span className="block font-display text-lg font-semibold tabular-nums leading-snug text-primary">
                  {row.period}
                </span>
                {row.career && profileLabels.career && (
                  <span className="block text-xs text-muted">{profileLabels.career}</span>
                )}
              </p>
              <p className="font-medium leading-snug sm:pt-0.5">
                <SampleMarked text={row.companies.join(" · ")} />
              </p>
            </li>
          ))}
        </ol>
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
        {/* As on /kontakt: the form first and on the left; beside it the details and, from lg,
            the reply promise, so the right column is not one short card. */}
        <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          <ContactFormIsland page="/nort" askPreferredTime={false} headingLevel={3} />
          <div className="grid content-start gap-6">
            <ContactDetails
              contact={contactDetails}
              links={content.contactLinks}
              labels={profileLabels}
            />
            {/* Beside the form only: on a phone it would only lengthen the page. */}
            <div className="max-lg:hidden">
              <ReplyCard heading="h3" />
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
