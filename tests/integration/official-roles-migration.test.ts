import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type Database, migrateTo, migrateToLatest, openDatabase } from "~/db/connect.server";
import { listAudit } from "~/models/audit.server";
import { testEngines } from "../helpers/engines";

/** The last migration of the release before officials had roles. */
const previousRelease = "0004-texts-by-locale";

describe.each(testEngines)("migrating officials of the previous release on $name", ({ setup }) => {
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await database?.close();
    await drop?.();
  });

  it("every official becomes an administrator with their last sign-in, and the activity log keeps who acted", async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateTo(database, previousRelease);
    const db = database.db as unknown as Kysely<unknown>;
    await sql`insert into officials (email, password_hash, created_at)
      values ('first@example.org', 'x', '2025-01-01T00:00:00.000Z'), ('second@example.org', 'x', '2025-01-02T00:00:00.000Z')`.execute(
      db,
    );
    await sql`insert into login_attempts (official_id, email, status, ip, created_at)
      select id, email, 'success', '192.0.2.1', '2025-03-01T10:00:00.000Z' from officials where email = 'first@example.org'
      union all
      select id, email, 'success', '192.0.2.1', '2025-03-05T10:00:00.000Z' from officials where email = 'first@example.org'
      union all
      select id, email, 'failure', '192.0.2.1', '2025-03-09T10:00:00.000Z' from officials where email = 'first@example.org'`.execute(
      db,
    );
    await sql`insert into audit_log (official_id, action, entity, entity_id, at, summary)
      select id, 'update', 'club_profile', '1', '2025-03-06T10:00:00.000Z', 'saved the club profile' from officials where email = 'second@example.org'`.execute(
      db,
    );

    expect(await migrateToLatest(database)).toContain("0006-official-roles-and-tokens");

    const officials = await database.db
      .selectFrom("officials")
      .select(["email", "role", "name", "last_sign_in_at"])
      .orderBy("email")
      .execute();
    expect(officials).toEqual([
      { email: "first@example.org", role: "administrator", name: "", last_sign_in_at: "2025-03-05T10:00:00.000Z" },
      { email: "second@example.org", role: "administrator", name: "", last_sign_in_at: null },
    ]);
    await database.db.deleteFrom("officials").where("email", "=", "second@example.org").execute();
    expect((await listAudit(database.db)).map((entry) => entry.who)).toEqual(["second@example.org"]);
  });
});
