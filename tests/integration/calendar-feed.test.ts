import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/connect.server";
import { weeklyRule } from "~/events/recurrence.server";
import type { Locale } from "~/i18n/locales";
import { indiaLocalToInstant, instantToIndiaLocal } from "~/lib/india-time";
import { createEvent, type EventWrite, setException, updateEvent } from "~/models/events.server";
import { loader } from "~/routes/events-ics";
import { migratedDatabase, testEngines } from "../helpers/engines";

const at = (local: string) => indiaLocalToInstant(local) as string;
const texts = (title: string) =>
  ({
    en: {
      title,
      venueName: "Demo venue",
      venueAddress: "Demo address",
      description: "Bring a friend.",
      statusNote: null,
    },
    ko: { title: `${title} (ko)`, venueName: "데모 행사장", venueAddress: null, description: null, statusNote: null },
    hi: { title: null, venueName: null, venueAddress: null, description: null, statusNote: null },
  }) satisfies Record<Locale, unknown>;

function weeklyMeeting(): EventWrite {
  return {
    kind: "club-meeting",
    // Tuesday 5 January 2027, 19:00–20:30 India time.
    startsAt: at("2027-01-05T19:00"),
    endsAt: at("2027-01-05T20:30"),
    allDay: false,
    recurrence: weeklyRule,
    repeatUntil: null,
    mapUrl: null,
    onlineUrl: null,
    photoId: null,
    projectId: null,
    status: "scheduled",
    isDraft: false,
    countsForAttendance: false,
    replies: "off",
    replyCapacity: null,
    texts: texts("Weekly meeting"),
  };
}

function feedRequest(path = "/events.ics", headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, { headers });
}

async function fetchFeed(database: Database, path = "/events.ics", headers: Record<string, string> = {}) {
  const context = { db: database.db, config: { PUBLIC_URL: "https://club.example.org" } };
  // biome-ignore lint/suspicious/noExplicitAny: the loader reads only db and config from its context
  return (await loader({ request: feedRequest(path, headers), context, params: {} } as any)) as Response;
}

/** The feed's VEVENTs as ical.js reads them (an independent parser), with the VTIMEZONE-free UTC times. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent");
}

/** A UTC ICAL.Time as India's wall clock ("2027-01-05T19:00"). */
function india(time: ICAL.Time) {
  return instantToIndiaLocal(time.toJSDate());
}

describe.each(testEngines)("the calendar feed, on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);
  let database: Database;
  let meetingId: number;
  let fairId: number;

  beforeAll(async () => {
    database = handle.database;
    meetingId = await createEvent(database.db, null, weeklyMeeting());
    fairId = await createEvent(database.db, null, {
      ...weeklyMeeting(),
      kind: "fundraiser",
      recurrence: null,
      startsAt: at("2027-01-09T23:30"),
      endsAt: at("2027-01-10T01:00"),
      texts: texts("Late fair"),
    });
    await createEvent(database.db, null, {
      ...weeklyMeeting(),
      recurrence: null,
      isDraft: true,
      texts: texts("Draft"),
    });
    // The third date cancelled, the fifth moved to the Wednesday at 18:00.
    await setException(database.db, null, meetingId, {
      occurrenceAt: at("2027-01-19T19:00"),
      status: "cancelled",
      startsAt: null,
      endsAt: null,
      note: "Holiday",
    });
    await setException(database.db, null, meetingId, {
      occurrenceAt: at("2027-02-02T19:00"),
      status: "moved",
      startsAt: at("2027-02-03T18:00"),
      endsAt: at("2027-02-03T19:30"),
      note: "Hall booked",
    });
  });

  it("expands the weekly meeting for 8 weeks in India time, without the cancelled date and with the moved one at its new time", async () => {
    const response = await fetchFeed(database);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const vevents = parse(await response.text());
    const master = vevents.find(
      (v) =>
        v.getFirstPropertyValue("uid") === `event-${meetingId}@club.example.org` && !v.hasProperty("recurrence-id"),
    );
    expect(master).toBeDefined();
    const event = new ICAL.Event(master as ICAL.Component);
    for (const exception of vevents.filter((v) => v.hasProperty("recurrence-id"))) event.relateException(exception);
    const iterator = event.iterator();
    const dates: string[] = [];
    for (let next = iterator.next(); next && dates.length < 7; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      dates.push(`${india(details.startDate)}–${india(details.endDate).slice(11)}`);
    }
    // Eight weekly dates from 5 January; 19 January is cancelled (EXDATE), 2 February moved (RECURRENCE-ID).
    expect(dates).toEqual([
      "2027-01-05T19:00–20:30",
      "2027-01-12T19:00–20:30",
      "2027-01-26T19:00–20:30",
      "2027-02-03T18:00–19:30",
      "2027-02-09T19:00–20:30",
      "2027-02-16T19:00–20:30",
      "2027-02-23T19:00–20:30",
    ]);
    // Drafts are not in the feed; the late fair is on 9 January in India (10 January in UTC+9 is not its date).
    const summaries = vevents.map((v) => v.getFirstPropertyValue("summary"));
    expect(summaries).not.toContain("Draft");
    const fair = vevents.find((v) => v.getFirstPropertyValue("summary") === "Late fair") as ICAL.Component;
    expect(india(fair.getFirstPropertyValue("dtstart") as ICAL.Time)).toBe("2027-01-09T23:30");
    expect(vevents.every((v) => v.hasProperty("dtstamp") && v.hasProperty("sequence"))).toBe(true);
  });

  it("LOCATION is the venue in the feed's language, each part in English where that language has none", async () => {
    const locationOf = async (path: string) => {
      const vevents = parse(await (await fetchFeed(database, path)).text());
      const meeting = vevents.find(
        (v) =>
          v.getFirstPropertyValue("uid") === `event-${meetingId}@club.example.org` && !v.hasProperty("recurrence-id"),
      ) as ICAL.Component;
      return meeting.getFirstPropertyValue("location");
    };
    expect(await locationOf("/events.ics")).toBe("Demo venue, Demo address");
    expect(await locationOf("/korean/events.ics")).toBe("데모 행사장, Demo address");
    expect(await locationOf("/hindi/events.ics")).toBe("Demo venue, Demo address");
  });

  it("marks a cancelled event STATUS:CANCELLED and raises its SEQUENCE on every save", async () => {
    const sequenceOf = async () => {
      const vevents = parse(await (await fetchFeed(database, "/korean/events.ics")).text());
      return vevents.find(
        (v) => v.getFirstPropertyValue("uid") === `event-${fairId}@club.example.org`,
      ) as ICAL.Component;
    };
    const before = await sequenceOf();
    expect(before.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(before.getFirstPropertyValue("summary")).toBe("Late fair (ko)");
    await updateEvent(database.db, null, fairId, {
      ...weeklyMeeting(),
      kind: "fundraiser",
      recurrence: null,
      startsAt: at("2027-01-09T23:30"),
      endsAt: at("2027-01-10T01:00"),
      status: "cancelled",
      texts: { ...texts("Late fair"), en: { ...texts("Late fair").en, description: null, statusNote: "Rain" } },
    });
    const after = await sequenceOf();
    expect(after.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(Number(after.getFirstPropertyValue("sequence"))).toBeGreaterThan(
      Number(before.getFirstPropertyValue("sequence")),
    );
    expect(String(after.getFirstPropertyValue("summary"))).toMatch(/^취소됨: /);
  });

  it("answers 304 to a client whose copy is current (ETag, Last-Modified), and 200 after a change", async () => {
    // Last-Modified counts whole seconds: what was written so far is dated a minute back, so the
    // change below falls in a later second without the test waiting for one to pass.
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    await database.db.updateTable("events").set({ updated_at: minuteAgo }).execute();
    await database.db.updateTable("event_exceptions").set({ updated_at: minuteAgo }).execute();
    await database.db
      .updateTable("audit_log")
      .set({ at: minuteAgo })
      .where("entity", "in", ["event", "demo-content"])
      .execute();
    const first = await fetchFeed(database);
    const etag = first.headers.get("etag") as string;
    const lastModified = first.headers.get("last-modified") as string;
    expect(etag).toMatch(/^".+"$/);
    expect(lastModified).toBeTruthy();
    expect((await fetchFeed(database, "/events.ics", { "If-None-Match": etag })).status).toBe(304);
    expect((await fetchFeed(database, "/events.ics", { "If-Modified-Since": lastModified })).status).toBe(304);
    expect((await fetchFeed(database, "/events.ics", { "If-None-Match": '"other"' })).status).toBe(200);
    await setException(database.db, null, meetingId, {
      occurrenceAt: at("2027-02-16T19:00"),
      status: "cancelled",
      startsAt: null,
      endsAt: null,
      note: "",
    });
    const changed = await fetchFeed(database, "/events.ics", { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect((await fetchFeed(database, "/events.ics", { "If-Modified-Since": lastModified })).status).toBe(200);
  });
});
