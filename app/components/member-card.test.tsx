import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { membersContent } from "~/i18n/content/members";
import type { Member } from "~/models/members.server";
import { MemberCard } from "./member-card";

const member: Member = {
  id: 7,
  memberNo: "M-7",
  name: "Asha",
  designation: null,
  message: null,
  joinedOn: "2024-04-01",
  position: null,
  photo: null,
};

function back(html: string) {
  return html.slice(html.indexOf('class="flip-face flip-back"')).replaceAll("&#x27;", "'");
}

describe("member card", () => {
  it("a member without a message is not quoted: the back shows Rotary's motto, credited to Rotary", () => {
    for (const locale of ["en", "ko"] as const) {
      const content = membersContent[locale];
      const html = back(renderToStaticMarkup(<MemberCard member={member} content={content} locale={locale} />));
      expect(html).not.toContain("“");
      expect(html).toContain(
        `<blockquote><p>${content.motto}</p></blockquote><figcaption>${content.mottoSource}</figcaption>`,
      );
    }
  });

  it("a member's own message is shown as their quote", () => {
    const html = back(
      renderToStaticMarkup(
        <MemberCard member={{ ...member, message: "Glad to serve." }} content={membersContent.en} locale="en" />,
      ),
    );
    expect(html).toContain("<blockquote><p>“Glad to serve.”</p></blockquote>");
    expect(html).not.toContain(membersContent.en.mottoSource);
  });
});
