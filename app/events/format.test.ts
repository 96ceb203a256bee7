import { afterEach, describe, expect, it } from "vitest";
import { indiaDate, indiaLocalToInstant, instantToIndiaLocal } from "~/lib/india-time";
import { formatEventDate, formatEventWhen, googleCalendarLink, whatsAppLink } from "./format";

const machineZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = machineZone;
});

// 23:30 on Saturday 9 January 2027 in India is already Sunday 10 January in Seoul (UTC+9) and 18:00 on the 9th in UTC.
const lateEvening = indiaLocalToInstant("2027-01-09T23:30") as string;
const endsAt = indiaLocalToInstant("2027-01-10T00:30") as string;

describe.each(["UTC", "Asia/Seoul", "America/Los_Angeles", "Asia/Kolkata", "Pacific/Kiritimati"])(
  "on a machine whose time zone is %s",
  (zone) => {
    it("an event at 23:30 India time is listed on its Indian date in every language", () => {
      process.env.TZ = zone;
      expect(lateEvening).toBe("2027-01-09T18:00:00.000Z");
      expect(indiaDate(lateEvening)).toBe("2027-01-09");
      expect(instantToIndiaLocal(lateEvening)).toBe("2027-01-09T23:30");
      expect(formatEventDate(lateEvening, "en")).toBe("Saturday, 9 January 2027");
      expect(formatEventDate(lateEvening, "ko")).toBe("2027년 1월 9일 토요일");
      expect(formatEventDate(lateEvening, "hi")).toBe("शनिवार, 9 जनवरी 2027");
      // The end, after midnight, is on the next Indian day, and says so.
      const when = formatEventWhen({ startsAt: lateEvening, endsAt, allDay: false }, "en", "All day");
      expect(when).toMatch(/^Saturday, 9 January 2027, 11:30 pm – Sunday, 10 January 2027, 12:30 am$/i);
      expect(formatEventWhen({ startsAt: lateEvening, endsAt, allDay: false }, "ko", "종일")).toBe(
        "2027년 1월 9일 토요일, 오후 11:30 – 2027년 1월 10일 일요일, 오전 12:30",
      );
      // An all-day event is on its Indian day(s).
      const day = indiaLocalToInstant("2027-01-09") as string;
      const next = indiaLocalToInstant("2027-01-10") as string;
      expect(formatEventWhen({ startsAt: day, endsAt: next, allDay: true }, "ko", "종일")).toBe(
        "2027년 1월 9일 토요일 (종일)",
      );
    });
  },
);

describe("India time", () => {
  it("a time typed in India is stored as its UTC instant, and nonsense is refused", () => {
    expect(indiaLocalToInstant("2027-01-05T19:00")).toBe("2027-01-05T13:30:00.000Z");
    expect(indiaLocalToInstant("2027-02-30T19:00")).toBeNull();
    expect(indiaLocalToInstant("2027-01-05T24:00")).toBeNull();
    expect(indiaLocalToInstant("tomorrow")).toBeNull();
  });

  it("Add to calendar and share links carry the event's times in UTC and work without JavaScript", () => {
    const google = new URL(
      googleCalendarLink({
        title: "Meeting",
        startsAt: lateEvening,
        endsAt,
        allDay: false,
        details: "https://club.example.org/event/1",
        location: "Demo venue",
      }),
    );
    expect(google.searchParams.get("dates")).toBe("20270109T180000Z/20270109T190000Z");
    expect(google.searchParams.get("ctz")).toBe("Asia/Kolkata");
    expect(whatsAppLink("Meeting https://club.example.org/event/1")).toBe(
      "https://wa.me/?text=Meeting%20https%3A%2F%2Fclub.example.org%2Fevent%2F1",
    );
  });
});
