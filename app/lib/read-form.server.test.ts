import { describe, expect, it } from "vitest";
import { maxFormBytes, readForm } from "./read-form.server";

function post(body: BodyInit | null, contentType?: string) {
  const headers = contentType ? { "Content-Type": contentType } : undefined;
  return new Request("http://club.test/sign-in", { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

async function refusal(request: Request) {
  const thrown = await readForm(request).then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).status;
}

describe("reading a form never answers 500", () => {
  it("reads an urlencoded form", async () => {
    const form = await readForm(post("email=a%40example.org&password=x", "application/x-www-form-urlencoded"));
    expect(form.get("email")).toBe("a@example.org");
  });

  it("reads a multipart form", async () => {
    const body = new FormData();
    body.set("memberNo", "12");
    const form = await readForm(new Request("http://club.test/", { method: "POST", body }));
    expect(form.get("memberNo")).toBe("12");
  });

  it("refuses a field holding a NUL byte with 400 (PostgreSQL could not store it)", async () => {
    expect(await refusal(post("name=Asha%00Verma", "application/x-www-form-urlencoded"))).toBe(400);
    expect(await refusal(post("na%00me=Asha", "application/x-www-form-urlencoded"))).toBe(400);
  });

  it("refuses a body that is not a form with 415", async () => {
    expect(await refusal(post("{}", "application/json"))).toBe(415);
    expect(await refusal(post("a=b", "text/plain"))).toBe(415);
    expect(await refusal(post("a=b"))).toBe(415);
  });

  it("refuses multipart without a boundary with 400", async () => {
    expect(await refusal(post("--x\r\n", "multipart/form-data"))).toBe(400);
  });

  it("refuses multipart that ends before its closing boundary with 400", async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue';
    expect(await refusal(post(body, "multipart/form-data; boundary=b"))).toBe(400);
  });

  it("refuses multipart with a malformed part header with 400", async () => {
    const body = "--b\r\nthis is not a header\r\n\r\nvalue\r\n--b--\r\n";
    expect(await refusal(post(body, "multipart/form-data; boundary=b"))).toBe(400);
  });

  it("refuses a body that breaks off (the client went away) with 400", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("email=a"));
        controller.error(new Error("aborted"));
      },
    });
    expect(await refusal(post(stream, "application/x-www-form-urlencoded"))).toBe(400);
  });

  it("refuses a form over the limit with 413, declared or not", async () => {
    const big = `a=${"x".repeat(maxFormBytes)}`;
    expect(await refusal(post(big, "application/x-www-form-urlencoded"))).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    expect(await refusal(post(stream, "application/x-www-form-urlencoded"))).toBe(413);
  });

  it("reads an empty urlencoded body as an empty form", async () => {
    const form = await readForm(post(null, "application/x-www-form-urlencoded"));
    expect([...form.keys()]).toEqual([]);
  });
});
