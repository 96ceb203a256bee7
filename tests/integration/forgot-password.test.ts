import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetAnswerFloorMs } from "~/auth/password-reset.server";
import { resetRequestAccountLimit } from "~/auth/throttle";
import { serverEngines } from "../helpers/engines";
import { databaseReader } from "../helpers/forms";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

const official = { email: "secretary@example.org", password: "forgot test passphrase" };

/**
 * "Forgot your password?" tells no one who the officials are: the built
 * server answers an official's address and an unknown one with the same
 * status and the same page, in about the same time.
 */
describe.each(serverEngines)("forgot password on $name", ({ env }) => {
  let server: RunningServer;
  let drop: () => Promise<void>;
  let query: ReturnType<typeof databaseReader>;
  let ip = 0;

  beforeAll(async () => {
    const made = await env();
    drop = made.drop;
    const dataDir = tempDataDir();
    query = databaseReader({ dataDir, databaseUrl: made.env.DATABASE_URL });
    server = await startServer({
      ...made.env,
      DATA_DIR: dataDir,
      DEMO_CONTENT: "0",
      PUBLIC_URL: "http://club.test",
      // Each request from a network address of its own, so only the per-address limit is met.
      TRUST_PROXY: "1",
      ADMIN_EMAIL: official.email,
      ADMIN_PASSWORD: official.password,
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  async function ask(email: string) {
    const started = performance.now();
    const response = await fetch(`${server.url}/forgot-password`, {
      method: "POST",
      headers: {
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": `198.51.100.${++ip}`,
      },
      body: new URLSearchParams({ _form: "forgot-password", email }),
    });
    const body = (await response.text()).replace(/nonce="[^"]*"/g, 'nonce=""');
    return { status: response.status, body, ms: performance.now() - started };
  }

  it("an official's address and an unknown one get the same status and page, neither sooner than the floor", async () => {
    const known = [];
    const unknown = [];
    // As many as the per-address limit allows. (How close the two times are is a figure for bench/, not a test.)
    for (let i = 0; i < resetRequestAccountLimit; i++) {
      known.push(await ask(official.email));
      unknown.push(await ask(`nobody${i}@example.org`));
    }
    for (const answer of [...known, ...unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(known[0]?.body);
      expect(answer.ms).toBeGreaterThanOrEqual(resetAnswerFloorMs - 5);
    }
    expect(known[0]?.body).toContain("If that address belongs to one of the club&#x27;s officials");
    const mails = await query<{ recipient: string }>("select recipient from outbox");
    expect(mails).toEqual(Array(resetRequestAccountLimit).fill({ recipient: official.email }));
  });

  it("a fourth request for one address within the hour is throttled, known or not, with the same answer", async () => {
    const stranger = "stranger@example.org";
    for (let i = 0; i < resetRequestAccountLimit; i++) expect((await ask(stranger)).status).toBe(200);
    const known = await ask(official.email);
    const unknown = await ask(stranger);
    expect([known.status, unknown.status]).toEqual([429, 429]);
    expect(unknown.body).toBe(known.body.replaceAll(official.email, stranger));
    expect(known.body).toContain("Too many links were asked for this address");
  });
});
