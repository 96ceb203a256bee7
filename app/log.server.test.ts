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
