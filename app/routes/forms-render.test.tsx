import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { contactContent } from "~/i18n/content/contact";
import { joinContent } from "~/i18n/content/join";
import { type Locale, localizePath } from "~/i18n/locale";
import Contact from "./contact";
import Join from "./join";

/** The page as the server renders it after an action answered `actionData`. */
function render(page: "join" | "contact", locale: Locale, actionData: unknown) {
  const path = localizePath(`/${page}`, locale);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      children: [{ id: "page", path: path.slice(1), Component: page === "join" ? Join : Contact } as never],
    },
  ]);
  const content = page === "join" ? joinContent[locale] : contactContent[locale];
  return renderToString(
    <Stub
      initialEntries={[path]}
      hydrationData={{
        loaderData: { root: { locale, profile: { mapLocation: "Uttar Pradesh, India" } }, page: { content } },
        actionData: { page: actionData },
      }}
    />,
  );
}

// The form emptied after a successful send needs a browser (the fields were typed into): tests/e2e/message-form.spec.ts.
describe("form pages rendered after a failed save", () => {
  const join = { name: "Asha", age: "34", phone: "+91 90000 00000", email: "asha@example.org", reason: "Service" };
  const contact = { name: "Min-ji", email: "minji@example.org", phone: "010-0000-0000", message: "안녕하세요" };

  it("join shows '❌ Failed to send the request.' and keeps the typed values", () => {
    const html = render("join", "en", { failed: true, values: join });
    expect(html).toContain("❌ Failed to send the request.");
    expect(html).toContain('value="asha@example.org"');
    expect(html).toMatch(/<textarea[^>]*name="reason"[^>]*>Service<\/textarea>/);
  });

  it("Korean join shows its own failure message", () => {
    expect(render("join", "ko", { failed: true, values: join })).toContain("❌ 가입 신청을 보내지 못했습니다.");
  });

  it("contact shows '❌ Failed to send message.' and keeps the typed values", () => {
    const html = render("contact", "en", { failed: true, values: contact });
    expect(html).toContain("❌ Failed to send message.");
    expect(html).toContain('value="minji@example.org"');
  });

  it("Korean contact shows its own failure message and keeps the message", () => {
    const html = render("contact", "ko", { failed: true, values: contact });
    expect(html).toContain("❌ 메시지를 보내지 못했습니다.");
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>안녕하세요<\/textarea>/);
  });
});
