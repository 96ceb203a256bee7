import { buildCalendar, calendarResponse } from "~/events/feed.server";
import { eventsContent } from "~/i18n/content/events";
import { requestLocale } from "~/i18n/page.server";
import { clubNameIn, getClubNames } from "~/models/club-profile.server";
import { eventsLastChanged, listFeedEvents } from "~/models/events.server";
import type { Route } from "./+types/events-ics";

/**
 * The club's calendar feed (/events.ics, /korean/events.ics…): every
 * published meeting and event, to subscribe to in Google, Apple or Outlook
 * calendars (docs/decisions/0032-calendar-feed.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const [events, lastChanged] = await Promise.all([listFeedEvents(context.db, locale), eventsLastChanged(context.db)]);
  const body = buildCalendar(events, {
    locale,
    labels: eventsContent[locale].feed,
    publicUrl: context.config.PUBLIC_URL,
    clubName: clubNameIn(await getClubNames(context.db), locale),
  });
  return calendarResponse(request, body, lastChanged, "events.ics");
}
