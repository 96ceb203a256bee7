import { describe, expect, it } from "vitest";
import { isWholeAnswer } from "./raw-http";

/** Bytes as the socket delivers them, read as Latin-1 the way sendRaw reads them. */
const wire = (text: string) => Buffer.from(text, "utf8").toString("latin1");

describe("a raw request ends once its answer is whole", () => {
  it("by Content-Length, counted in bytes (a Hindi body is three bytes a letter)", () => {
    const body = "नमस्ते";
    const head = `HTTP/1.1 200 OK\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    expect(isWholeAnswer(wire(head + body), "GET")).toBe(true);
    expect(isWholeAnswer(wire(head + body).slice(0, -1), "GET")).toBe(false);
    expect(isWholeAnswer(wire(head), "GET")).toBe(false);
  });

  it("by the last chunk of a chunked answer", () => {
    const head = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n";
    expect(isWholeAnswer(wire(`${head}5\r\nhello\r\n`), "GET")).toBe(false);
    expect(isWholeAnswer(wire(`${head}5\r\nhello\r\n0\r\n\r\n`), "GET")).toBe(true);
  });

  it("with its head for HEAD, 204 and 304, past any 100 Continue", () => {
    expect(isWholeAnswer(wire("HTTP/1.1 200 OK\r\nContent-Length: 900\r\n\r\n"), "HEAD")).toBe(true);
    expect(isWholeAnswer(wire('HTTP/1.1 304 Not Modified\r\nETag: "x"\r\n\r\n'), "GET")).toBe(true);
    expect(isWholeAnswer(wire("HTTP/1.1 100 Continue\r\n\r\n"), "POST")).toBe(false);
    expect(isWholeAnswer(wire("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n"), "POST")).toBe(true);
  });

  it("never, without a length or chunks: the server's close ends that answer", () => {
    expect(isWholeAnswer(wire("HTTP/1.0 200 OK\r\n\r\nall of it"), "GET")).toBe(false);
  });
});
