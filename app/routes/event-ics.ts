import { data } from "react-router";
import { buildCalendar, calendarResponse } from "~/events/feed.server";
import { eventsContent } from "~/i18n/content/events";
import { requestLocale } from "~/i18n/page.server";
import { parseRecordId } from "~/lib/record-id";
import { clubNameIn, getClubNames } from "~/models/club-profile.server";
import { getEvent } from "~/models/events.server";
import type { Route } from "./+types/event-ics";

/** One published event as an .ics file ("Add to calendar" for Apple Calendar and Outlook). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const locale = requestLocale(request);
  const event = await getEvent(context.db, id, locale);
  if (!event) throw data(null, { status: 404 });
  const body = buildCalendar([event], {
    locale,
    labels: eventsContent[locale].feed,
    publicUrl: context.config.PUBLIC_URL,
    clubName: clubNameIn(await getClubNames(context.db), locale),
  });
  return calendarResponse(request, body, event.updatedAt, `event-${id}.ics`);
}
