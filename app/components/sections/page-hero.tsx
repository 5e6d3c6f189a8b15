import { DotLine } from "#app/components/ui/inline-list";
import type { ReactNode } from "react";
import { PersonCard } from "#app/components/sections/person-card";
import { SectionNumber } from "#app/components/sections/section";
import { Badge } from "#app/components/ui/badge";
import { ButtonLink } from "#app/components/ui/button-link";
import { ClientTitle } from "#app/components/ui/client-title";
import { Sentences } from "#app/components/ui/sentences";
import type { Cta } from "#app/content/types";

/** The top of every page: the one `<h1>`, a lead, up to two buttons and an optional visual. */
export function PageHero({
  eyebrow,
  number,
  title,
  clientFirst = false,
  lead,
  primary,
  secondary,
  badge,
  above,
  aside,
  person,
  figure,
  leadOnPhones = true,
  formFollows = false,
  split = false,
  wideText = false,
  children,
  below,
}: {
  eyebrow?: string;
  /** The page's first section number ("01"), where its sections are numbered. */
  number?: number;
  title: string;
  /** A case's title "Who: what": the client as a small line above the rest (`ClientTitle`). */
  clientFirst?: boolean;
  lead?: string;
  primary?: Cta;
  secondary?: Cta;
  badge?: string;
  /** Shown above the badge and title, e.g. a back link or a list of tags. */
  above?: ReactNode;
  aside?: ReactNode;
  /**
   * No picture of its own: from `lg`, where its right half would stay empty, the person who
   * answers beside it (the free conversation preselecting `topic`).
   */
  person?: true | { topic: string };
  /**
   * No picture of its own, but data to draw (a page's offers, its days, a service's case): from
   * `lg` it stands beside the hero instead of the `person` (./hero-figures/).
   */
  figure?: ReactNode;
  /**
   * `false`: phones skip the lead, so what follows the hero (a form) is in the first screen.
   * `"after"`: on phones the lead follows the picture (`aside`), so the person is in the first
   * screen with the title and the main button.
   */
  leadOnPhones?: boolean | "after";
  /**
   * A form follows, the page's point: less air below it, and above it from `sm` (the page gives no
   * button that only leads down to it).
   */
  formFollows?: boolean;
  /**
   * No picture: from `lg` the title on the left and the lead and buttons beside it, so what
   * follows the hero (a list of cases) starts in the first screen; the title centred against
   * them (at the top, 170 px of air stood under it on /cases).
   */
  split?: boolean;
  /**
   * With `aside`: from `lg` a wider text column (8 : 3 instead of 3 : 2), so a long title at
   * display size keeps to two lines beside a narrow aside (a case's file); the text at the
   * top, not centred against a taller aside (160 px of air stood under the header).
   */
  wideText?: boolean;
  /** Shown under the lead and buttons, e.g. key facts. */
  children?: ReactNode;
  /** Across the hero's foot, under both columns: home's signature. */
  below?: ReactNode;
}) {
  const stacked = Boolean(primary && secondary);
  // The page's main call to action: the layout tests keep it in the first screen. Under it what
  // it leads to: the free conversation's length and terms (issue 31), except where a split hero
  // must leave a phone's first screen to the list below.
  const mainButton = primary && (
    <ButtonLink to={primary.to} data-main-cta="">
      {primary.label}
    </ButtonLink>
  );
  const note = primary?.note && (
    <DotLine
      data-cta-note=""
      text={primary.note}
      className={`text-sm text-muted ${split ? "max-sm:hidden" : ""} ${stacked ? "mt-2" : ""}`}
    />
  );
  const side = figure
    ? "lg:grid-cols-[minmax(0,1fr)_28rem]"
    : person
      ? "lg:grid-cols-[minmax(0,1fr)_22rem]"
      : "";
  const heading = (
    <>
      {above}
      {/* A badge and an eyebrow share one line: two stacked labels cost a phone's first screen. */}
      {(badge || eyebrow || number !== undefined) && (
        <div className="mb-1 flex flex-wrap items-center gap-x-3 gap-y-1 sm:mb-3">
          {number !== undefined && <SectionNumber number={number} />}
          {badge && <Badge variant="primary">{badge}</Badge>}
          {eyebrow && <p className="font-semibold text-primary">{eyebrow}</p>}
        </div>
      )}
      <h1 className={aside || person || figure || split ? "text-display-split" : "text-display"}>
        {clientFirst ? (
          <ClientTitle title={title} clientClassName="mb-2 text-lg sm:mb-4 sm:text-xl" />
        ) : (
          <Sentences text={title} />
        )}
      </h1>
    </>
  );
  const body = (
    <>
      {lead && (
        <p
          data-hero-lead
          className={`mt-2 max-w-[50ch] text-muted max-sm:leading-normal sm:mt-5 sm:text-lead ${split ? "lg:mt-0" : ""} ${leadOnPhones === true ? "" : "max-sm:hidden"}`}
        >
          {lead}
        </p>
      )}
      {(primary || secondary) && (
        // Two buttons: the note under both (rounds 32 to 34: between a long and a short button
        // it read as ragged), after them in the page. Side by side where they fit in 28rem
        // (the column from lg: round 37 found two 28rem bars stacked at 1440); else one on the
        // other, each as wide as that (round 35: stacked at their own widths beside a figure):
        // a row of two that wraps lets each grow to the row. On a phone at the full width, as a
        // single button.
        <>
          <div
            className={`mt-4 flex sm:mt-8 ${stacked ? "gap-x-3 gap-y-2 max-sm:flex-col sm:w-fit sm:max-w-md sm:flex-wrap lg:max-w-none [&>a]:grow" : "flex-wrap items-start gap-2 sm:gap-3"}`}
          >
            {mainButton &&
              (stacked ? (
                mainButton
              ) : (
                <div className="flex flex-col gap-1.5 max-sm:w-full">
                  {mainButton}
                  {note}
                </div>
              ))}
            {secondary && (
              // A split hero stands above a list that should start in a phone's first screen:
              // there the second button gives way (the page's closing call to action has one).
              <ButtonLink
                to={secondary.to}
                variant="secondary"
                className={split ? "max-sm:hidden" : undefined}
              >
                {secondary.label}
              </ButtonLink>
            )}
          </div>
          {stacked && note}
        </>
      )}
      {children}
    </>
  );
  if (split) {
    return (
      <section className="border-b border-border bg-gradient-to-b from-surface to-bg">
        <div className="mx-auto grid max-w-6xl px-4 pb-5 pt-4 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-x-16">
          <div className="flex flex-col">{heading}</div>
          <div className="flex max-w-3xl flex-col">{body}</div>
        </div>
      </section>
    );
  }
  return (
    <section className="overflow-x-clip border-b border-border bg-gradient-to-b from-surface to-bg">
      <div
        className={`mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 pt-4 sm:gap-10 sm:px-6 ${formFollows ? "pb-6 sm:py-12" : below ? "pb-6 sm:pb-8 sm:pt-20" : "pb-10 sm:py-20"} ${aside ? `md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] ${wideText ? "md:items-start" : "md:items-center"}` : ""} ${aside && wideText ? "lg:grid-cols-[minmax(0,8fr)_minmax(0,3fr)]" : ""} ${side} ${side ? "lg:items-center" : ""}`}
      >
        <div className="flex max-w-3xl flex-col">
          {heading}
          {body}
        </div>
        {aside}
        {leadOnPhones === "after" && lead && (
          <p className="max-w-[50ch] leading-normal text-muted sm:hidden">{lead}</p>
        )}
        {figure}
        {person && !figure && (
          <PersonCard topic={person === true ? undefined : person.topic} beside={primary} />
        )}
      </div>
      {below}
    </section>
  );
}
