import http from "node:http";
import net from "node:net";

/** mulberry32: a tiny seeded PRNG, so every run of a fuzz test sends the same requests. */
export function seededRandom(start: number) {
  let a = start >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => int(256)));
  return { next, int, pick, bytes };
}
export type Random = ReturnType<typeof seededRandom>;

/** A request with exactly the headers given, its body as sent (fetch would add Accept-Encoding and decode). */
export function plainRequest(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

export interface RawRequest {
  method: string;
  target: string;
  headers: [string, string][];
  body?: Buffer;
  /** HTTP/1.0 or 1.1; a missing Host is only legal in 1.0. */
  version?: "1.0" | "1.1";
  /**
   * How the request ends: whole; truncated (Content-Length larger than what
   * is sent, then our end of the socket); aborted (destroyed mid-body).
   * `sendBytes` says where a truncated or aborted body stops (default: half).
   */
  ending?: "whole" | "truncated" | "aborted";
  sendBytes?: number;
}

export interface RawResult {
  status: number | null;
  /** The connection was refused: the server is gone. */
  refused: boolean;
}

/** One request on its own socket, written byte for byte, as no HTTP client library would. */
export function sendRaw(port: number, request: RawRequest): Promise<RawResult> {
  const { method, target, headers, body = Buffer.alloc(0), version = "1.1", ending = "whole" } = request;
  const head = [`${method} ${target} HTTP/${version}`, ...headers.map(([k, v]) => `${k}: ${v}`), "", ""].join("\r\n");
  const cut = request.sendBytes ?? Math.floor(body.length / 2);
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    // Latin-1 keeps one character per byte, so lengths in the text are lengths on the wire.
    let received = "";
    let refused = false;
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      // A kept-alive connection stays open for a minute after the answer (server/index.ts): once
      // the answer is whole, this end closes it, as a browser that leaves would.
      if (isWholeAnswer(received, method)) socket.destroy();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") refused = true;
    });
    socket.on("close", () => {
      resolve({ status: statusOf(received), refused });
    });
    socket.on("connect", () => {
      socket.write(head, "latin1");
      if (ending === "aborted") {
        // Part of the body, then the connection is cut as a dropped phone would.
        socket.write(body.subarray(0, Math.max(1, cut)), () => socket.destroy());
        return;
      }
      if (ending === "truncated") {
        socket.end(body.subarray(0, cut));
        return;
      }
      // Not end(): a client that half-closes is taken as gone. Connection: close ends it.
      socket.write(body);
    });
  });
}

/** The status code of the answer `text` (the bytes as Latin-1) begins with, or null. */
function statusOf(text: string): number | null {
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * Whether `received` (the bytes as Latin-1) holds one whole final answer (past any 1xx) to a
 * `method` request: by its Content-Length or its last chunk; a HEAD, 204 or 304 answer ends with its head.
 */
export function isWholeAnswer(received: string, method: string): boolean {
  let text = received;
  for (;;) {
    const headEnd = text.indexOf("\r\n\r\n");
    if (headEnd === -1) return false;
    const head = text.slice(0, headEnd);
    const body = text.slice(headEnd + 4);
    const status = statusOf(head) ?? 0;
    if (status >= 100 && status < 200) {
      text = body;
      continue;
    }
    if (method === "HEAD" || status === 204 || status === 304) return true;
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
    if (length !== undefined) return body.length >= Number(length);
    if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(head))
      return body === "0\r\n\r\n" || body.endsWith("\r\n0\r\n\r\n");
    // Neither: the answer ends when the server closes the connection.
    return false;
  }
}

/** Signs an official in over HTTP and returns the session cookie ("session=…"). */
export async function signInCookie(serverUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${serverUrl}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: serverUrl },
    body: new URLSearchParams({ email, password }),
  });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (response.status !== 302 || !/^session=.{32,}/.test(cookie))
    throw new Error(`sign-in as ${email} answered ${response.status}`);
  return cookie;
}

/** Every line the server logged that is not one JSON object (a stack trace, a warning on stderr). */
export function nonJsonLines(logs: string[]): string[] {
  return logs.flatMap((chunk) => chunk.split("\n")).filter((line) => line.trim() !== "" && !line.startsWith("{"));
}
