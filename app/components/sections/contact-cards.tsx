import { useId } from "react";
import { Clock } from "lucide-react";
import { Card } from "#app/components/ui/card";
import { readPage } from "#app/content/files/collections";
import { mainOffer, offerLength, offerList, offers } from "#app/content/offers";

/** Cards beside an enquiry form (/kontakt; the reply promise on /nort too), so its column is not the only one filled. */

const { response } = readPage("contact");

/** What happens once the form is sent (the reply promise). */
export function ReplyCard({ heading: H }: { heading: "h2" | "h3" }) {
  return (
    <Card className="border-primary/40">
      <Clock aria-hidden="true" className="size-6 text-primary" />
      <H className="mt-3 text-xl font-semibold">{response.title}</H>
      <p className="mt-2 text-muted">{response.text}</p>
    </Card>
  );
}

/**
 * The one free conversation every button on the site leads to, with its name and length, and
 * quiet ways on (`links`).
 */
export function ConversationCard() {
  const headingId = useId();
  const offer = offers[mainOffer]!;
  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className="text-xl">
        {offerList.title}
      </h2>
      <p className="mt-3 font-semibold">
        {offer.name}{" "}
        <span className="whitespace-nowrap text-muted">· {offerLength(mainOffer)}</span>
      </p>
      <p className="mt-2 text-muted">{offer.purpose}</p>
      <p className="mt-3 text-muted">{offerList.intro}</p>
    </Card>
  );
}
