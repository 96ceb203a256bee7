import { describe, expect, it } from "vitest";
import { buildCalendar } from "~/events/feed.server";
import { weeklyRule } from "~/events/recurrence.server";
import { eventsContent } from "~/i18n/content/events";
import type { Locale } from "~/i18n/locales";
import { indiaLocalToInstant } from "~/lib/india-time";
import {
  createEvent,
  type EventWrite,
  eventTextRows,
  getEditableEvent,
  getEvent,
  listFeedEvents,
  nextOccurrences,
  removeException,
  setException,
  updateEvent,
} from "~/models/events.server";
import { occurrenceLine } from "~/routes/+shared/event-cards.server";
import { migratedDatabase, testEngines } from "../helpers/engines";

const at = (local: string) => indiaLocalToInstant(local) as string;

function meeting(startsAt: string, endsAt: string): EventWrite {
  return {
    kind: "club-meeting",
    startsAt,
    endsAt,
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
    texts: {
      ...eventTextRows.completeByLocale({}),
      en: eventTextRows.complete({ title: "Weekly meeting" }),
    } satisfies Record<Locale, unknown>,
  };
}

describe.each(testEngines)("reasons for changed dates in each language, on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);

  it("a changed date's reason is shown in the reader's language, the English one (marked en) where it has none, and in that language's calendar feed", async () => {
    const { db } = handle.database;
    // Tuesdays from 5 January 2027, 19:00–20:30 India time.
    const id = await createEvent(db, null, meeting(at("2027-01-05T19:00"), at("2027-01-05T20:30")));
    await setException(db, null, id, {
      occurrenceAt: at("2027-01-12T19:00"),
      status: "moved",
      startsAt: at("2027-01-13T19:30"),
      endsAt: at("2027-01-13T21:00"),
      note: "Hall booked",
      notes: { ko: "홀 예약됨", hi: "  " },
    });
    const edited = await getEditableEvent(db, id);
    expect(edited?.exceptions.map((e) => [e.note, e.notes])).toEqual([["Hall booked", { ko: "홀 예약됨" }]]);

    const reasonIn = async (locale: Locale) => {
      const view = await getEvent(db, id, locale);
      if (!view) throw new Error("no event");
      const [line] = nextOccurrences(view, new Date(at("2027-01-06T00:00")), 1).map((o) =>
        occurrenceLine(o, view, locale, eventsContent[locale]),
      );
      return line?.reason;
    };
    expect(await reasonIn("ko")).toMatchObject({ text: "홀 예약됨", lang: "ko" });
    expect(await reasonIn("hi")).toMatchObject({ text: "Hall booked", lang: "en" });
    expect(await reasonIn("en")).toMatchObject({ text: "Hall booked", lang: "en" });

    const feed = (locale: Locale) =>
      listFeedEvents(db, locale).then((events) =>
        buildCalendar(events, {
          locale,
          labels: { calendarName: "{club}", untitled: "Untitled", cancelled: "Cancelled", postponed: "Postponed" },
          publicUrl: "https://club.example.org",
          clubName: "Club",
        }),
      );
    expect(await feed("ko")).toContain("홀 예약됨");
    expect(await feed("hi")).toContain("Hall booked");
  });

  it("a changed date can be given back to the rule after the meeting's weekday changed; meanwhile it is not shown to visitors", async () => {
    const { db } = handle.database;
    const id = await createEvent(db, null, meeting(at("2027-03-02T19:00"), at("2027-03-02T20:30")));
    const tuesday = at("2027-03-09T19:00");
    await setException(db, null, id, {
      occurrenceAt: tuesday,
      status: "cancelled",
      startsAt: null,
      endsAt: null,
      note: "Holi",
      notes: { hi: "होली" },
    });
    // Thursdays from now on.
    await updateEvent(db, null, id, meeting(at("2027-03-04T19:00"), at("2027-03-04T20:30")));
    expect((await getEditableEvent(db, id))?.exceptions.map((e) => e.occurrenceAt)).toEqual([tuesday]);
    expect((await getEvent(db, id, "hi"))?.exceptions).toEqual([]);

    expect(await removeException(db, null, id, tuesday)).toBe(true);
    expect((await getEditableEvent(db, id))?.exceptions).toEqual([]);
    const left = await db.selectFrom("event_exception_texts").select("note").where("event_id", "=", id).execute();
    expect(left).toEqual([]);
  });
});
