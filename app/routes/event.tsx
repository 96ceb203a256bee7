import { Fragment, type MouseEvent } from "react";
import { data, Link, useLocation } from "react-router";
import { getAccount } from "~/auth/session.server";
import { JsonLd, OccurrenceItem, Reason, Venue } from "~/components/event-card";
import { InEnglishMark } from "~/components/in-english";
import { Picture } from "~/components/picture";
import { markdownToPlainText, renderMarkdown } from "~/content/markdown.server";
import { now } from "~/context";
import { googleCalendarLink, whatsAppLink } from "~/events/format";
import { venuePlain, venueTexts } from "~/events/venue";
import { eventsContent } from "~/i18n/content/events";
import { localizePath } from "~/i18n/locale";
import { requestLocale } from "~/i18n/page.server";
import { indiaDate, indiaIso } from "~/lib/india-time";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { isOfficialRole } from "~/lib/role-labels";
import { getEvent, nextOccurrences } from "~/models/events.server";
import { eventCard, occurrenceLine, weeklyRuleText } from "~/routes/+shared/event-cards.server";
import { ownCacheControl } from "~/routes/+shared/own-cache-control";
import { pageMeta } from "~/seo";
import styles from "~/styles/events.css?url";
import formStyles from "~/styles/forms.css?url";
import type { Route } from "./+types/event";
import { type ReplyAnswer, replyAction, replySection } from "./event-replies.server";
import { EventReplies } from "./event-replies-section";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "stylesheet", href: formStyles },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: 404 });
  // Officials also see drafts, marked; to visitors a draft does not exist.
  const account = await getAccount(request, context);
  const official = account && isOfficialRole(account.role) ? account : null;
  const event = await getEvent(context.db, id, locale, { drafts: official !== null });
  if (!event) throw data(null, { status: 404 });
  const copy = eventsContent[locale];
  const oneOff = eventCard(event, locale, copy);
  const card = event.recurrence ? { ...oneOff, when: weeklyRuleText(event, locale, copy) } : oneOff;
  const publicUrl = context.config.PUBLIC_URL ?? null;
  const path = localizePath(`/event/${id}`, locale);
  const replies = event.isDraft ? null : await replySection(context, id, locale, account, path);
  const absolute = publicUrl ? new URL(path, publicUrl).toString() : path;
  const location = venuePlain(event);
  const next = event.recurrence
    ? nextOccurrences(event, now(context), 6).map((o) => occurrenceLine(o, event, locale, copy))
    : [];
  const eventStatus =
    event.status === "cancelled"
      ? "EventCancelled"
      : event.status === "postponed"
        ? "EventPostponed"
        : "EventScheduled";
  const page = {
    copy,
    card,
    isDraft: event.isDraft,
    official: official !== null,
    replies,
    descriptionHtml: event.description.value ? renderMarkdown(event.description.value, { topHeading: 2 }) : null,
    descriptionLang: event.description.lang,
    plainDescription: event.description.value ? markdownToPlainText(event.description.value).slice(0, 200) : "",
    venue: venueTexts(event),
    mapUrl: event.mapUrl,
    onlineUrl: event.onlineUrl,
    photo: event.photo,
    project: event.project
      ? {
          href: localizePath(`/project/${encodeURIComponent(event.project.code)}`, locale),
          title: event.project.title.value ?? event.project.code,
          lang: event.project.title.lang,
        }
      : null,
    weekly: event.recurrence !== null,
    next,
    google: googleCalendarLink({
      title: card.title,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      allDay: event.allDay,
      details: absolute,
      location,
      recurrence: event.recurrence,
    }),
    eventsPath: localizePath("/events", locale),
    icsPath: localizePath(`/event/${id}/calendar.ics`, locale),
    whatsApp: whatsAppLink(`${card.title} – ${card.when} (${copy.indiaTime})\n${absolute}`),
    shareUrl: absolute,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Event",
      name: card.title,
      startDate: event.allDay ? indiaDate(event.startsAt) : indiaIso(event.startsAt),
      endDate: event.allDay ? indiaDate(new Date(Date.parse(event.endsAt) - 1)) : indiaIso(event.endsAt),
      eventStatus: `https://schema.org/${eventStatus}`,
      eventAttendanceMode: `https://schema.org/${
        event.onlineUrl && location
          ? "MixedEventAttendanceMode"
          : event.onlineUrl
            ? "OnlineEventAttendanceMode"
            : "OfflineEventAttendanceMode"
      }`,
      location: location
        ? {
            "@type": "Place",
            name: event.venueName.value || location,
            address: event.venueAddress.value || location,
          }
        : undefined,
      description: event.description.value ? markdownToPlainText(event.description.value).slice(0, 500) : undefined,
      url: absolute,
    },
  };
  // The visitors' reply form carries a signed time for the minimum fill time (like the contact
  // form's): a page showing it is drawn for each visitor, never kept (decision 0080).
  return replies?.stamp ? data(page, { headers: { "Cache-Control": "private, no-store" } }) : page;
}

export const headers = ownCacheControl;

/** A reply to the event (decision 0080): a visitor's, a member's, or a member cancelling theirs. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const form = await readForm(request);
  return replyAction(context, id, locale, await getAccount(request, context), form);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  const { card, copy, plainDescription } = loaderData;
  const status = card.statusLabel ? `${card.statusLabel}: ` : "";
  return pageMeta(matches[0]?.loaderData, {
    title: `${status}${card.title}`,
    description: `${card.when} (${copy.indiaTime}). ${plainDescription}`.trim(),
    // Link previews are 1200×630 JPEGs (app/media/brand-images.server.ts): an event shows the club's.
    pathname: location.pathname,
  });
};

/**
 * The share button is a WhatsApp link, which works without JavaScript; with
 * it, a phone's own share sheet (Web Share API) opens instead, where there is one.
 */
function share(event: MouseEvent<HTMLAnchorElement>, title: string, url: string) {
  if (typeof navigator.share !== "function") return;
  event.preventDefault();
  navigator.share({ title, url }).catch(() => {});
}

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const location = useLocation();
  const { copy, card } = d;
  return (
    <article className={`page narrow event-detail event-${card.status}`}>
      {d.isDraft ? <p className="page-notice">{copy.draft}</p> : null}
      {card.statusLabel ? <p className="event-status">{card.statusLabel}</p> : null}
      <p className="event-meta">{card.kind}</p>
      <h1 lang={card.titleLang}>
        <InEnglishMark lang={card.titleLang} locale={card.locale} />
        {card.title}
      </h1>
      {card.note ? (
        <p className="lead">
          <Reason reason={card.note} />
        </p>
      ) : null}
      <dl>
        <div>
          <dt>{copy.when}</dt>
          <dd>
            {d.weekly ? card.when : <time dateTime={card.dateTime}>{card.when}</time>} ({copy.indiaTime})
          </dd>
        </div>
        {d.venue.length ? (
          <div>
            <dt>{copy.venue}</dt>
            <dd>
              {d.venue.map((part, index) => (
                <Fragment key={part.text}>
                  {index > 0 ? ", " : null}
                  <Venue venue={part} locale={card.locale} />
                </Fragment>
              ))}
              {d.mapUrl ? (
                <>
                  {" "}
                  <a href={d.mapUrl} rel="noopener noreferrer">
                    {copy.map}
                  </a>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        {d.onlineUrl ? (
          <div>
            <dt>{copy.online}</dt>
            <dd>
              <a href={d.onlineUrl} rel="noopener noreferrer">
                {d.onlineUrl}
              </a>
            </dd>
          </div>
        ) : null}
        {d.project ? (
          <div>
            <dt>{copy.project}</dt>
            <dd>
              <Link to={d.project.href} lang={d.project.lang}>
                {d.project.title}
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
      {d.next.length ? (
        <section aria-labelledby="event-next">
          <h2 id="event-next">{copy.nextDates}</h2>
          <ul className="event-dates">
            {d.next.map((line) => (
              <OccurrenceItem key={line.dateTime} line={line} />
            ))}
          </ul>
        </section>
      ) : null}
      {d.photo ? (
        <p className="event-photo">
          <Picture picture={d.photo} sizes="(min-width: 760px) 728px, calc(100vw - 32px)" />
        </p>
      ) : null}
      {d.descriptionHtml && d.descriptionLang !== card.locale ? (
        <p>
          <InEnglishMark lang={d.descriptionLang} locale={card.locale} />
        </p>
      ) : null}
      {d.descriptionHtml ? (
        <div
          className="prose"
          lang={d.descriptionLang}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with HTML off (app/content/markdown.server.ts)
          dangerouslySetInnerHTML={{ __html: d.descriptionHtml }}
        />
      ) : null}
      {d.replies ? (
        <EventReplies
          section={d.replies}
          answer={actionData as ReplyAnswer | undefined}
          confirming={new URLSearchParams(location.search).has("cancel-reply")}
        />
      ) : null}
      <section aria-labelledby="event-calendar">
        <h2 id="event-calendar">{copy.addToCalendar}</h2>
        <p className="event-actions">
          <a className="button" href={d.google} rel="noopener noreferrer">
            {copy.googleCalendar}
          </a>
          <a className="button" href={d.icsPath} download type="text/calendar">
            {copy.downloadIcs}
          </a>
        </p>
      </section>
      <section aria-labelledby="event-share">
        <h2 id="event-share">{copy.share}</h2>
        <p className="event-actions">
          <a
            className="button"
            href={d.whatsApp}
            rel="noopener noreferrer"
            onClick={(event) => share(event, card.title, d.shareUrl)}
          >
            {copy.shareWhatsApp}
          </a>
        </p>
      </section>
      {d.official ? (
        <nav aria-label={copy.official.label} className="official-links">
          <Link className="button" to={`/event-form/${card.id}`} hrefLang="en">
            {copy.official.edit}
          </Link>
        </nav>
      ) : null}
      <p>
        <Link to={d.eventsPath}>{copy.allEvents}</Link>
      </p>
      <JsonLd data={d.jsonLd} />
    </article>
  );
}
