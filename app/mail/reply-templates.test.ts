import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import { replyEmail } from "./reply-templates";

const base = {
  clubName: "Rotary Club of Test",
  name: "Asha\r\nBcc: victim@example.org",
  eventTitle: "Charter dinner",
  when: "Saturday, 5 December 2026, 7:30 pm",
  guests: 2,
  position: 3,
  cancelLink: "https://club.example.org/event-reply/12.abcdefghijklmnopqrstuv",
  eventLink: "https://club.example.org/event/7",
};

describe("the e-mails about a reply", () => {
  it("in every language, each kind carries the cancel link on a line of its own and a one-line subject", () => {
    for (const locale of locales)
      for (const kind of ["coming", "waiting", "moved-up"] as const) {
        const mail = replyEmail({ ...base, kind, locale });
        expect(mail.text.split("\n"), `${locale} ${kind}`).toContain(base.cancelLink);
        expect(mail.text).toContain(base.eventLink);
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.subject).toContain("Charter dinner");
        // A name typed with a line break stays on its greeting's line.
        expect(mail.text).not.toContain("\r\nBcc:");
        expect(mail.text.split("\n").some((line) => line.startsWith("Bcc:"))).toBe(false);
      }
  });

  it("says the waiting list's place and the guests in the person's words", () => {
    expect(replyEmail({ ...base, kind: "waiting", locale: "en" }).text).toContain(
      "we have put you on the waiting list, number 3 (you and 2 guests)",
    );
    expect(replyEmail({ ...base, kind: "coming", guests: 0, locale: "en" }).text).toContain("(just you)");
    expect(replyEmail({ ...base, kind: "waiting", locale: "ko" }).text).toContain("대기자 명단 3번째");
    expect(replyEmail({ ...base, kind: "moved-up", guests: 1, locale: "hi" }).text).toContain("आप और 1 मेहमान");
  });
});
