import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type Database, migrateTo, migrateToLatest, openDatabase } from "~/db/connect.server";
import { testEngines } from "../helpers/engines";

/** The last migration before officials could be treasurers. */
const previousRelease = "0019-job-claims";

describe.each(testEngines)("migrating officials to the treasurer role on $name", ({ setup }) => {
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await database?.close();
    await drop?.();
  });

  it("officials keep their roles, sessions and invitations; treasurer is then a role, and an unknown role is still refused", async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateTo(database, previousRelease);
    const db = database.db as unknown as Kysely<unknown>;
    await sql`insert into officials (email, password_hash, created_at, role)
      values ('admin@example.org', 'x', '2025-01-01T00:00:00.000Z', 'administrator'),
             ('editor@example.org', 'x', '2025-01-02T00:00:00.000Z', 'editor')`.execute(db);
    await sql`insert into sessions (token_hash, official_id, created_at, expires_at, last_seen_at)
      select 'h-' || email, id, '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z' from officials`.execute(
      db,
    );
    await sql`insert into official_tokens (token_hash, purpose, email, role, created_at, expires_at)
      values ('t1', 'invite', 'new@example.org', 'editor', '2026-01-01T00:00:00.000Z', '2026-01-08T00:00:00.000Z'),
             ('t2', 'reset', 'admin@example.org', null, '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z')`.execute(
      db,
    );

    expect(await migrateToLatest(database)).toContain("0020-gifts");

    const officials = await database.db.selectFrom("officials").select(["email", "role"]).orderBy("email").execute();
    expect(officials).toEqual([
      { email: "admin@example.org", role: "administrator" },
      { email: "editor@example.org", role: "editor" },
    ]);
    const sessions = await database.db.selectFrom("sessions").select("token_hash").orderBy("token_hash").execute();
    expect(sessions.map((s) => s.token_hash)).toEqual(["h-admin@example.org", "h-editor@example.org"]);
    const tokens = await database.db
      .selectFrom("official_tokens")
      .select(["token_hash", "role"])
      .orderBy("token_hash")
      .execute();
    expect(tokens).toEqual([
      { token_hash: "t1", role: "editor" },
      { token_hash: "t2", role: null },
    ]);

    await database.db
      .updateTable("officials")
      .set({ role: "treasurer" })
      .where("email", "=", "editor@example.org")
      .execute();
    await expect(
      sql`update officials set role = 'owner' where email = 'admin@example.org'`.execute(db),
    ).rejects.toThrow(/check/i);
    await expect(
      sql`insert into officials (email, password_hash, created_at) values ('third@example.org', 'x', '2026-01-01T00:00:00.000Z')`.execute(
        db,
      ),
    ).resolves.toBeDefined();
    const third = await database.db
      .selectFrom("officials")
      .select("role")
      .where("email", "=", "third@example.org")
      .executeTakeFirst();
    expect(third?.role).toBe("administrator");
  });
});
