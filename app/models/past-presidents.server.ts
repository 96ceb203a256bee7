import type { Db } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { isUniqueViolation } from "~/db/unique-violation";
import { rotaryYearSortKey } from "~/lib/rotary-year";
import { recordAudit } from "./audit.server";
import type { WriteOptions } from "./project-writes.server";
import { trashPastPresident } from "./trash.server";

export interface PastPresident {
  id: number;
  rotaryYear: string;
  president: string;
  secretary: string;
}

/**
 * Ordered by the first 4-digit year (none counts as 0), then by entry order.
 * A club has one row a year, so sorting in memory is cheaper than a
 * regular expression that differs between SQLite and PostgreSQL.
 */
export async function listPastPresidents(db: Db): Promise<PastPresident[]> {
  const rows = await db
    .selectFrom("past_presidents")
    .select(["id", "rotary_year", "president", "secretary"])
    .orderBy("id")
    .execute();
  return rows
    .map((r) => ({ id: r.id, rotaryYear: r.rotary_year, president: r.president, secretary: r.secretary }))
    .sort((a, b) => rotaryYearSortKey(a.rotaryYear) - rotaryYearSortKey(b.rotaryYear));
}

/** A past presidents row as officials type it (app/forms/past-president.ts). */
export interface PastPresidentInput {
  rotaryYear: string;
  president: string;
  secretary: string;
}

/** What an official is told when the year already has its row (past_presidents_one_per_year). */
export function duplicatePastPresidentYear(rotaryYear: string) {
  return `❗ ${rotaryYear} already has a past presidents row. Edit that row on the Members page instead.`;
}

/** Thrown when a year would get a second past presidents row. */
export class DuplicateRotaryYearError extends Error {
  constructor(readonly rotaryYear: string) {
    super(duplicatePastPresidentYear(rotaryYear));
    this.name = "DuplicateRotaryYearError";
  }
}

/** Runs a write, turning the one-row-a-year constraint into DuplicateRotaryYearError. */
async function oneRowAYear<T>(rotaryYear: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateRotaryYearError(rotaryYear);
    throw error;
  }
}

export async function addPastPresident(
  db: Db,
  officialId: number | null,
  input: PastPresidentInput,
  options: WriteOptions = {},
) {
  return oneRowAYear(input.rotaryYear, () =>
    db.transaction().execute(async (trx) => {
      const now = nowIso();
      const row = await trx
        .insertInto("past_presidents")
        .values({
          rotary_year: input.rotaryYear,
          president: input.president,
          secretary: input.secretary,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        officialId,
        "create",
        "past_president",
        String(row.id),
        `${input.rotaryYear}: ${input.president}${options.via ? ` (${options.via})` : ""}`,
      );
      return row.id;
    }),
  );
}

export async function updatePastPresident(
  db: Db,
  officialId: number | null,
  id: number,
  input: PastPresidentInput,
  options: WriteOptions = {},
) {
  return oneRowAYear(input.rotaryYear, () =>
    db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("past_presidents")
        .set({
          rotary_year: input.rotaryYear,
          president: input.president,
          secretary: input.secretary,
          updated_at: nowIso(),
        })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await recordAudit(
        trx,
        officialId,
        "update",
        "past_president",
        String(id),
        `${input.rotaryYear}: ${input.president}${options.via ? ` (${options.via})` : ""}`,
      );
      return true;
    }),
  );
}

/** Moves an entry to the trash; false when it was already gone. */
export async function deletePastPresident(db: Db, officialId: number, id: number) {
  return db.transaction().execute((trx) => trashPastPresident(trx, officialId, id));
}
