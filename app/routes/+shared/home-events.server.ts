import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { AppLoadContext } from "react-router";
import { HomeEventList, type HomeEvents } from "~/components/home-events";
import { now } from "~/context";
import { eventsContent } from "~/i18n/content/events";
import { localizePath } from "~/i18n/locale";
import type { Locale } from "~/i18n/locales";
import { listMeetings, listUpcomingEvents } from "~/models/events.server";
import { eventCard, occurrenceLine } from "~/routes/+shared/event-cards.server";

/** The next weekly meeting that takes place (a moved one at its new time) and the next three events. */
export async function homeEvents(context: AppLoadContext, locale: Locale): Promise<HomeEvents> {
  const copy = eventsContent[locale];
  const at = now(context);
  const [meetings, upcoming] = await Promise.all([
    listMeetings(context.db, locale, at, 8),
    listUpcomingEvents(context.db, locale, at, 3),
  ]);
  let nextMeeting: HomeEvents["nextMeeting"] = null;
  for (const meeting of meetings) {
    const next = meeting.next.find((o) => o.status !== "cancelled");
    if (!next) continue;
    if (nextMeeting && nextMeeting.dateTime <= next.startsAt) continue;
    const card = eventCard(meeting, locale, copy);
    const line = occurrenceLine(next, meeting, locale, copy);
    nextMeeting = {
      ...card,
      when: `${line.when} (${copy.indiaTime})`,
      dateTime: line.dateTime,
      status: meeting.status === "scheduled" ? line.status : meeting.status,
      statusLabel: card.statusLabel ?? line.statusLabel,
      detail: line.detail,
      note: card.note ?? line.reason,
    };
  }
  return {
    heading: copy.heading,
    nextMeetingLabel: copy.homeNextMeeting,
    comingUpLabel: copy.homeComingUp,
    allEvents: { href: localizePath("/events", locale), label: copy.allEvents },
    nextMeeting,
    upcoming: upcoming.map((e) => eventCard(e, locale, copy)),
  };
}

/**
 * The home page's events as finished HTML: the home page shows it as it is,
 * so it adds no JavaScript to the home page (its budget, DESIGN.md) and its
 * links are plain links.
 */
export async function homeEventsHtml(context: AppLoadContext, locale: Locale): Promise<string> {
  const events = await homeEvents(context, locale);
  if (!events.nextMeeting && events.upcoming.length === 0) return "";
  return renderToStaticMarkup(createElement(HomeEventList, { events }));
}
