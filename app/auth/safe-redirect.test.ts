import { describe, expect, it } from "vitest";
import { readCookie } from "~/lib/cookies";
import { safeNext } from "./safe-redirect";

describe("safe redirect after sign-in (only same-site paths starting with one /)", () => {
  it.each([
    "/",
    "/inbox",
    "/korean/members",
    "/inbox?status=new&kind=join",
    "/project/PRJ-001#photos",
    "/members%3Fpage%3D2",
    "/korean/%ED%9A%8C%EC%9B%90",
  ])("keeps the site path %j", (next) => {
    expect(safeNext(next)).toBe(next);
  });

  it.each([
    ["nothing", null],
    ["undefined", undefined],
    ["empty", ""],
    ["relative", "inbox"],
    ["protocol-relative", "//evil.example"],
    ["absolute URL", "https://evil.example/"],
    ["javascript URL", "javascript:alert(1)"],
    ["backslash after the slash", "/\\evil.example"],
    ["backslash anywhere", "/inbox\\..\\x"],
    ["tab, which browsers drop", "/\t/evil.example"],
    ["encoded tab", "/%09/evil.example"],
    ["CR", "/\r/x"],
    ["LF", "/\n/x"],
    ["CRLF header injection", "/x\r\nSet-Cookie: a=b"],
    ["encoded CRLF", "/x%0d%0aSet-Cookie:%20a=b"],
    ["NUL", "/\0"],
    ["encoded NUL", "/%00"],
    ["space", "/ /evil.example"],
    ["encoded space", "/%20/evil.example"],
    ["DEL", "/\x7f"],
    ["C1 control", "/\u0085"],
    ["non-Latin-1 character", "/회원"],
    ["Latin-1 letter", "/café"],
    ["line separator", "/\u2028"],
    ["encoded slash making //", "/%2F/evil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["malformed percent-encoding", "/%"],
    ["malformed percent-encoding in the middle", "/a%zzb"],
    ["overlong", `/${"a".repeat(3000)}`],
  ])("refuses %s", (_label, next) => {
    expect(safeNext(next)).toBeNull();
  });

  it("lets nothing through that would break a Location header", () => {
    for (let code = 0; code < 0x3000; code++) {
      const next = safeNext(`/a${String.fromCharCode(code)}b`);
      if (next !== null) expect(() => new Headers({ Location: next })).not.toThrow();
    }
  });
});

describe("session cookie with malformed percent-encoding is no session", () => {
  it("reads session=% as no cookie instead of throwing", () => {
    const request = new Request("http://club.test/", { headers: { Cookie: "session=%" } });
    expect(readCookie(request, "session")).toBeNull();
  });

  it("still reads a well-formed cookie next to a malformed one", () => {
    const request = new Request("http://club.test/", { headers: { Cookie: "other=%E0%A4; session=abc%2Bdef" } });
    expect(readCookie(request, "session")).toBe("abc+def");
  });
});
