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

/**
 * messageAction's answer when the message could not be stored (500): the typed values kept. The
 * page words the outcome from its own copy, so the reply's sentence is not what these tests read.
 */
function failed(values: Record<string, string>) {
  return { formId: "form", ok: false, outcome: "failed", message: "not shown", result: { initialValue: values } };
}

// The form emptied after a successful send needs a browser (the fields were typed into): tests/e2e/message-form.spec.ts.
describe("form pages rendered after a failed save", () => {
  const join = { name: "Asha", age: "34", phone: "+91 90000 00000", email: "asha@example.org", reason: "Service" };
  const contact = { name: "Min-ji", email: "minji@example.org", phone: "010-0000-0000", message: "안녕하세요" };

  it("join shows '❌ Failed to send the request.' and keeps the typed values", () => {
    const html = render("join", "en", failed(join));
    expect(html).toContain("❌ Failed to send the request.");
    expect(html).toContain('value="asha@example.org"');
    expect(html).toMatch(/<textarea[^>]*name="reason"[^>]*>Service<\/textarea>/);
  });

  it("Korean join shows its own failure message", () => {
    expect(render("join", "ko", failed(join))).toContain("❌ 가입 신청을 보내지 못했습니다.");
  });

  it("contact shows '❌ Failed to send message.' and keeps the typed values", () => {
    const html = render("contact", "en", failed(contact));
    expect(html).toContain("❌ Failed to send message.");
    expect(html).toContain('value="minji@example.org"');
  });

  it("Korean contact shows its own failure message and keeps the message", () => {
    const html = render("contact", "ko", failed(contact));
    expect(html).toContain("❌ 메시지를 보내지 못했습니다.");
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>안녕하세요<\/textarea>/);
  });
});

describe("form pages rendered after a refused send", () => {
  it("each field's words come from the reply, tied to its field, listed in the summary, typed values kept", () => {
    const typed = { name: "Asha", age: "17", phone: "", email: "asha@example.org", reason: "Service" };
    const words = { age: ["सदस्य की उम्र कम से कम 18 वर्ष होनी चाहिए।"], phone: ["अपना फ़ोन नंबर लिखें।"] };
    const html = render("join", "hi", {
      formId: "join",
      ok: false,
      outcome: "invalid",
      message: null,
      result: { status: "error", error: words, initialValue: typed },
    });
    expect(html).toContain('class="error-summary"');
    expect(html).toContain("कृपया ये सुधारें:");
    expect(html).toMatch(/<a href="#join-age">सदस्य की उम्र कम से कम 18 वर्ष होनी चाहिए।<\/a>/);
    expect(html).toMatch(/<p id="join-age-error" class="field-error">.*सदस्य की उम्र कम से कम 18 वर्ष होनी चाहिए।<\/p>/);
    expect(html).toMatch(
      /<input[^>]*id="join-age"[^>]*aria-invalid="true"[^>]*aria-describedby="join-age-hint join-age-error"/,
    );
    expect(html).toMatch(/<input[^>]*id="join-age"[^>]*value="17"/);
    expect(html).toMatch(/<input[^>]*id="join-phone"[^>]*aria-invalid="true"/);
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2);
  });
});
