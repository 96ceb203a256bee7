import net from "node:net";
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

/** Asks until `stores` is `expected`, for a while: a response's end reaches the server a little after the client. */
async function storesBecome(running: RunningServer, expected: number): Promise<number> {
  let stores = await storesNow(running);
  for (let attempt = 0; attempt < 100 && stores !== expected; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    stores = await storesNow(running);
  }
  return stores;
}

describe("no async hook runs between requests", () => {
  it("pages rendered, forms refused and kept pages served leave no request store behind; an open request has one", async () => {
    server = await startServer({
      DATA_DIR: tempDataDir("club-async-hooks-"),
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
    expect(await storesBecome(server, 0)).toBe(0);

    // A form whose body has not all come: its request is open, and what it runs carries its id.
    const { port } = new URL(origin);
    const socket = net.connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=A",
    );
    expect(await storesBecome(server, 1)).toBe(1);
    socket.destroy();
    expect(await storesBecome(server, 0)).toBe(0);
  });
});
