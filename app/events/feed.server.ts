import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, ICalEventStatus } from "ical-generator";
import { markdownToPlainText } from "~/content/markdown.server";
import type { Locale } from "~/db/schema";
import { localizePath } from "~/i18n/locale";
import { fill } from "~/i18n/types";
import { cleanOptional, cleanText } from "~/lib/clean-text";
import { conditionalResponse } from "~/lib/conditional.server";
import { indiaDate, indiaTimeZone } from "~/lib/india-time";
import { versionOf } from "~/media/brand-images.server";
import type { EventView } from "~/models/events.server";
import { untilInstant } from "./recurrence.server";
import { venuePlain } from "./venue";

/** The words a calendar entry needs in one language. */
export interface FeedLabels {
  calendarName: string;
  untitled: string;
  cancelled: string;
  postponed: string;
}

/** A stable UID per event, the same in every language's feed: event-<id>@<host of PUBLIC_URL>. */
export function eventUid(id: number, publicUrl: string | null | undefined) {
  const host = publicUrl ? new URL(publicUrl).hostname : "localhost";
  return `event-${id}@${host}`;
}

/** An all-day event's day as a Date at UTC midnight (ical-generator writes its UTC date). */
function dayOf(instant: string) {
  return new Date(`${indiaDate(instant)}T00:00:00Z`);
}

/**
 * The iCalendar text of `events` (docs/decisions/0032-calendar-feed.md):
 * times in UTC (India has one fixed offset; X-WR-TIMEZONE tells calendars to
 * show them in India time), a weekly meeting as RRULE with EXDATE for its
 * cancelled dates and a RECURRENCE-ID entry for each moved one, SEQUENCE from
 * the event's save count and DTSTAMP its last save, so the same data always
 * gives the same bytes (and the same ETag).
 */
export function buildCalendar(
  events: readonly EventView[],
  options: { locale: Locale; labels: FeedLabels; publicUrl: string | null | undefined; clubName: string },
): string {
  const { labels, publicUrl, locale } = options;
  const calendar = ical({
    // X-WR-CALNAME: the club's name as published, in the feed's language.
    name: cleanText(fill(labels.calendarName, { club: options.clubName })),
    prodId: { company: "rotary-club-website", product: "events", language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    x: [["X-WR-TIMEZONE", indiaTimeZone]],
  });
  const pageUrl = (id: number) =>
    publicUrl ? new URL(localizePath(`/event/${id}`, locale), publicUrl).toString() : null;
  for (const event of events) {
    const uid = eventUid(event.id, publicUrl);
    const title = event.title.value ?? labels.untitled;
    const summary =
      event.status === "cancelled"
        ? `${labels.cancelled}: ${title}`
        : event.status === "postponed"
          ? `${labels.postponed}: ${title}`
          : title;
    const url = pageUrl(event.id);
    const description = [
      event.statusNote.value && event.status !== "scheduled" ? event.statusNote.value : null,
      event.description.value ? markdownToPlainText(event.description.value) : null,
      event.onlineUrl,
      url,
    ]
      .filter(Boolean)
      .join("\n\n");
    const location = venuePlain(event) || null;
    // Officials' text as text: no character a calendar could choke on (app/lib/clean-text.ts).
    const common = {
      id: uid,
      summary: cleanText(summary),
      description: cleanOptional(description || null, { multiLine: true }),
      location: cleanOptional(location),
      url,
      sequence: event.sequence,
      stamp: new Date(event.updatedAt),
      lastModified: new Date(event.updatedAt),
      status:
        event.status === "cancelled"
          ? ICalEventStatus.CANCELLED
          : event.status === "postponed"
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
    };
    const start = event.allDay ? dayOf(event.startsAt) : new Date(event.startsAt);
    const end = event.allDay ? dayOf(event.endsAt) : new Date(event.endsAt);
    const cancelledDates = event.exceptions
      .filter((e) => e.status === "cancelled")
      .map((e) => new Date(e.occurrenceAt));
    const until = event.repeatUntil ? untilInstant(event.repeatUntil) : null;
    calendar.createEvent({
      ...common,
      start,
      end,
      allDay: event.allDay,
      repeating: event.recurrence
        ? {
            freq: ICalEventRepeatingFreq.WEEKLY,
            ...(until ? { until } : {}),
            ...(cancelledDates.length ? { exclude: cancelledDates } : {}),
          }
        : null,
    });
    if (!event.recurrence) continue;
    for (const moved of event.exceptions) {
      if (moved.status !== "moved" || !moved.startsAt || !moved.endsAt) continue;
      calendar.createEvent({
        ...common,
        start: new Date(moved.startsAt),
        end: new Date(moved.endsAt),
        recurrenceId: new Date(moved.occurrenceAt),
        description: cleanOptional(
          [moved.notes?.[locale] || moved.note, description].filter(Boolean).join("\n\n") || null,
          {
            multiLine: true,
          },
        ),
      });
    }
  }
  return calendar.toString();
}

/**
 * A calendar answer with ETag and Last-Modified; 304 when the client's copy
 * is current (the shared rules of app/lib/conditional.server.ts).
 */
export function calendarResponse(request: Request, body: string, lastChanged: string | null, filename: string) {
  return conditionalResponse(request, body, {
    type: "text/calendar; charset=utf-8",
    etag: versionOf(body),
    cacheControl: "public, max-age=300",
    lastModified: lastChanged ? new Date(lastChanged) : null,
    headers: { "Content-Disposition": `inline; filename="${filename}"` },
  });
}
