import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "./connect.server";
import { startPlannerStatistics } from "./planner-statistics.server";

/** The row count `sqlite_stat1` holds for a table's index: the first figure of its `stat`. */
async function analysedRows(database: Database, index: string): Promise<number | null> {
  const statistics = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(database.db);
  if (statistics.rows.length === 0) return null;
  const { rows } = await sql<{ stat: string }>`select stat from sqlite_stat1 where idx = ${index}`.execute(database.db);
  return rows[0] ? Number(rows[0].stat.split(" ")[0]) : null;
}

async function addRows(database: Database, count: number) {
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count})
    insert into planned (kind) select 'kind ' || (i % 50) from n`.execute(database.db);
}

async function waitFor(condition: () => Promise<boolean>) {
  for (let tries = 0; tries < 500; tries++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("condition not met");
}

describe("the SQLite planner's statistics", () => {
  let directory: string;
  let database: Database;
  beforeEach(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), "club-planner-"));
    database = openDatabase({ kind: "sqlite", file: path.join(directory, "club.db") });
    await migrateToLatest(database);
    await sql`create table planned (id integer primary key, kind text not null)`.execute(database.db);
    await sql`create index planned_by_kind on planned (kind)`.execute(database.db);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it("a database with no statistics gets them when the server opens it, for every table", async () => {
    await addRows(database, 1000);
    expect(await analysedRows(database, "planned_by_kind")).toBeNull();
    const statistics = startPlannerStatistics(database);
    await statistics.first;
    statistics.stop();
    expect(await analysedRows(database, "planned_by_kind")).toBe(1000);
  });

  it("every few hours, a table the site used and that grew tenfold is analysed again", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    await addRows(database, 1000);
    const statistics = startPlannerStatistics(database, 60_000);
    await statistics.first;
    await addRows(database, 20_000);
    await sql`select count(*) from planned where kind = 'kind 7'`.execute(database.db);
    expect(await analysedRows(database, "planned_by_kind")).toBe(1000);
    vi.advanceTimersByTime(60_000);
    await waitFor(async () => (await analysedRows(database, "planned_by_kind")) !== 1000);
    statistics.stop();
    // The run's analysis limit samples a large table: its count is an estimate, of the right size.
    expect(await analysedRows(database, "planned_by_kind")).toBeGreaterThan(10_000);
  });
});
