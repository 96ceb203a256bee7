import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { membersContent } from "~/i18n/content/members";
import type { Member } from "~/models/members.server";
import { MemberCard } from "./member-card";

const member: Member = {
  id: 7,
  memberNo: "M-7",
  name: "Asha",
  designation: { value: null, lang: "en" },
  message: { value: null, lang: "en" },
  joinedOn: "2024-04-01",
  position: null,
  photo: null,
};

function back(html: string) {
  return html.slice(html.indexOf('class="flip-face flip-back"')).replaceAll("&#x27;", "'");
}

describe("member card", () => {
  it("a member without a message is not quoted: the back shows Rotary's motto, credited to Rotary", () => {
    for (const locale of ["en", "ko", "hi"] as const) {
      const content = membersContent[locale];
      const html = back(
        renderToStaticMarkup(
          <MemberCard
            member={{ ...member, message: { value: null, lang: locale } }}
            content={content}
            locale={locale}
          />,
        ),
      );
      expect(html).not.toContain("“");
      expect(html).toContain(
        `<blockquote><p>${content.motto}</p></blockquote><figcaption>${content.mottoSource}</figcaption>`,
      );
    }
  });

  it("a member's own message is shown as their quote", () => {
    const html = back(
      renderToStaticMarkup(
        <MemberCard
          member={{ ...member, message: { value: "Glad to serve.", lang: "en" } }}
          content={membersContent.en}
          locale="en"
        />,
      ),
    );
    expect(html).toContain('<blockquote lang="en"><p>“Glad to serve.”</p></blockquote>');
    expect(html).not.toContain(membersContent.en.mottoSource);
  });

  it("each text is marked with its own language: a Korean designation beside an English message on a Korean page", () => {
    const html = renderToStaticMarkup(
      <MemberCard
        member={{
          ...member,
          designation: { value: "총무", lang: "ko" },
          message: { value: "Glad to serve.", lang: "en" },
        }}
        content={membersContent.ko}
        locale="ko"
      />,
    );
    expect(html).toContain('<p class="designation" lang="ko">총무</p>');
    expect(html).toContain(
      '<blockquote lang="en"><p><span class="in-english" lang="ko">영어 원문</span> “Glad to serve.”</p></blockquote>',
    );
  });

  it("a member with no designation in any language is called Member in the page's language", () => {
    const html = renderToStaticMarkup(<MemberCard member={member} content={membersContent.hi} locale="hi" />);
    expect(html).toContain(`<p class="designation">${membersContent.hi.memberFallbackDesignation}</p>`);
  });
});
