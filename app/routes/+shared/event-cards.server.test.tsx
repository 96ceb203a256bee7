import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OccurrenceItem } from "~/components/event-card";
import { eventsContent } from "~/i18n/content/events";
import { meetingData, occurrenceLine } from "~/routes/+shared/event-cards.server";

const meeting = {
  id: 1,
  allDay: false,
  startsAt: "2027-01-07T13:30:00.000Z",
  endsAt: "2027-01-07T15:00:00.000Z",
};

describe("a cancelled weekly date", () => {
  it.each(["en", "ko", "hi"] as const)(
    "%s: the label and the date are two words apart (the space is outside the label, where it cannot be dropped)",
    (locale) => {
      const copy = eventsContent[locale];
      const line = occurrenceLine(
        {
          occurrenceAt: meeting.startsAt,
          startsAt: meeting.startsAt,
          endsAt: meeting.endsAt,
          status: "cancelled",
          note: "",
          notes: {},
        } as unknown as Parameters<typeof occurrenceLine>[0],
        meeting,
        locale,
        copy,
      );
      const html = renderToStaticMarkup(<OccurrenceItem line={line} />);
      expect(html).toContain(`<strong class="event-status">${copy.status.cancelled}:</strong> <time`);
    },
  );
});

describe("India time is named once", () => {
  it.each(["en", "ko", "hi"] as const)(
    "%s: the weekly meeting's rule says India time once, without doubled brackets",
    (locale) => {
      const copy = eventsContent[locale];
      const data = meetingData(
        {
          ...meeting,
          title: { value: "Weekly meeting", lang: locale },
          statusNote: { value: null, lang: locale },
          kind: "meeting",
          venueName: "",
          status: "scheduled",
          next: [],
        } as unknown as Parameters<typeof meetingData>[0],
        locale,
        copy,
      );
      expect(data.rule).not.toMatch(/\(\s*[^()]*\([^()]*\)\s*\)/);
      expect(data.rule.split(copy.indiaTime).length - 1).toBe(1);
      expect(data.rule).not.toContain("IST");
      const time = { en: "7:00 pm – 8:30 pm", ko: "오후 7:00 – 오후 8:30", hi: "शाम 7:00 बजे – रात 8:30 बजे" }[locale];
      expect(data.rule).toContain(time);
    },
  );
});
