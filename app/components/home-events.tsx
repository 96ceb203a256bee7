import type { EventCardData } from "~/events/cards.server";
import type { HomeEvents } from "~/events/home.server";

/**
 * The next weekly meeting and the next three events, rendered on the server
 * only (app/events/home.server.ts): plain links, no router, no JavaScript.
 */
export function HomeEventList({ events }: { events: HomeEvents }) {
  return (
    <section className="page home-events" aria-labelledby="home-events">
      <h2 id="home-events">{events.heading}</h2>
      <ul className="event-list">
        {events.nextMeeting ? (
          <li>
            <p className="event-meta">{events.nextMeetingLabel}</p>
            <StaticEventCard event={events.nextMeeting} />
          </li>
        ) : null}
        {events.upcoming.map((event) => (
          <li key={event.id}>
            <p className="event-meta">{events.comingUpLabel}</p>
            <StaticEventCard event={event} />
          </li>
        ))}
      </ul>
      <p>
        <a href={events.allEvents.href}>{events.allEvents.label}</a>
      </p>
    </section>
  );
}

function StaticEventCard({ event }: { event: EventCardData }) {
  return (
    <article className={`event-card event-${event.status}`}>
      {event.statusLabel ? <p className="event-status">{event.statusLabel}</p> : null}
      <h3 lang={event.titleLang}>
        <a href={event.href}>{event.title}</a>
      </h3>
      <p>
        <time dateTime={event.dateTime}>{event.when}</time>
      </p>
      <p className="event-meta">{[event.kind, event.venue].filter(Boolean).join(" · ")}</p>
      {event.note ? <p>{event.note}</p> : null}
    </article>
  );
}
