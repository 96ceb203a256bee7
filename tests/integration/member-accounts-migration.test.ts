import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type Database, migrateTo, migrateToLatest, openDatabase } from "~/db/connect.server";
import { testEngines } from "../helpers/engines";

/** The last migration before members could sign in. */
const previousRelease = "0022-gift-files";

describe.each(testEngines)("migrating accounts to members' sign-in on $name", ({ setup }) => {
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await database?.close();
    await drop?.();
  });

  it("officials keep their roles, sessions and links; member and sign-in are then allowed, anything else is still refused", async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateTo(database, previousRelease);
    const db = database.db as unknown as Kysely<unknown>;
    await sql`insert into officials (email, password_hash, created_at, role)
      values ('admin@example.org', 'x', '2025-01-01T00:00:00.000Z', 'administrator'),
             ('treasurer@example.org', 'x', '2025-01-02T00:00:00.000Z', 'treasurer')`.execute(db);
    await sql`insert into sessions (token_hash, official_id, created_at, expires_at, last_seen_at)
      select 'h-' || email, id, '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' from officials`.execute(
      db,
    );
    await sql`insert into official_tokens (token_hash, purpose, email, role, created_at, expires_at)
      values ('t1', 'invite', 'new@example.org', 'treasurer', '2026-01-01T00:00:00.000Z', '2026-01-08T00:00:00.000Z'),
             ('t2', 'reset', 'admin@example.org', null, '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`.execute(
      db,
    );

    expect(await migrateToLatest(database)).toContain("0023-member-accounts");

    expect(
      await database.db
        .selectFrom("officials")
        .select(["email", "role", "locale", "member_id"])
        .orderBy("email")
        .execute(),
    ).toEqual([
      { email: "admin@example.org", role: "administrator", locale: "en", member_id: null },
      { email: "treasurer@example.org", role: "treasurer", locale: "en", member_id: null },
    ]);
    const sessions = await database.db.selectFrom("sessions").select("token_hash").orderBy("token_hash").execute();
    expect(sessions.map((s) => s.token_hash)).toEqual(["h-admin@example.org", "h-treasurer@example.org"]);
    expect(
      await database.db
        .selectFrom("official_tokens")
        .select(["token_hash", "purpose", "role"])
        .orderBy("token_hash")
        .execute(),
    ).toEqual([
      { token_hash: "t1", purpose: "invite", role: "treasurer" },
      { token_hash: "t2", purpose: "reset", role: null },
    ]);

    await sql`insert into officials (email, password_hash, created_at, role, locale)
      values ('member@example.org', '', '2026-01-03T00:00:00.000Z', 'member', 'hi')`.execute(db);
    await sql`insert into official_tokens (token_hash, purpose, email, created_at, expires_at)
      values ('t3', 'sign-in', 'member@example.org', '2026-01-03T00:00:00.000Z', '2026-01-03T00:15:00.000Z')`.execute(
      db,
    );
    await expect(
      sql`update officials set role = 'owner' where email = 'admin@example.org'`.execute(db),
    ).rejects.toThrow(/check/i);
    await expect(sql`update officials set locale = 'fr' where email = 'admin@example.org'`.execute(db)).rejects.toThrow(
      /check/i,
    );
    await expect(sql`update official_tokens set purpose = 'other' where token_hash = 't1'`.execute(db)).rejects.toThrow(
      /check/i,
    );
  });
});
