import { afterAll, describe, expect, it } from "vitest";
import { serverEngines } from "../helpers/engines";
import { databaseReader, formStamp } from "../helpers/forms";
import { type RunningServer, startServer, tempDataDir } from "../helpers/server";

const admin = { email: "race@example.org", password: "race test passphrase" };

describe.each(serverEngines)("two server processes on one $name database", ({ env }) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  let servers: RunningServer[] = [];
  let query: ReturnType<typeof databaseReader>;

  it("start together on an empty database: both come up, with one official and the club profile seeded once", async () => {
    const { env: dbEnv, drop } = await env();
    cleanups.push(drop);
    const dataDir = tempDataDir();
    query = databaseReader({ dataDir, databaseUrl: dbEnv.DATABASE_URL });
    const serverEnv = {
      ...dbEnv,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      MESSAGE_LIMIT_PER_HOUR: "1000",
      FORM_MIN_FILL_SECONDS: "0",
      // The club profile row is the seeding marker with or without the demo; without it both start in seconds.
      DEMO_CONTENT: "0",
    };
    const started = await Promise.allSettled([startServer(serverEnv), startServer(serverEnv)]);
    servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    for (const server of servers) cleanups.push(() => server.stop());
    expect(started.map((s) => (s.status === "rejected" ? String(s.reason).slice(0, 2000) : "up"))).toEqual([
      "up",
      "up",
    ]);
    for (const server of servers) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await query("select email from officials")).toEqual([{ email: admin.email }]);
    expect(await query("select id from club_profile")).toEqual([{ id: 1 }]);
  }, 240_000);

  it("take 200 join requests posted at once between them: every one is answered sent and stored", async () => {
    expect(servers).toHaveLength(2);
    const stamp = await formStamp(`${servers[0]?.url}/join`);
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const server = servers[i % 2] as RunningServer;
        const response = await fetch(`${server.url}/join`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            name: `Racer ${i}`,
            age: "30",
            phone: "+91 90000 00000",
            email: `racer${i}@example.org`,
            reason: "Concurrency",
            formStarted: stamp,
            website: "",
          }),
        });
        const html = await response.text();
        return response.status === 200 && html.includes("Joining request sent successfully") ? "sent" : response.status;
      }),
    );
    expect(answers.filter((a) => a !== "sent")).toEqual([]);
    const rows = await query<{ n: number | string }>("select count(*) as n from messages where body = ?", [
      "Concurrency",
    ]);
    expect(Number(rows[0]?.n)).toBe(200);
  }, 120_000);
});
