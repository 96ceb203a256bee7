import { describe, expect, it } from "vitest";
import { PartHeaderCheck, partHeaderProblem } from "./part-headers.server";

const part = (headers: string, value = "v") => `--B\r\n${headers}\r\n\r\n${value}\r\n`;
const form = (...parts: string[]) => Buffer.from(`${parts.join("")}--B--\r\n`, "utf8");

/** The problem PartHeaderCheck finds when the body arrives cut at `cuts` (every byte, by default). */
function problemsAtEveryCut(body: Buffer): Set<string | null> {
  const seen = new Set<string | null>();
  for (let cut = 0; cut <= body.length; cut++) {
    const check = new PartHeaderCheck("B");
    check.push(body.subarray(0, cut));
    seen.add(check.push(body.subarray(cut)));
  }
  return seen;
}

describe("every part of a form is a named form-data part", () => {
  it("a browser's form (text fields, a file, a Korean name, an empty file input) passes, however it is cut into chunks", () => {
    const body = Buffer.concat([
      form(
        part('Content-Disposition: form-data; name="title"', "Eye camp"),
        part('Content-Disposition: form-data; name="회원"', "값"),
        part('Content-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg', "\xff\xd8"),
        part('Content-Disposition: form-data; name="photo"; filename=""\r\nContent-Type: application/octet-stream', ""),
      ),
    ]);
    expect(problemsAtEveryCut(body)).toEqual(new Set([null]));
  });

  it("a body may open with a preamble and close with an epilogue that holds anything", () => {
    const body = Buffer.from(
      `preamble\r\n${part('Content-Disposition: form-data; name="a"')}--B--\r\n--B\r\nnot a header\r\n\r\n`,
    );
    expect(problemsAtEveryCut(body)).toEqual(new Set([null]));
  });

  it.each([
    ["a part without a name", 'Content-Disposition: form-data; filename="a.jpg"', "a part without a name"],
    ["a part with only form-data", "Content-Disposition: form-data", "a part without a name"],
    ["an empty name", 'Content-Disposition: form-data; name=""', "a part without a name"],
    ["a bare name parameter", "Content-Disposition: form-data; name", "a part without a name"],
    ["no Content-Disposition", "Content-Type: text/plain", "a part without exactly one Content-Disposition"],
    [
      "two Content-Dispositions",
      'Content-Disposition: form-data; name="a"\r\nContent-Disposition: form-data; name="b"',
      "a part without exactly one Content-Disposition",
    ],
    [
      "a disposition that is not form-data",
      'Content-Disposition: attachment; name="a"',
      "a part that is not form-data",
    ],
    [
      "filename*= encodings",
      "Content-Disposition: form-data; name=\"image\"; filename*=utf-8''%E0%A4",
      "an RFC 5987 parameter (filename*=), which RFC 7578 forbids",
    ],
    [
      "a header line that is not a header",
      '--B\r\nContent-Disposition: form-data; name="a"',
      "a part header that is not a header",
    ],
  ])("%s is refused, however the body is cut", (_label, headers, problem) => {
    const body = form(part('Content-Disposition: form-data; name="ok"'), part(headers));
    expect(problemsAtEveryCut(body)).toEqual(new Set([problem]));
  });

  it("a duplicated boundary line is refused", () => {
    expect(
      problemsAtEveryCut(Buffer.from('--B\r\n--B\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n--B--')),
    ).toEqual(new Set(["a part header that is not a header"]));
  });

  it("headers longer than the limit are refused before their end arrives", () => {
    const check = new PartHeaderCheck("B", 1024);
    expect(
      check.push(Buffer.from(`--B\r\nContent-Disposition: form-data; name="a"\r\nX-Long: ${"y".repeat(2000)}`)),
    ).toBe("a part's headers are too long");
  });

  it("the name may be quoted with escapes or a token", () => {
    expect(partHeaderProblem('\r\nContent-Disposition: form-data; name="a\\"b"')).toBeNull();
    expect(partHeaderProblem("\r\ncontent-disposition:form-data;name=field")).toBeNull();
    expect(partHeaderProblem("x\r\nContent-Disposition: form-data; name=a")).toBe(
      "a boundary line with something after it",
    );
  });
});
