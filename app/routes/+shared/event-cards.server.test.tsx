import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EventCard, OccurrenceItem } from "~/components/event-card";
import { venuePlain, venueTexts } from "~/events/venue";
import { eventsContent } from "~/i18n/content/events";
import type { LocalText } from "~/i18n/fallback";
import { eventCard, meetingData, occurrenceLine } from "~/routes/+shared/event-cards.server";

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
          venueName: { value: null, lang: locale },
          venueAddress: { value: null, lang: locale },
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

describe("the venue in the page's language (issue 20.11)", () => {
  const event = (venueName: LocalText, venueAddress: LocalText) =>
    ({
      ...meeting,
      kind: "club-meeting",
      title: { value: "बैठक", lang: "hi" },
      statusNote: { value: null, lang: "hi" },
      venueName,
      venueAddress,
      status: "scheduled",
      exceptions: [],
    }) as unknown as Parameters<typeof eventCard>[0];

  it("a card shows a Hindi venue in Hindi, unmarked", () => {
    const card = eventCard(
      event({ value: "डेमो स्थल", lang: "hi" }, { value: null, lang: "hi" }),
      "hi",
      eventsContent.hi,
    );
    expect(card.venue).toEqual({ text: "डेमो स्थल", lang: "hi" });
    const html = renderToStaticMarkup(<EventCard event={card} plain />);
    expect(html).toContain('<span lang="hi">डेमो स्थल</span>');
    expect(html).not.toContain("in-english");
  });

  it("a card shows a venue with no Hindi text in English, marked lang=en and 'In English'", () => {
    const card = eventCard(
      event({ value: "Demo venue", lang: "en" }, { value: null, lang: "hi" }),
      "hi",
      eventsContent.hi,
    );
    expect(renderToStaticMarkup(<EventCard event={card} plain />)).toContain(
      '<span lang="en"><span class="in-english" lang="hi">अंग्रेज़ी में</span> Demo venue</span>',
    );
  });

  it("the venue's name and address are one text in one language, two where one falls back to English", () => {
    expect(venueTexts(event({ value: "데모 행사장", lang: "ko" }, { value: "데모 주소", lang: "ko" }))).toEqual([
      { text: "데모 행사장, 데모 주소", lang: "ko" },
    ]);
    const mixed = event({ value: "데모 행사장", lang: "ko" }, { value: "Demo address", lang: "en" });
    expect(venueTexts(mixed)).toEqual([
      { text: "데모 행사장", lang: "ko" },
      { text: "Demo address", lang: "en" },
    ]);
    expect(venuePlain(mixed)).toBe("데모 행사장, Demo address");
    expect(venueTexts(event({ value: null, lang: "ko" }, { value: "  ", lang: "ko" }))).toEqual([]);
  });
});
