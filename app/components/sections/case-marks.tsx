import { Lock } from "lucide-react";
import { caseLabels, type Case } from "#app/content/cases";
import { sampleLabels } from "#app/content/sample-notice";

/** Every mark outlined: a solid badge was the loudest thing on every card (round 20). */
const outlinedMark =
  "inline-flex items-center rounded-full border border-border px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-muted";

/**
 * A status mark ("Platzhalter-Beispiel", "Beispiel-Case", "Public"): one look wherever a case's
 * status shows beside it (round 23: a filled badge on /leistungen, outlined ones on the cards).
 */
export function StatusMark({ children }: { children: string }) {
  return (
    <span data-status-mark="" className={outlinedMark}>
      {children}
    </span>
  );
}

/**
 * What a card's case is, as its status says on the case page: confidential (NDA), public (an
 * approved client or the firm's own product), a station before the founding, an invented
 * sample, or a named client without approval (a placeholder in the demo). The same words
 * wherever the case appears: its card, home's proof, a story on /leistungen (round 30).
 */
export function CaseMarks({ item }: { item: Case }) {
  const labels = caseLabels;
  const unapproved = labels.unapproved(item);
  const station = labels.station(item);
  const shownAsPublic = !item.sample && labels.shownAsPublic(item);
  return (
    <p className="flex flex-wrap gap-1.5">
      {item.confidential && !item.sample && (
        <span data-status-mark="" className={`${outlinedMark} gap-1`}>
          <Lock aria-hidden="true" className="size-3" />
          {labels.nda}
        </span>
      )}
      {shownAsPublic && <StatusMark>{labels.public}</StatusMark>}
      {station && <StatusMark>{labels.markStation}</StatusMark>}
      {(item.sample || unapproved) && (
        <StatusMark>{item.sample ? sampleLabels.case : labels.markUnapproved}</StatusMark>
      )}
    </p>
  );
}

/**
 * A case card's head above its title (on /cases and home's proof): its sector, and its marks on
 * a line of their own. Side by side, a short mark ("Public") stayed beside the sector while a
 * long one wrapped, so titles in a row started at different heights (round 22).
 */
export function CaseSectorLine({ item }: { item: Case }) {
  return (
    <div className="flex flex-col items-start gap-y-1.5">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{item.industry}</p>
      <CaseMarks item={item} />
    </div>
  );
}
