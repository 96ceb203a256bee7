import { sql } from "kysely";
import type { Db, Engine } from "~/db/connect.server";
import type { OfficerRole } from "~/db/schema";
import { nowIso } from "~/db/time";
import { officerRoleNames } from "~/lib/role-labels";
import { formatRotaryYear, rotaryYearAt } from "~/lib/rotary-year";
import { log } from "~/log.server";
import { recordAudit } from "./audit.server";

/** The offices the club profile used to keep, with their columns. */
const profileOffices = [
  ["president", "president_name", "president_phone", "president_email"],
  ["secretary", "secretary_name", "secretary_phone", "secretary_email"],
  ["foundation_chair", "foundation_chair_name", "foundation_chair_phone", "foundation_chair_email"],
] as const satisfies readonly (readonly [OfficerRole, string, string, string])[];

const officerColumns = profileOffices.flatMap(([, ...columns]) => columns);

type DemoTerm = { rotary_year: string; role: OfficerRole; name: string; phone: string };

export interface ProfileOfficersMove {
  rotaryYear: string;
  /** "President: A. Name": contacts that became this year's terms. */
  moved: string[];
  /** Contacts of an office this year already has a term for: the term stays, as the footer showed it. */
  superseded: string[];
}

/**
 * The officer terms are the one source of the club's officers (decision
 * 0054). A database from before kept a president, secretary and foundation
 * chair on the club profile too, which the footer showed while the Rotary
 * year had no terms. At each start, a profile that still has them gives them
 * to the Rotary year `now` falls in: each contact becomes that year's term
 * for its office when the year has none (linked to the official with its
 * e-mail, and marked demo when it is the first start's demo officer), and
 * the profile's copy is emptied in the same transaction, so it is moved once.
 * A contact whose office the year already has is dropped, as the footer did
 * not show it; the activity log names every contact moved or dropped.
 * Processes starting together take turns, and the second finds nothing left.
 * `demoTerms` gives the first start's demo officers of a Rotary year
 * (app/seed/demo-content.server.ts), which the move marks as demo.
 */
export async function moveProfileOfficers(
  db: Db,
  engine: Engine,
  now: Date,
  demoTerms: (rotaryYear: number) => readonly DemoTerm[],
): Promise<ProfileOfficersMove> {
  const rotaryYear = formatRotaryYear(rotaryYearAt(now));
  const outcome: ProfileOfficersMove = { rotaryYear, moved: [], superseded: [] };
  await db.transaction().execute(async (trx) => {
    if (engine === "postgres") await sql`select pg_advisory_xact_lock(hashtext('profile-officers'))`.execute(trx);
    const profile = await trx.selectFrom("club_profile").select(officerColumns).where("id", "=", 1).executeTakeFirst();
    if (!profile || officerColumns.every((column) => profile[column].trim() === "")) return;
    const held = new Set(
      (await trx.selectFrom("officer_terms").select("role").where("rotary_year", "=", rotaryYear).execute()).map(
        (row) => row.role,
      ),
    );
    const demo = demoTerms(rotaryYearAt(now));
    const at = nowIso();
    for (const [role, nameColumn, phoneColumn, emailColumn] of profileOffices) {
      const name = profile[nameColumn].trim();
      const phone = profile[phoneColumn].trim();
      const email = profile[emailColumn].trim().toLowerCase();
      if (!name && !phone && !email) continue;
      const contact = `${officerRoleNames[role]}: ${name || phone || email}`;
      if (held.has(role)) {
        outcome.superseded.push(contact);
        continue;
      }
      const isDemo = demo.some(
        (term) => term.rotary_year === rotaryYear && term.role === role && term.name === name && term.phone === phone,
      );
      const official = email
        ? await trx
            .selectFrom("officials")
            .select("id")
            .where("email", "=", email)
            .where("role", "<>", "member")
            .executeTakeFirst()
        : undefined;
      const { id } = await trx
        .insertInto("officer_terms")
        .values({
          rotary_year: rotaryYear,
          role,
          role_label: "",
          name,
          phone,
          email,
          official_id: official?.id ?? null,
          is_demo: isDemo ? 1 : 0,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        null,
        "create",
        "officer_term",
        String(id),
        `${rotaryYear} ${officerRoleNames[role]}: ${name} (moved from the club profile)`,
      );
      outcome.moved.push(contact);
    }
    await trx
      .updateTable("club_profile")
      .set(Object.fromEntries(officerColumns.map((column) => [column, ""])))
      .where("id", "=", 1)
      .execute();
    const parts = [
      outcome.moved.length > 0 ? `moved to the officers of ${rotaryYear}: ${outcome.moved.join("; ")}` : "",
      outcome.superseded.length > 0
        ? `dropped, ${rotaryYear} has a term for the office: ${outcome.superseded.join("; ")}`
        : "",
    ].filter(Boolean);
    await recordAudit(trx, null, "update", "club_profile", "1", `club profile's officer contacts ${parts.join("; ")}`);
  });
  if (outcome.moved.length > 0 || outcome.superseded.length > 0)
    log.info("the club profile's officers were moved to the officer terms", { ...outcome });
  return outcome;
}
