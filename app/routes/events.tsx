import { Link } from "react-router";
import { getOfficial } from "~/auth/session.server";
import { EventCard, JsonLd, OccurrenceItem, Reason, Venue } from "~/components/event-card";
import { InEnglishMark } from "~/components/in-english";
import { Pagination } from "~/components/pagination";
import { now } from "~/context";
import { eventsContent } from "~/i18n/content/events";
import { localizePath } from "~/i18n/locale";
import { requestLocale } from "~/i18n/page.server";
import { fill } from "~/i18n/types";
import { useRootData } from "~/i18n/use-root-data";
import { indiaIso } from "~/lib/india-time";
import { assertPageExists, pageCount, requestedPage } from "~/lib/pagination";
import { listMeetings, listPastEvents, listUpcomingEvents } from "~/models/events.server";
import { eventCard, meetingData } from "~/routes/+shared/event-cards.server";
import { pageMeta } from "~/seo";
import styles from "~/styles/events.css?url";
import type { Route } from "./+types/events";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** Past events per page: the archive grows every week. */
export const pastEventsPerPage = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const copy = eventsContent[locale];
  const page = requestedPage(request);
  const at = now(context);
  const [meetings, upcoming, past, official] = await Promise.all([
    page === 1 ? listMeetings(context.db, locale, at) : [],
    page === 1 ? listUpcomingEvents(context.db, locale, at) : [],
    listPastEvents(context.db, locale, at, { page, pageSize: pastEventsPerPage }),
    getOfficial(request, context),
  ]);
  const pages = pageCount(past.total, pastEventsPerPage);
  assertPageExists(page, pages);
  const pathname = localizePath("/events", locale);
  return {
    copy,
    page,
    pages,
    pathname,
    feedPath: localizePath("/events.ics", locale),
    meetings: meetings.map((m) => meetingData(m, locale, copy)),
    upcoming: upcoming.map((e) => eventCard(e, locale, copy)),
    past: past.events.map((e) => eventCard(e, locale, copy)),
    official: official !== null,
    publicUrl: context.config.PUBLIC_URL ?? null,
    jsonLd: [...upcoming, ...past.events].slice(0, 50).map((e) => ({
      "@type": "Event",
      name: e.title.value ?? copy.untitled,
      startDate: indiaIso(e.startsAt),
      endDate: indiaIso(e.endsAt),
      eventStatus: `https://schema.org/${e.status === "cancelled" ? "EventCancelled" : e.status === "postponed" ? "EventPostponed" : "EventScheduled"}`,
      url: localizePath(`/event/${e.id}`, locale),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { copy, page } = loaderData;
  return pageMeta(matches[0]?.loaderData, {
    title: page > 1 ? fill(copy.pageTitle, { title: copy.heading, page }) : copy.heading,
    description: copy.description,
    pathname: location.pathname,
  });
};

export default function Events({ loaderData }: Route.ComponentProps) {
  const { copy, page, pages, pathname, meetings, upcoming, past, feedPath, official, publicUrl, jsonLd } = loaderData;
  const base = publicUrl ?? "";
  const { locale } = useRootData();
  const itemList = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: jsonLd.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: { ...item, url: `${base}${item.url}` },
    })),
  };
  return (
    <section className="page events-page">
      <h1>{copy.heading}</h1>
      <p className="lead">{copy.description}</p>
      {official ? (
        <nav aria-label={copy.official.label} className="official-links">
          <Link className="button" to="/event-form" hrefLang="en">
            {copy.official.manage}
          </Link>
        </nav>
      ) : null}
      {meetings.map((meeting) => (
        <section key={meeting.id} aria-labelledby={`meeting-${meeting.id}`} className="event-card">
          {meeting.statusLabel ? <p className="event-status">{meeting.statusLabel}</p> : null}
          <h2 id={`meeting-${meeting.id}`} lang={meeting.titleLang}>
            <InEnglishMark lang={meeting.titleLang} locale={locale} />
            <Link to={meeting.href}>{meeting.title}</Link>
          </h2>
          <p>{meeting.rule}</p>
          {meeting.venue ? (
            <p className="event-meta">
              <Venue venue={meeting.venue} locale={locale} />
            </p>
          ) : null}
          {meeting.note ? (
            <p>
              <Reason reason={meeting.note} />
            </p>
          ) : null}
          {meeting.next.length ? (
            <>
              <h3>{copy.nextDates}</h3>
              <ul className="event-dates">
                {meeting.next.map((line) => (
                  <OccurrenceItem key={line.dateTime} line={line} />
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ))}
      {page === 1 ? (
        <>
          <h2>{copy.upcomingHeading}</h2>
          {upcoming.length ? (
            <ul className="event-list">
              {upcoming.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{copy.noUpcoming}</p>
          )}
        </>
      ) : null}
      <h2>{copy.pastHeading}</h2>
      {past.length ? (
        <ul className="event-list">
          {past.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{copy.noPast}</p>
      )}
      <Pagination pathname={pathname} page={page} pages={pages} labels={copy.pagination} />
      <section className="event-feed">
        <h2>{copy.subscribe}</h2>
        <p>{copy.subscribeHint}</p>
        <p>
          <a href={feedPath} type="text/calendar">
            <code>{`${base}${feedPath}`}</code>
          </a>
        </p>
      </section>
      <JsonLd data={itemList} />
    </section>
  );
}
