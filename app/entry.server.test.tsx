import { type AppLoadContext, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server";
import { setLogLevel } from "./log.server";

function capture() {
  const lines: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return lines;
}

const context = { requestId: "req-123" } as AppLoadContext;

afterEach(() => {
  vi.restoreAllMocks();
  setLogLevel("warn");
});

describe("a 5xx is logged as one JSON line with the request id", () => {
  it("writes React Router's error as one JSON line naming the request", () => {
    setLogLevel("error");
    const lines = capture();
    const request = new Request("http://club.test/members?page=2");
    handleError(new Error("boom\nwith a second line"), { request, context, params: {} });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith("\n")).toBe(true);
    expect(lines[0]?.trimEnd()).not.toContain("\n");
    const entry = JSON.parse(lines[0] ?? "");
    expect(entry).toMatchObject({
      level: "error",
      msg: "request failed",
      requestId: "req-123",
      method: "GET",
      path: "/members",
      err: { name: "Error", message: "boom\nwith a second line" },
    });
  });

  it("does not log a 4xx React Router answers, nor a request whose client went away", () => {
    setLogLevel("debug");
    const lines = capture();
    handleError(new ErrorResponse(404, "Not Found", null), {
      request: new Request("http://club.test/x"),
      context,
      params: {},
    });
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("aborted"), {
      request: new Request("http://club.test/x", { signal: controller.signal }),
      context,
      params: {},
    });
    expect(lines).toEqual([]);
  });
});
