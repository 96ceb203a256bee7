import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

let server: RunningServer | undefined;
afterEach(() => {
  if (server?.process.exitCode === null) server.process.kill("SIGKILL");
});

const probe = path.resolve("tests/helpers/async-hook-probe.cjs");

/** How many request stores Node's async hook carries now, by the probe's answer to SIGUSR2. */
async function storesNow(running: RunningServer): Promise<number> {
  const seen = running.logs.length;
  running.process.kill("SIGUSR2");
  for (let attempt = 0; attempt < 600; attempt++) {
    for (const line of running.logs.slice(seen).join("").split("\n")) {
      const match = /^async-hook-probe stores=(\d+)$/.exec(line);
      if (match) return Number(match[1]);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the probe did not answer");
}

describe("the server keeps one request store", () => {
  it("rendering pages, refusing forms and serving kept pages enable no store but the log's: React's renderer adds none", async () => {
    server = await startServer({
      DATA_DIR: tempDataDir("club-request-store-"),
      NODE_OPTIONS: `--require ${probe}`,
    });
    const origin = server.url;
    for (const [address, init] of [
      ["/about", {}],
      ["/korean/projects", {}],
      ["/about", {}],
      ["/no-such-page", {}],
      ["/members", { headers: { Cookie: "session=not-a-session" } }],
      ["/contact", { method: "POST", body: new URLSearchParams({ name: "" }), headers: { Origin: origin } }],
    ] as const) {
      const response = await fetch(`${origin}${address}`, init);
      await response.arrayBuffer();
      expect(response.status, address).toBeLessThan(500);
    }
    // Each enabled store costs every callback of every request an async hook's work (decision 0095).
    expect(await storesNow(server)).toBe(1);
  });
});
