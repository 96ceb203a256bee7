import type { EventCardData, MeetingData, OccurrenceLine, ReasonText } from "~/components/event-card";
import { formatEventTime, formatEventWhen, formatWeekday } from "~/events/format";
import type { Occurrence } from "~/events/recurrence.server";
import { placeText } from "~/events/venue";
import type { EventsContent } from "~/i18n/content/events";
import { type LocalText, localText } from "~/i18n/fallback";
import { localizePath } from "~/i18n/locale";
import type { Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import type { EventView, MeetingView } from "~/models/events.server";

export function reasonText(copy: EventsContent, reason: LocalText, pageLocale: Locale): ReasonText | null {
  if (!reason.value?.trim()) return null;
  const [before = "", after = ""] = copy.reason.split("{reason}");
  return { before, text: reason.value, after, lang: reason.lang, pageLocale };
}

/** A reason as plain text, for feeds. */
export function reasonPlain(reason: ReasonText | null): string | null {
  return reason ? `${reason.before}${reason.text}${reason.after}` : null;
}

export function eventCard(event: EventView, locale: Locale, copy: EventsContent): EventCardData {
  const note = event.status !== "scheduled" ? reasonText(copy, event.statusNote, locale) : null;
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
    venue: placeText(event.venueName),
    locale,
  };
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
  const reason = reasonText(copy, localText(occurrence.notes[locale], occurrence.note, locale), locale);
  if (occurrence.status === "moved")
    return {
      when: at(occurrence.startsAt, occurrence.endsAt),
      dateTime: occurrence.startsAt,
      status: "moved",
      statusLabel: copy.status.moved,
      detail: fill(copy.movedFrom, { when: original }),
      reason,
    };
  return {
    when: original,
    dateTime: occurrence.startsAt,
    status: occurrence.status,
    statusLabel: occurrence.status === "cancelled" ? copy.status.cancelled : null,
    detail: null,
    reason: occurrence.status === "cancelled" ? reason : null,
  };
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
