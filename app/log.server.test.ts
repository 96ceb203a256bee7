import { afterEach, describe, expect, it, vi } from "vitest";
import { currentRequestId, currentRequestScope, log, setLogLevel, withRequestId } from "./log.server";

function capture() {
  const lines: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
  setLogLevel("warn");
});

describe("log lines name the request they belong to", () => {
  it("adds the request id to every line written while the request runs, also after awaits", async () => {
    setLogLevel("info");
    const lines = capture();
    await withRequestId("abc", async () => {
      log.info("first");
      await new Promise((resolve) => setImmediate(resolve));
      log.error("second", { err: new Error("x") });
    });
    log.info("outside");
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.map((e) => e.requestId)).toEqual(["abc", "abc", undefined]);
    expect(entries[1].err).toMatchObject({ name: "Error", message: "x" });
  });

  it("keeps a request's scope for code that runs on after its response closed, while other requests begin and end", async () => {
    let closeFirst = () => {};
    let resume = () => {};
    const paused = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const seen: (string | undefined)[] = [];
    const first = withRequestId(
      "first",
      async () => {
        await paused;
        await new Promise((resolve) => setImmediate(resolve));
        seen.push(currentRequestId(), currentRequestScope()?.requestId);
      },
      {
        afterResponse: (task) => {
          closeFirst = task;
        },
      },
    );
    // Its client goes while the handler still waits (a database query, say), and the handler goes on.
    closeFirst();
    resume();
    await Promise.resolve();
    for (const id of ["second", "third"])
      await withRequestId(id, () => new Promise((resolve) => setImmediate(resolve)), {
        afterResponse: (task) => task(),
      });
    await first;
    expect(seen).toEqual(["first", "first"]);
  });

  it("writes one line even for a field JSON cannot encode", () => {
    setLogLevel("info");
    const lines = capture();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => log.error("odd", { detail: cyclic, err: new Error("y") })).not.toThrow();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ msg: "odd", err: { message: "y" } });
  });
});

describe("request lines are written together", () => {
  it("request lines of one turn go out in one write after it, in order, those below the log level left out; other lines at once", async () => {
    setLogLevel("info");
    const writes = capture();
    log.request({ method: "GET", path: "/", status: 200, ms: 1.5, requestId: "r1" });
    log.request({ method: "GET", path: "/assets/a.js", status: 200, ms: 0.1, requestId: "r0" }, "debug");
    log.request({ method: "GET", path: "/about", status: 200, ms: 2, requestId: "r2" });
    log.warn("at once");
    expect(writes).toHaveLength(1);
    expect(JSON.parse(writes[0] ?? "")).toMatchObject({ msg: "at once" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(2);
    const lines = (writes[1] ?? "")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.msg, line.path, line.requestId])).toEqual([
      ["request", "/", "r1"],
      ["request", "/about", "r2"],
    ]);
  });
});

describe("a request line is JSON whatever the address holds", () => {
  it("reads back exactly the fields it was given, with the time it was written as an ISO time", async () => {
    setLogLevel("info");
    const writes = capture();
    const path = '/odd/"quoted"\\back\nline\u0000nul/ಕನ್ನಡ/한국어/\u2028';
    const before = Date.now();
    log.request({ method: "GET", path, status: 404, ms: 12.3, requestId: "id-1" });
    const after = Date.now();
    await new Promise((resolve) => setImmediate(resolve));
    const line = JSON.parse(writes[0] ?? "");
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      level: "info",
      msg: "request",
      requestId: "id-1",
      method: "GET",
      path,
      status: 404,
      ms: 12.3,
    });
    expect(Date.parse(line.time)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(line.time)).toBeLessThanOrEqual(after);
  });

  it("writes each address, method and id exactly as JSON.stringify would, plain or not", async () => {
    setLogLevel("info");
    const writes = capture();
    const texts = [
      "/",
      "/about?page=2&q=%22x%22",
      "/a b/~!$'()*",
      "\x7f",
      "tab\there",
      'say "hi"',
      "back\\slash",
      "\ud800",
      "नमस्ते",
    ];
    const fields = texts.map((text, index) => ({
      requestId: texts[(index + 1) % texts.length] as string,
      method: texts[(index + 2) % texts.length] as string,
      path: text,
      status: 200,
      ms: 0.5,
    }));
    for (const field of fields) log.request(field);
    await new Promise((resolve) => setImmediate(resolve));
    const lines = (writes[0] ?? "").split("\n").slice(0, -1);
    expect(lines).toHaveLength(texts.length);
    lines.forEach((line, index) => {
      const { time } = JSON.parse(line) as { time: string };
      const { requestId, method, path, status, ms } = fields[index] as (typeof fields)[number];
      expect(line).toBe(JSON.stringify({ time, level: "info", msg: "request", requestId, method, path, status, ms }));
    });
  });

  it("writes the time of each millisecond of a second with its zeros", () => {
    setLogLevel("info");
    vi.useFakeTimers();
    try {
      const lines = capture();
      for (const iso of [
        "2026-12-02T00:30:38.001Z",
        "2026-12-02T00:30:38.042Z",
        "2026-12-02T00:30:38.999Z",
        "2026-12-02T00:30:39.000Z",
      ]) {
        vi.setSystemTime(new Date(iso));
        log.info("tick");
        expect(JSON.parse(lines.at(-1) ?? "").time).toBe(iso);
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
