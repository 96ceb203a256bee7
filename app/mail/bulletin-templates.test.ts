import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locales";
import { newsletterConfirmationEmail } from "./bulletin-templates";

describe("the bulletin's confirmation e-mail", () => {
  it("in every language, the link on a line of its own, the 7 days said, and a one-line subject with the club's name", () => {
    const link = "https://club.example.org/hindi/newsletter/confirm/abc";
    for (const locale of locales) {
      const mail = newsletterConfirmationEmail({ clubName: "Rotary Club\nof Test", link, locale });
      expect(mail.text.split("\n"), locale).toContain(link);
      expect(mail.text).toContain("7");
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.subject).toContain("Rotary Club of Test");
    }
  });
});
