import type { MigrationResultSet } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrateRetryingSchemaRace, openDatabase } from "./connect.server";

/**
 * Another schema's DDL (another club's on a shared server, another suite's) can fail the
 * migrator's first read of every schema's tables; ours is untouched and nothing has run,
 * so the migration is tried again. A migration of ours that fails is not.
 */
describe("migrating while another schema changes", () => {
  const database = openDatabase({ kind: "sqlite", file: ":memory:" });
  afterAll(() => database.close());

  const failing = (code: string, results?: MigrationResultSet["results"]): MigrationResultSet => ({
    error: Object.assign(new Error(code), { code }),
    results,
  });

  it.each(["3F000", "42P01", "42703"])(
    "a read failed with %s before any migration ran is tried again",
    async (code) => {
      const outcomes = [failing(code), failing(code), { results: [] }];
      let runs = 0;
      const outcome = await migrateRetryingSchemaRace(database, async () => outcomes[runs++] as MigrationResultSet);
      expect(runs).toBe(3);
      expect(outcome.error).toBeUndefined();
    },
  );

  it("a migration of ours that failed, or another error, is not tried again; nor more than five times", async () => {
    let runs = 0;
    const ran = await migrateRetryingSchemaRace(database, async () => {
      runs += 1;
      return failing("42703", [{ migrationName: "0020-gifts", direction: "Up", status: "Error" }]);
    });
    expect([runs, (ran.error as { code: string }).code]).toEqual([1, "42703"]);
    runs = 0;
    await migrateRetryingSchemaRace(database, async () => {
      runs += 1;
      return failing("23505");
    });
    expect(runs).toBe(1);
    runs = 0;
    await migrateRetryingSchemaRace(database, async () => {
      runs += 1;
      return failing("3F000");
    });
    expect(runs).toBe(5);
  });
});
