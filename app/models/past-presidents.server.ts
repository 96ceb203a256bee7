import type { Db } from "~/db/connect.server";
import { rotaryYearSortKey } from "./rotary-year";

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
