import { describe, expect, it } from "vitest";
import { joinContent } from "~/i18n/content/join";
import { joinErrorWords, joinSchema } from "./join";
import { parsePublicForm, replyPublicDone, replyPublicRefused } from "./public-form.server";
import { signInSchema } from "./sign-in";

const join = { name: "Asha", age: "34", phone: "+91 90000 00000", email: "asha@example.org", reason: "Service" };

function form(values: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  return body;
}

/** `data(value, { status, headers })` as an action returns it. */
function unwrap(result: unknown) {
  return result as { data: unknown; init: ResponseInit };
}

describe("visitors' forms in the officials' idiom", () => {
  it("Conform's reserved names (__intent__, __state__) in a visitor's post are ignored, not a 500", () => {
    const submission = parsePublicForm(
      form({ ...join, __intent__: "not json", __state__: "{" }),
      joinSchema,
      joinErrorWords(joinContent.en.errors),
    );
    expect(submission.status).toBe("success");
    const reset = parsePublicForm(
      form({ ...join, __intent__: JSON.stringify({ type: "reset", payload: {} }) }),
      joinSchema,
      joinErrorWords(joinContent.en.errors),
    );
    expect(reset.status).toBe("success");
  });

  it("a refused form answers its status with each field's words and the typed values", () => {
    const typed = { ...join, age: "seventeen", formStarted: "stamp" };
    const submission = parsePublicForm(form(typed), joinSchema, joinErrorWords(joinContent.ko.errors));
    const { data, init } = unwrap(replyPublicRefused("join", submission, "invalid", { status: 400 }));
    expect(init.status).toBe(400);
    expect(data).toMatchObject({
      formId: "join",
      ok: false,
      outcome: "invalid",
      message: null,
      result: { status: "error", error: { age: ["나이는 숫자로만 입력해 주세요. 예: 35"] }, initialValue: typed },
    });
  });

  it("a refused sign-in never sends the password back", () => {
    const submission = parsePublicForm(form({ email: "a@example.org", password: "secret" }), signInSchema, (c) => c);
    const { data, init } = unwrap(
      replyPublicRefused("sign-in", submission, "wrong-credentials", { message: "Wrong", status: 401 }),
    );
    expect(init.status).toBe(401);
    const hidden = unwrap(
      replyPublicRefused("sign-in", submission, "wrong-credentials", {
        message: "Wrong",
        hideFields: ["password"],
        status: 401,
      }),
    );
    expect((data as { result: { initialValue: unknown } }).result.initialValue).toMatchObject({ password: "secret" });
    expect((hidden.data as { result: { initialValue: unknown } }).result.initialValue).toEqual({
      email: "a@example.org",
    });
  });

  it("a form that did its work is answered ok with its sentence, and empties (no values sent back)", () => {
    const submission = parsePublicForm(form(join), joinSchema, joinErrorWords(joinContent.en.errors));
    expect(replyPublicDone("join", submission, "sent", "Sent")).toEqual({
      formId: "join",
      ok: true,
      outcome: "sent",
      message: "Sent",
      result: { initialValue: null },
    });
  });
});
