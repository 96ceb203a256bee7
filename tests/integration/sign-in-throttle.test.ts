import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountFailureLimit, addressFailureLimit } from "~/auth/throttle";
import { serverEngines } from "../helpers/engines";
import { databaseReader } from "../helpers/forms";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

const official = { email: "burst@example.org", password: "burst test passphrase" };

describe.each(serverEngines)("sign-in throttling under a burst of concurrent guesses on $name", ({ env }) => {
  let server: RunningServer;
  let drop: () => Promise<void>;
  let query: ReturnType<typeof databaseReader>;

  beforeAll(async () => {
    const made = await env();
    drop = made.drop;
    const dataDir = tempDataDir();
    query = databaseReader({ dataDir, databaseUrl: made.env.DATABASE_URL });
    server = await startServer({
      ...made.env,
      DATA_DIR: dataDir,
      DEMO_CONTENT: "0",
      // Each burst comes from its own network address, named by the (trusted) proxy.
      TRUST_PROXY: "1",
      ADMIN_EMAIL: official.email,
      ADMIN_PASSWORD: official.password,
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  function attempt(email: string, password: string, ip: string) {
    return fetch(`${server.url}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": ip,
      },
      body: new URLSearchParams({ email, password }),
    }).then(async (response) => {
      await response.text();
      return { status: response.status, signedIn: /session=[^;]/.test(response.headers.get("set-cookie") ?? "") };
    });
  }

  async function checked(where: string, value: string) {
    const rows = await query<{ n: number | string }>(`select count(*) as n from login_attempts where ${where} = ?`, [
      value,
    ]);
    return Number(rows[0]?.n);
  }

  it("the right password signs in (one attempt, checked and recorded as a success)", async () => {
    expect(await attempt(official.email, official.password, "198.51.100.5")).toMatchObject({ signedIn: true });
    expect(await query("select status from login_attempts")).toEqual([{ status: "success" }]);
  });

  it("50 wrong passwords for one address at once: at most 5 are checked, and the right password in a later burst does not sign in", async () => {
    const ip = "198.51.100.10";
    const first = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attempt(official.email, `wrong guess ${i}`, ip)),
    );
    expect(first.filter((a) => a.signedIn)).toEqual([]);
    const failures = () =>
      query<{ n: number | string }>("select count(*) as n from login_attempts where email = ? and status = 'failure'", [
        official.email,
      ]).then((rows) => Number(rows[0]?.n));
    expect(await failures()).toBeLessThanOrEqual(accountFailureLimit);
    expect(first.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(50 - accountFailureLimit);

    const second = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        attempt(official.email, i === 5 ? official.password : `wrong again ${i}`, ip),
      ),
    );
    expect(second.filter((a) => a.signedIn)).toEqual([]);
    expect(second.every((a) => a.status === 429)).toBe(true);
    expect(await failures()).toBeLessThanOrEqual(accountFailureLimit);
  });

  it("50 guesses for different addresses from one network address at once: at most 20 are checked", async () => {
    const ip = "198.51.100.20";
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attempt(`someone${i}@example.org`, "a wrong password", ip)),
    );
    expect(answers.filter((a) => a.signedIn)).toEqual([]);
    expect(await checked("ip", ip)).toBeLessThanOrEqual(addressFailureLimit);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(50 - addressFailureLimit);
  });
});
