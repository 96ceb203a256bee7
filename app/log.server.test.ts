import { afterEach, describe, expect, it, vi } from "vitest";
import { log, setLogLevel, withRequestId } from "./log.server";

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
    withRequestId("r1", () => log.request({ method: "GET", path: "/", status: 200 }));
    log.request({ method: "GET", path: "/assets/a.js", status: 200 }, "debug");
    withRequestId("r2", () => log.request({ method: "GET", path: "/about", status: 200 }));
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
