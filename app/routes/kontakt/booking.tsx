import { CalendarDays } from "lucide-react";
import { Card } from "#app/components/ui/card";
import { booking } from "#app/content/contact";

const linkClass = "text-primary underline-offset-4 hover:underline";

/** The scheduling page of `site.bookingUrl`: a plain link, and a calendar that loads on request. */
export function Booking({ url }: { url: string }) {
  const host = new URL(url).host;
  return (
    <Card>
      <CalendarDays aria-hidden="true" className="size-6 text-primary" />
      <h2 className="mt-3 text-xl font-semibold">{booking.title}</h2>
      <p className="mt-2 text-muted">{booking.text}</p>
      <a href={url} className={`mt-3 inline-block font-semibold ${linkClass}`}>
        {booking.linkLabel}
      </a>
      <div data-frame data-src={url} data-title={booking.frameTitle} className="mt-4">
        <div className="relative aspect-[3/4] overflow-hidden rounded-xl border border-border bg-bg">
          <a
            href={url}
            data-embed-load
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center"
          >
            <span className="font-semibold text-primary">{booking.loadLabel}</span>
            <span className="text-sm text-muted">{booking.loadNote(host)}</span>
          </a>
        </div>
      </div>
    </Card>
  );
}
