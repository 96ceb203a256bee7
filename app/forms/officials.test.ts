import { describe, expect, it } from "vitest";
import { parseWithSchema } from "./conform";
import { acceptInviteSchema, changePasswordSchema, forgotPasswordSchema, inviteSchema } from "./officials";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const errorsOf = (submission: ReturnType<typeof parseWithSchema>) =>
  submission.status === "error" ? submission.error : null;

describe("officials' account forms", () => {
  it("an invitation needs an e-mail address, one of the three roles and, if given, one of the site's languages", () => {
    expect(errorsOf(parseWithSchema(form({ email: "asha", role: "owner", locale: "fr" }), inviteSchema))).toEqual({
      email: ["Enter an e-mail address like name@example.org."],
      role: ["Choose administrator, treasurer or editor."],
      locale: ["Choose the language of the invitation."],
    });
    const ok = parseWithSchema(form({ email: " asha@example.org ", role: "editor" }), inviteSchema);
    expect(ok.status === "success" && ok.value).toEqual({ email: "asha@example.org", role: "editor", locale: "en" });
    const hindi = parseWithSchema(form({ email: "asha@example.org", role: "editor", locale: "hi" }), inviteSchema);
    expect(hindi.status === "success" && hindi.value.locale).toBe("hi");
  });

  it("a missing address on the forgot-password form says what to do", () => {
    expect(errorsOf(parseWithSchema(form({}), forgotPasswordSchema))).toEqual({ email: ["Enter an e-mail address."] });
  });

  it("a new password follows the password rules in the browser too, and must be typed the same twice", () => {
    expect(
      errorsOf(
        parseWithSchema(form({ name: "A", password: "12345678", passwordAgain: "12345678" }), acceptInviteSchema),
      ),
    ).toEqual({
      password: [
        "The password must not be a run of letters, digits or keys in a row (like abcdefgh, 12345678 or qwertyui).",
      ],
    });
    expect(
      errorsOf(
        parseWithSchema(
          form({ name: "A", password: "monsoon teapot ridge", passwordAgain: "monsoon teapot ridg" }),
          acceptInviteSchema,
        ),
      ),
    ).toEqual({ passwordAgain: ["The two passwords differ. Type the same password twice."] });
  });

  it("a password is taken as typed (its spaces count) and a name becomes one line", () => {
    const ok = parseWithSchema(
      form({ name: "  Asha \n  Verma ", password: " monsoon teapot ", passwordAgain: " monsoon teapot " }),
      acceptInviteSchema,
    );
    expect(ok.status === "success" && ok.value).toMatchObject({ name: "Asha Verma", password: " monsoon teapot " });
  });

  it("changing a password needs the current one", () => {
    expect(
      errorsOf(
        parseWithSchema(
          form({ password: "monsoon teapot ridge", passwordAgain: "monsoon teapot ridge" }),
          changePasswordSchema,
        ),
      ),
    ).toEqual({ currentPassword: ["Enter your current password."] });
  });
});
