import { sql } from "kysely";
import { log } from "../log.server";
import type { Database } from "./connect.server";

/** How often a running server looks again: SQLite's advice is every few hours for a long-lived connection. */
const everyMs = 6 * 60 * 60 * 1000;

/**
 * SQLite's planner chooses between indexes by the statistics ANALYZE keeps
 * (`sqlite_stat1`); without them it assumes every table is large and every
 * index selective (decision 0103). SQLite's advice for a long-lived
 * connection: `PRAGMA optimize=0x10002` once it is open, which looks at every
 * table, then `PRAGMA optimize` every few hours, which analyses a table this
 * connection used since and whose rows grew or shrank tenfold. Each run bounds
 * its own work with a temporary analysis limit: the scale bench's 678 MB with
 * no statistics took 0.9 s once, and nothing after. PostgreSQL's autovacuum
 * keeps PostgreSQL's statistics.
 */
export function startPlannerStatistics(database: Database, every = everyMs): { first: Promise<void>; stop(): void } {
  if (database.engine !== "sqlite") return { first: Promise.resolve(), stop() {} };
  const first = updatePlannerStatistics(database, { everyTable: true });
  const timer = setInterval(() => void updatePlannerStatistics(database, { everyTable: false }), every);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}

/** One `PRAGMA optimize`: a failure is logged, never thrown, as the site works on without it. */
async function updatePlannerStatistics(database: Database, { everyTable }: { everyTable: boolean }) {
  try {
    await sql.raw(everyTable ? "pragma optimize = 0x10002" : "pragma optimize").execute(database.db);
  } catch (error) {
    log.error("planner statistics not updated", { err: error });
  }
}
