import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Rule: an error thrown outside any request's promise is logged with the
 * request id, that request answered 500, and the process keeps serving.
 */
describe("a stray error does not end the process", () => {
  let child: ChildProcess;
  let url = "";
  const lines: string[] = [];

  beforeAll(async () => {
    child = spawn(
      process.execPath,
      // tsx as a loader, not its CLI, which would run the server in a grandchild the kill below misses.
      ["--import", "tsx", path.resolve("tests/fixtures/stray-error-server.ts")],
      { stdio: ["ignore", "pipe", "pipe"], env: { PATH: process.env.PATH ?? "" } },
    );
    url = await new Promise<string>((resolve, reject) => {
      child.once("exit", (code) => reject(new Error(`fixture exited ${code}:\n${lines.join("\n")}`)));
      const onData = (chunk: Buffer) => {
        for (const line of chunk.toString().split("\n").filter(Boolean)) {
          lines.push(line);
          const listening = /"msg":"listening","url":"([^"]+)"/.exec(line);
          if (listening?.[1]) resolve(listening[1]);
        }
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", onData);
    });
  });

  afterAll(() => {
    child?.kill("SIGKILL");
  });

  const errorLineFor = (requestId: string) =>
    lines
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.level === "error" && entry.requestId === requestId);

  it("an exception thrown in an event handler answers that request 500 and names it in the log", async () => {
    const response = await fetch(`${url}/throw-in-event-handler`);
    expect(response.status).toBe(500);
    const requestId = response.headers.get("x-request-id") ?? "";
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => errorLineFor(requestId)?.origin).toBe("uncaughtException");
    expect(JSON.stringify(errorLineFor(requestId)?.err)).toContain("reading 'includes'");
    expect((await fetch(`${url}/ok`)).status).toBe(200);
    expect(child.exitCode).toBeNull();
  });

  it("a rejected promise nobody awaited answers that request 500 and the server keeps serving", async () => {
    const response = await fetch(`${url}/reject-unawaited`);
    expect(response.status).toBe(500);
    const requestId = response.headers.get("x-request-id") ?? "";
    await expect.poll(() => errorLineFor(requestId)?.origin).toBe("unhandledRejection");
    expect((await fetch(`${url}/ok`)).status).toBe(200);
  });

  it("an exception after the answer began cuts that connection only", async () => {
    const failed = await fetch(`${url}/throw-after-headers`)
      .then((response) => response.text())
      .then(
        () => "whole",
        () => "cut",
      );
    expect(failed).toBe("cut");
    expect(await (await fetch(`${url}/ok`)).text()).toBe("still serving");
    // Every line the server wrote is one JSON object: no stack trace on stderr.
    expect(lines.filter((line) => !line.startsWith("{"))).toEqual([]);
    expect(child.exitCode).toBeNull();
  });
});
