import { describe, expect, it } from "vitest";
import { passwordProblem, passwordProblemText } from "./password-rules";

describe("password rules (NIST SP 800-63B)", () => {
  it("password rules: at least 8 characters", () => {
    expect(passwordProblem("short")).toBe("too-short");
    expect(passwordProblem("seven77")).toBe("too-short");
    expect(passwordProblem("eight888 chars")).toBeNull();
  });

  it("counts the password as given: spaces count, but a password of spaces only is refused", () => {
    expect(passwordProblem("        ")).toBe("blank");
    expect(passwordProblem("\t \t \t \t ")).toBe("blank");
    expect(passwordProblem("  kiwi  ")).toBeNull();
    expect(passwordProblem(" mango7 ")).toBeNull();
  });

  it("allows long passphrases, at least 64 characters", () => {
    expect(passwordProblem("a fairly long passphrase about kettles, saffron and ladders at dusk")).toBeNull();
    expect(passwordProblem(`${"kettle saffron ladder ".repeat(12)}`.slice(0, 256))).toBeNull();
    expect(passwordProblem("x".repeat(100) + "y".repeat(157))).toBe("too-long");
  });

  it("not the official's own e-mail address or the part before the @, whatever the case or a trailing number", () => {
    const email = "Secretary.Lucknow@example.org";
    expect(passwordProblem("secretary.lucknow@example.org", email)).toBe("email");
    expect(passwordProblem("Secretary.Lucknow", email)).toBe("email");
    expect(passwordProblem("secretary.lucknow2024!", email)).toBe("email");
    expect(passwordProblem("secretary of the club", email)).toBeNull();
  });

  it("not one character or a short group repeated", () => {
    expect(passwordProblem("aaaaaaaa")).toBe("repeated");
    expect(passwordProblem("AAAAAAAAAA")).toBe("repeated");
    expect(passwordProblem("abababab")).toBe("repeated");
    expect(passwordProblem("passpass")).toBe("repeated");
    expect(passwordProblem("aaaabbbb")).toBeNull();
  });

  it("not a run of letters, digits or keyboard keys, forwards or backwards", () => {
    for (const run of [
      "abcdefgh",
      "ABCDEFGHIJ",
      "12345678",
      "87654321",
      "qwertyui",
      "asdfghjkl",
      "zyxwvuts",
      "abcdefgh1!",
    ])
      expect(passwordProblem(run), run).toBe("sequential");
    expect(passwordProblem("abcd wxyz 1357")).toBeNull();
  });

  it("password rules: not one of the common passwords, whatever the case or a trailing number", () => {
    expect(passwordProblem("password")).toBe("common");
    expect(passwordProblem("Password123")).toBe("common");
    expect(passwordProblem("RotaryClub2024")).toBe("common");
    expect(passwordProblem("saffron kettle ladder")).toBeNull();
  });

  it("password rules: counts characters, not bytes, for Korean passwords", () => {
    expect(passwordProblem("로타리봉사")).toBe("too-short");
    expect(passwordProblem("로타리클럽의봉사정신")).toBeNull();
  });

  it("says why a password is refused", () => {
    expect(passwordProblemText.blank).toContain("spaces");
    expect(passwordProblemText.email).toContain("e-mail address");
    expect(passwordProblemText.repeated).toContain("aaaaaaaa");
    expect(passwordProblemText.sequential).toContain("abcdefgh");
  });
});
