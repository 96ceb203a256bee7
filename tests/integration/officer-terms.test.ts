import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createOfficial } from "~/auth/officials.server";
import { hashToken, isLiveSession } from "~/auth/session.server";
import { type Database, migrateTo, migrateToLatest, openDatabase } from "~/db/connect.server";
import { officerTermSchema } from "~/forms/officer-term";
import { pastPresidentSchema } from "~/forms/past-president";
import {
  addTerm,
  DuplicateOfficeError,
  endAccessWithTerm,
  keepAccess,
  listTerms,
  type OfficerTermInput,
  pastPresidentProposal,
} from "~/models/officer-terms.server";
import {
  addPastPresident,
  DuplicateRotaryYearError,
  listPastPresidents,
  updatePastPresident,
} from "~/models/past-presidents.server";
import { testEngines } from "../helpers/engines";

function term(fields: Partial<Record<keyof OfficerTermInput, string>>): OfficerTermInput {
  return officerTermSchema.parse({
    rotaryYear: "2025-26",
    role: "president",
    roleLabel: "",
    name: "A. Person",
    phone: "",
    email: "",
    ...fields,
  });
}

async function auditCount(database: Database) {
  const row = await database.db.selectFrom("audit_log").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testEngines)("officer terms and past presidents on $name", ({ setup }) => {
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;

  async function fresh() {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateToLatest(database);
    return database;
  }

  afterEach(async () => {
    await database?.close();
    await drop?.();
    database = undefined;
    drop = undefined;
  });

  it("a second term for the same year and office is refused with a clear message, whichever way the year is written", async () => {
    const { db } = await fresh();
    await addTerm(db, null, term({ rotaryYear: "2025-26", name: "First President" }));
    const second = addTerm(db, null, term({ rotaryYear: "2025-2026", name: "Second President" }));
    await expect(second).rejects.toBeInstanceOf(DuplicateOfficeError);
    await expect(second).rejects.toThrow(
      "2025-2026 already has a President. Remove that term first, then add the new one.",
    );
    // Other offices are told apart by their name; the same name twice is refused too.
    await addTerm(db, null, term({ role: "other", roleLabel: "Joint Secretary", name: "J. One" }));
    await addTerm(db, null, term({ role: "other", roleLabel: "Sergeant-at-Arms", name: "S. One" }));
    await expect(
      addTerm(db, null, term({ role: "other", roleLabel: "Joint Secretary", name: "J. Two" })),
    ).rejects.toThrow("2025-2026 already has a Joint Secretary.");
    // The next year is another year.
    await addTerm(db, null, term({ rotaryYear: "2026-27", name: "Next President" }));
    const terms = await listTerms(db, ["2025-2026", "2026-2027"]);
    expect(terms.map((t) => [t.rotaryYear, t.office, t.name])).toEqual([
      ["2025-2026", "President", "First President"],
      ["2025-2026", "Joint Secretary", "J. One"],
      ["2025-2026", "Sergeant-at-Arms", "S. One"],
      ["2026-2027", "President", "Next President"],
    ]);
  });

  it("a second past presidents row for the same year is refused with a clear message, and nothing is half-saved", async () => {
    const database = await fresh();
    const official = await createOfficial(database.db, "secretary@example.org", "a long enough passphrase");
    const first = await addPastPresident(
      database.db,
      official.id,
      pastPresidentSchema.parse({ rotaryYear: "2025-26", president: "P. One", secretary: "S. One" }),
    );
    const audits = await auditCount(database);
    const again = addPastPresident(
      database.db,
      official.id,
      pastPresidentSchema.parse({ rotaryYear: "RY 2025-2026", president: "P. Two", secretary: "S. Two" }),
    );
    await expect(again).rejects.toBeInstanceOf(DuplicateRotaryYearError);
    await expect(again).rejects.toThrow("2025-2026 already has a past presidents row.");

    const other = await addPastPresident(
      database.db,
      official.id,
      pastPresidentSchema.parse({ rotaryYear: "2024-25", president: "P. Zero", secretary: "S. Zero" }),
    );
    const moved = updatePastPresident(
      database.db,
      official.id,
      other,
      pastPresidentSchema.parse({ rotaryYear: "2025/26", president: "P. Zero", secretary: "S. Zero" }),
    );
    await expect(moved).rejects.toBeInstanceOf(DuplicateRotaryYearError);

    expect(await auditCount(database)).toBe(audits + 1);
    expect((await listPastPresidents(database.db)).map((p) => [p.id, p.rotaryYear, p.president])).toEqual([
      [other, "2024-2025", "P. Zero"],
      [first, "2025-2026", "P. One"],
    ]);
  });

  it("migration 0007 stores the past presidents' years in one form, keeps unreadable ones, and marks a second row of a year", async () => {
    const made = await setup();
    drop = made.drop;
    database = openDatabase(made.target);
    await migrateTo(database, "0004-texts-by-locale");
    const at = "2025-01-01T00:00:00.000Z";
    for (const year of ["2017-18", "RY 2018-19", "Charter year", "2017-2018", "Charter year"]) {
      await sql`insert into past_presidents (rotary_year, president, secretary, created_at, updated_at)
        values (${year}, ${`P ${year}`}, 'S', ${at}, ${at})`.execute(database.db);
    }
    await migrateToLatest(database);
    const rows = await database.db.selectFrom("past_presidents").select(["id", "rotary_year"]).orderBy("id").execute();
    expect(rows.map((r) => r.rotary_year)).toEqual([
      "2017-2018",
      "2018-2019",
      "Charter year",
      `2017-2018 (duplicate #${rows[3]?.id})`,
      `Charter year (duplicate #${rows[4]?.id})`,
    ]);
  });

  it("access that ends with a term ends at 1 July 00:00 IST after it; the last official who keeps access cannot be bound", async () => {
    const database = await fresh();
    const admin = await createOfficial(database.db, "admin@example.org", "a long enough passphrase");
    const secretary = await createOfficial(database.db, "Secretary@Example.org", "another long passphrase");
    const termId = await addTerm(database.db, admin.id, term({ role: "secretary", email: "SECRETARY@example.org" }));
    expect(await endAccessWithTerm(database, admin.id, termId)).toEqual({
      ok: true,
      email: "secretary@example.org",
      accessEndsAt: "2026-06-30T18:30:00.000Z",
    });
    const [listed] = await listTerms(database.db, ["2025-2026"]);
    expect(listed?.official).toEqual({
      id: secretary.id,
      email: "secretary@example.org",
      accessEndsAt: "2026-06-30T18:30:00.000Z",
    });

    // Now only the administrator keeps access: binding them too would leave nobody to hand over.
    const presidentTerm = await addTerm(database.db, admin.id, term({ role: "president", email: "admin@example.org" }));
    expect(await endAccessWithTerm(database, admin.id, presidentTerm)).toEqual({
      ok: false,
      reason: "last-open-access",
    });
    expect(await keepAccess(database, admin.id, termId)).toEqual({
      ok: true,
      email: "secretary@example.org",
      accessEndsAt: null,
    });
    expect(await endAccessWithTerm(database, admin.id, presidentTerm)).toMatchObject({ ok: true });

    const noAccount = await addTerm(database.db, admin.id, term({ role: "treasurer", email: "someone@example.org" }));
    expect(await endAccessWithTerm(database, admin.id, noAccount)).toEqual({ ok: false, reason: "no-official" });
    expect(await endAccessWithTerm(database, admin.id, 999_999)).toEqual({ ok: false, reason: "not-found" });
  });

  it("ended access deletes the official's sessions, so access given back later does not revive them", async () => {
    const database = await fresh();
    const admin = await createOfficial(database.db, "admin@example.org", "a long enough passphrase");
    const secretary = await createOfficial(database.db, "secretary@example.org", "another long passphrase");
    const termId = await addTerm(database.db, admin.id, term({ role: "secretary", email: "secretary@example.org" }));
    const token = "a-session-token-of-the-outgoing-secretary-000";
    const inTerm = new Date("2026-06-30T18:00:00Z");
    await database.db
      .insertInto("sessions")
      .values({
        token_hash: hashToken(token),
        official_id: secretary.id,
        created_at: inTerm.toISOString(),
        last_seen_at: inTerm.toISOString(),
        expires_at: new Date(inTerm.getTime() + 86_400_000).toISOString(),
      })
      .execute();
    expect(await endAccessWithTerm(database, admin.id, termId, inTerm)).toMatchObject({ ok: true });
    // Set for a term still running: the session goes on until access ends.
    expect(await isLiveSession(database.db, [token], inTerm)).toBe(true);
    const afterTerm = new Date("2026-06-30T18:45:00Z");
    expect(await isLiveSession(database.db, [token], afterTerm)).toBe(false);
    // Access given back after it ended: the old session stays dead.
    expect(await keepAccess(database, admin.id, termId, afterTerm)).toMatchObject({ ok: true, accessEndsAt: null });
    expect(await isLiveSession(database.db, [token], afterTerm)).toBe(false);
    expect(await database.db.selectFrom("sessions").select("token_hash").execute()).toEqual([]);
  });

  it("the past presidents row of the year that just ended is proposed once the new year has its president and secretary, until it exists", async () => {
    const database = await fresh();
    const firstMinute = new Date("2026-07-01T00:01:00+05:30");
    await addTerm(database.db, null, term({ rotaryYear: "2025-26", role: "president", name: "Outgoing President" }));
    await addTerm(database.db, null, term({ rotaryYear: "2025-26", role: "secretary", name: "Outgoing Secretary" }));
    await addTerm(database.db, null, term({ rotaryYear: "2026-27", role: "president", name: "Incoming President" }));
    expect(await pastPresidentProposal(database.db, firstMinute)).toBeNull();

    await addTerm(database.db, null, term({ rotaryYear: "2026-27", role: "secretary", name: "Incoming Secretary" }));
    expect(await pastPresidentProposal(database.db, firstMinute)).toEqual({
      rotaryYear: "2025-2026",
      president: "Outgoing President",
      secretary: "Outgoing Secretary",
    });
    // A minute before, 2025-26 has not ended: the year that ended is 2024-25, with no terms to fill it from.
    expect(await pastPresidentProposal(database.db, new Date("2026-06-30T23:59:00+05:30"))).toEqual({
      rotaryYear: "2024-2025",
      president: "",
      secretary: "",
    });

    const official = await createOfficial(database.db, "secretary@example.org", "a long enough passphrase");
    await addPastPresident(database.db, official.id, {
      rotaryYear: "2025-2026",
      president: "Outgoing President",
      secretary: "Outgoing Secretary",
    });
    expect(await pastPresidentProposal(database.db, firstMinute)).toBeNull();
  });
});
