import { Link } from "react-router";
import type { Occurrence } from "~/events/recurrence.server";
import type { PlaceText } from "~/events/venue";
import type { Locale } from "~/i18n/locales";
import { type JsonLdObject, jsonLdText } from "~/seo/json-ld";
import { InEnglishMark } from "./in-english";

/**
 * "Reason: {reason}" in the page's language, the reason itself in the
 * language it was written in (English, marked lang="en", when the page's
 * language has none).
 */
export interface ReasonText {
  before: string;
  text: string;
  after: string;
  lang: Locale;
  /** The page's language: the reason is marked "In English" where it differs. */
  pageLocale: Locale;
}

/** An event as a list or the home page shows it: every word already in the page's language. */
export interface EventCardData {
  id: number;
  href: string;
  title: string;
  titleLang: Locale;
  kind: string;
  when: string;
  dateTime: string;
  /** "Cancelled" / "Postponed" / "Moved": shown as text, never as colour alone. */
  statusLabel: string | null;
  status: "scheduled" | "cancelled" | "postponed" | "moved";
  /** "instead of …": where a moved date was. */
  detail?: string | null;
  note: ReasonText | null;
  /** The venue's name in the page's language, or in English. */
  venue: PlaceText | null;
  /** The page's language, for the "In English" marks. */
  locale: Locale;
}

/** One date of the weekly meeting as a line: when, and what changed. */
export interface OccurrenceLine {
  when: string;
  dateTime: string;
  status: Occurrence["status"];
  statusLabel: string | null;
  /** "instead of …": where a moved date was. */
  detail: string | null;
  reason: ReasonText | null;
}

/** The weekly meeting: its rule in words, where, and its next dates. */
export interface MeetingData {
  id: number;
  href: string;
  title: string;
  titleLang: Locale;
  rule: string;
  venue: PlaceText | null;
  statusLabel: string | null;
  note: ReasonText | null;
  next: OccurrenceLine[];
}

/**
 * An event in a list: its state in words first (a cancelled event stays listed, marked), then title and when.
 * `plain`: a plain link, for HTML rendered outside the router (the home page's events, app/routes/+shared/home-events.server.ts).
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

/** A venue in the page's language, or in English marked so (and lang="en") for want of a translation. */
export function Venue({ venue, locale }: { venue: PlaceText; locale: EventCardData["locale"] }) {
  return (
    <span lang={venue.lang}>
      <InEnglishMark lang={venue.lang} locale={locale} />
      {venue.text}
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
