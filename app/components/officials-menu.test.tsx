import { createRef } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { officialsCopy } from "~/i18n/content/officials";
import type { Locale } from "~/i18n/locale";
import { newMessagesCounted } from "~/i18n/root-data";
import { OfficialsMenu } from "./officials-menu";

function render(newMessages: number, locale: Locale = "en") {
  const signedIn = {
    email: "secretary@example.org",
    role: "administrator" as const,
    newMessages,
    copy: officialsCopy[locale],
    mark: "mark",
    kept: null,
  };
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <OfficialsMenu signedIn={signedIn} locale={locale} detailsRef={createRef()} onOpen={() => {}} />,
    },
  ]);
  const html = renderToString(<Stub initialEntries={["/"]} />).replaceAll("<!-- -->", "");
  const summary = html.match(/<summary>(.*?)<\/summary>/)?.[1] ?? "";
  const inbox = html.match(/<a[^>]*href="\/inbox"[^>]*>(.*?)<\/a>/)?.[1] ?? "";
  return { summary, inbox };
}

describe("the officials' menu's count of new messages", () => {
  it("shows the number of new messages on the menu and beside Inbox", () => {
    const { summary, inbox } = render(7);
    expect(summary).toContain('<span aria-hidden="true">7</span>');
    expect(summary).toContain('<span class="visually-hidden">7 new</span>');
    expect(inbox).toContain('<span class="badge">7 new</span>');
  });

  it('says "99+" past 99, which is as far as the server counts, on the menu and in the words read out', () => {
    expect(newMessagesCounted).toBe(99);
    const { summary, inbox } = render(newMessagesCounted + 1);
    expect(summary).toContain('<span aria-hidden="true">99+</span>');
    expect(summary).toContain('<span class="visually-hidden">99+ new</span>');
    expect(inbox).toContain('<span class="badge">99+ new</span>');
    expect(render(99).summary).toContain('<span aria-hidden="true">99</span>');
    expect(render(newMessagesCounted + 1, "ko").inbox).toContain("새 메시지 99+건");
    expect(render(newMessagesCounted + 1, "hi").inbox).toContain("नए संदेश: 99+");
  });

  it("shows no count when nothing is new", () => {
    const { summary, inbox } = render(0);
    expect(summary).not.toContain("badge");
    expect(inbox).not.toContain("badge");
  });
});
