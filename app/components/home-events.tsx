import { EventCard, type EventCardData } from "./event-card";

/** The home page's events, every word ready (no date code reaches the home page's JavaScript). */
export interface HomeEvents {
  heading: string;
  nextMeetingLabel: string;
  comingUpLabel: string;
  allEvents: { href: string; label: string };
  nextMeeting: EventCardData | null;
  upcoming: EventCardData[];
}

/**
 * The next weekly meeting and the next three events, rendered on the server
 * only (app/routes/+shared/home-events.server.ts): plain links, no router, no JavaScript.
 */
export function HomeEventList({ events }: { events: HomeEvents }) {
  return (
    <section className="page home-events" aria-labelledby="home-events">
      <h2 id="home-events">{events.heading}</h2>
      <ul className="event-list">
        {events.nextMeeting ? (
          <li>
            <p className="event-meta">{events.nextMeetingLabel}</p>
            <EventCard plain event={events.nextMeeting} />
          </li>
        ) : null}
        {events.upcoming.map((event) => (
          <li key={event.id}>
            <p className="event-meta">{events.comingUpLabel}</p>
            <EventCard plain event={event} />
          </li>
        ))}
      </ul>
      <p>
        <a href={events.allEvents.href}>{events.allEvents.label}</a>
      </p>
    </section>
  );
}
