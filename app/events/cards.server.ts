import type { EventsContent } from "~/i18n/content/events";
import { localizePath } from "~/i18n/locale";
import type { Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import type { EventView, MeetingView } from "~/models/events.server";
import { formatEventTime, formatEventWhen, formatWeekday } from "./format";
import type { Occurrence } from "./recurrence.server";

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
  note: string | null;
  venue: string | null;
}

export function eventCard(event: EventView, locale: Locale, copy: EventsContent): EventCardData {
  const note =
    event.status !== "scheduled" && event.statusNote.value
      ? fill(copy.reason, { reason: event.statusNote.value })
      : null;
  return {
    id: event.id,
    href: localizePath(`/event/${event.id}`, locale),
    title: event.title.value ?? copy.untitled,
    titleLang: event.title.lang,
    kind: copy.kinds[event.kind],
    when: formatEventWhen(event, locale, copy.allDay),
    dateTime: event.startsAt,
    statusLabel: event.status === "scheduled" ? null : copy.status[event.status],
    status: event.status,
    note,
    venue: event.venueName || null,
  };
}

/** One date of the weekly meeting as a line: when, and what changed. */
export interface OccurrenceLine {
  when: string;
  dateTime: string;
  status: Occurrence["status"];
  statusLabel: string | null;
  detail: string | null;
}

export function occurrenceLine(
  occurrence: Occurrence,
  event: Pick<EventView, "allDay">,
  locale: Locale,
  copy: EventsContent,
): OccurrenceLine {
  const at = (startsAt: string, endsAt: string) =>
    formatEventWhen({ startsAt, endsAt, allDay: event.allDay }, locale, copy.allDay);
  const original = at(
    occurrence.occurrenceAt,
    new Date(
      Date.parse(occurrence.occurrenceAt) + (Date.parse(occurrence.endsAt) - Date.parse(occurrence.startsAt)),
    ).toISOString(),
  );
  const reason = occurrence.note ? fill(copy.reason, { reason: occurrence.note }) : null;
  if (occurrence.status === "moved")
    return {
      when: at(occurrence.startsAt, occurrence.endsAt),
      dateTime: occurrence.startsAt,
      status: "moved",
      statusLabel: copy.status.moved,
      detail: [fill(copy.movedFrom, { when: original }), reason].filter(Boolean).join(" · "),
    };
  return {
    when: original,
    dateTime: occurrence.startsAt,
    status: occurrence.status,
    statusLabel: occurrence.status === "cancelled" ? copy.status.cancelled : null,
    detail: occurrence.status === "cancelled" ? reason : null,
  };
}

/** The weekly meeting: its rule in words, where, and its next dates. */
export interface MeetingData {
  id: number;
  href: string;
  title: string;
  titleLang: Locale;
  rule: string;
  venue: string | null;
  statusLabel: string | null;
  note: string | null;
  next: OccurrenceLine[];
}

/** "Every Tuesday, 7:00 pm – 8:30 pm": the rule of a weekly event in words. */
export function weeklyRuleText(
  event: Pick<EventView, "allDay" | "startsAt" | "endsAt">,
  locale: Locale,
  copy: EventsContent,
) {
  const time = event.allDay
    ? copy.allDay
    : `${formatEventTime(event.startsAt, locale)} – ${formatEventTime(event.endsAt, locale)}`;
  return fill(copy.everyWeek, { weekday: formatWeekday(event.startsAt, locale), time });
}

export function meetingData(meeting: MeetingView, locale: Locale, copy: EventsContent): MeetingData {
  const card = eventCard(meeting, locale, copy);
  return {
    id: meeting.id,
    href: card.href,
    title: card.title,
    titleLang: card.titleLang,
    rule: `${weeklyRuleText(meeting, locale, copy)} (${copy.indiaTime})`,
    venue: card.venue,
    statusLabel: card.statusLabel,
    note: card.note,
    next: meeting.next.map((o) => occurrenceLine(o, meeting, locale, copy)),
  };
}
