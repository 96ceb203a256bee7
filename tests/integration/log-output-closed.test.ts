import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

let server: RunningServer | undefined;
afterEach(() => {
  if (server?.process.exitCode === null) server.process.kill("SIGKILL");
});

describe("the server's log output", () => {
  it("once whatever read the log has gone, the server keeps serving without it and still stops on SIGTERM", async () => {
    server = await startServer({ DATA_DIR: tempDataDir("club-log-closed-") });
    // The reading end of standard output goes away, as when a log shipper dies: every log line
    // written after this fails with EPIPE. Unheard, that error was reported by writing another
    // line, which failed again, for ever at full CPU, and SIGTERM never got its turn.
    server.process.stdout?.destroy();
    for (const path of ["/healthz", "/", "/about", "/no-such-page", "/healthz"]) {
      const response = await fetch(`${server.url}${path}`);
      await response.arrayBuffer();
      expect(response.status, path).toBeLessThan(500);
    }
    expect(await server.stop("SIGTERM")).toBe(0);
  });
});
