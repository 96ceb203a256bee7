/**
 * Event dates and times in the page's language, always on India's clock
 * (Asia/Kolkata): never the machine's or the visitor's time zone,
 * so an event at 23:30 IST is on its Indian date in every language.
 */
import { formatClockTime, formatDateWithWeekday, formatWeekdayOf } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { indiaDate, indiaTimeZone } from "~/lib/india-time";

/** "Tuesday, 1 December 2026" (en-IN), "2026년 12월 1일 화요일" (ko-KR), "मंगलवार, 1 दिसंबर 2026" (hi-IN). */
export function formatEventDate(instant: string, locale: Locale): string {
  return formatDateWithWeekday(indiaDate(instant), locale);
}

/** "7:00 pm", "오후 7:00", "शाम 7:00 बजे": each language's own words for a time (app/i18n/format.ts). */
export function formatEventTime(instant: string, locale: Locale): string {
  return formatClockTime(new Date(instant), locale);
}

/** "Tuesday, 1 December 2026, 7:00 pm": an instant's date and time, as a list of coming dates shows them. */
export function formatEventDateAndTime(instant: string, locale: Locale): string {
  return `${formatEventDate(instant, locale)}, ${formatEventTime(instant, locale)}`;
}

/** "Tuesday" in the language. */
export function formatWeekday(instant: string, locale: Locale): string {
  return formatWeekdayOf(indiaDate(instant), locale);
}

/**
 * When an event happens, in words: its date and times (an end on another day
 * with that day), or its day(s) if it lasts all day. `endsAt` of an all-day
 * event is the midnight after its last day.
 */
export function formatEventWhen(
  event: { startsAt: string; endsAt: string; allDay: boolean },
  locale: Locale,
  allDayLabel: string,
): string {
  if (event.allDay) {
    const lastDay = new Date(Date.parse(event.endsAt) - 1).toISOString();
    const first = formatEventDate(event.startsAt, locale);
    return indiaDate(lastDay) > indiaDate(event.startsAt)
      ? `${first} – ${formatEventDate(lastDay, locale)}`
      : `${first} (${allDayLabel})`;
  }
  const start = formatEventDateAndTime(event.startsAt, locale);
  const sameDay = indiaDate(event.startsAt) === indiaDate(event.endsAt);
  const end = sameDay ? formatEventTime(event.endsAt, locale) : formatEventDateAndTime(event.endsAt, locale);
  return `${start} – ${end}`;
}

/** Google Calendar's "create event" template link (dates in UTC, or whole days). */
export function googleCalendarLink(event: {
  title: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  details: string;
  location: string;
  recurrence?: string | null;
}): string {
  const utc = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const day = (iso: string) => indiaDate(iso).replace(/-/g, "");
  const dates = event.allDay
    ? `${day(event.startsAt)}/${day(event.endsAt)}`
    : `${utc(event.startsAt)}/${utc(event.endsAt)}`;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates,
    details: event.details,
    location: event.location,
    ctz: indiaTimeZone,
  });
  if (event.recurrence) params.set("recur", `RRULE:${event.recurrence}`);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** A WhatsApp link that opens a chat with `text` ready to send: works without JavaScript. */
export function whatsAppLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** "Tuesday, 1 December 2026": an India calendar date (YYYY-MM-DD) as officials' screens say it. */
export function dayInWords(date: string): string {
  return formatEventDate(`${date}T12:00:00+05:30`, "en");
}
