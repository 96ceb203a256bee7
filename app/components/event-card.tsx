import { Link } from "react-router";
import type { EventCardData, OccurrenceLine, ReasonText } from "~/events/cards.server";
import { type JsonLdObject, jsonLdText } from "~/seo/json-ld";
import { InEnglishMark, typedTextLang } from "./in-english";

/**
 * An event in a list: its state in words first (a cancelled event stays listed, marked), then title and when.
 * `plain`: a plain link, for HTML rendered outside the router (the home page's events, app/events/home.server.ts).
 */
export function EventCard({
  event,
  heading: Heading = "h3",
  plain = false,
}: {
  event: EventCardData;
  heading?: "h2" | "h3";
  plain?: boolean;
}) {
  return (
    <article className={`event-card event-${event.status}`}>
      {event.statusLabel ? <p className="event-status">{event.statusLabel}</p> : null}
      <Heading lang={event.titleLang}>
        <InEnglishMark lang={event.titleLang} locale={event.locale} />
        {plain ? <a href={event.href}>{event.title}</a> : <Link to={event.href}>{event.title}</Link>}
      </Heading>
      <p>
        <time dateTime={event.dateTime}>{event.when}</time>
      </p>
      <p className="event-meta">
        {event.kind}
        {event.venue ? (
          <>
            {" · "}
            <Venue venue={event.venue} locale={event.locale} />
          </>
        ) : null}
      </p>
      {event.detail ? <p>{event.detail}</p> : null}
      {event.note ? (
        <p>
          <Reason reason={event.note} />
        </p>
      ) : null}
    </article>
  );
}

/** A venue as typed (one text for every language): marked English on another language's page. */
export function Venue({ venue, locale }: { venue: string; locale: EventCardData["locale"] }) {
  const lang = typedTextLang(venue);
  return (
    <span lang={lang}>
      <InEnglishMark lang={lang} locale={locale} />
      {venue}
    </span>
  );
}

/** "Reason: …", the reason in its own language (English marked lang="en", and visibly, on another language's page). */
export function Reason({ reason }: { reason: ReasonText }) {
  return (
    <>
      {reason.before}
      <span lang={reason.lang}>
        <InEnglishMark lang={reason.lang} locale={reason.pageLocale} />
        {reason.text}
      </span>
      {reason.after}
    </>
  );
}

/** One date of the weekly meeting. */
export function OccurrenceItem({ line }: { line: OccurrenceLine }) {
  return (
    <li className={`event-${line.status}`}>
      {line.statusLabel ? (
        <>
          {/* The space outside the inline-block label, where it cannot be dropped at its end. */}
          <strong className="event-status">{line.statusLabel}:</strong>{" "}
        </>
      ) : null}
      <time dateTime={line.dateTime}>{line.when}</time>
      {line.detail || line.reason ? (
        <span>
          {" ("}
          {line.detail}
          {line.detail && line.reason ? " · " : null}
          {line.reason ? <Reason reason={line.reason} /> : null})
        </span>
      ) : null}
    </li>
  );
}

/** schema.org data for search engines (a data block: never run, so the CSP does not concern it). */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes every < (app/seo/json-ld.ts)
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
