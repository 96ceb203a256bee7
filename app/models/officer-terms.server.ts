import { sql } from "kysely";
import type { Db, Engine } from "~/db/connect.server";
import type { OfficerRole, OfficialRole } from "~/db/schema";
import { nowIso } from "~/db/time";
import { isUniqueViolation } from "~/db/unique-violation";
import { isOfficialRole, officerRoleNames, officerRoles } from "~/lib/role-labels";
import { formatRotaryYear, rotaryYearAt, rotaryYearEndsAt, rotaryYearSortKey } from "~/lib/rotary-year";
import { recordAudit } from "./audit.server";

/** A term as officials add it on the Handover page (app/forms/officer-term.ts checks and shapes it). */
export interface OfficerTermInput extends OfficerTermEdit {
  rotaryYear: string;
  role: OfficerRole;
}

/** What editing a term in place may change: its year and office stay (a new office is a new term). */
export interface OfficerTermEdit {
  roleLabel: string;
  name: string;
  phone: string;
  email: string;
}

/** The edit form's fields by name, as the list of someone else's changes names them. */
export const officerTermFieldLabels: Record<keyof OfficerTermEdit, string> = {
  roleLabel: "Name of the office",
  name: "Name",
  phone: "Phone",
  email: "E-mail",
};

export interface TermOfficial {
  id: number;
  email: string;
  /** When their access ends (ISO instant), or null when it does not. */
  accessEndsAt: string | null;
}

export interface OfficerTerm {
  id: number;
  rotaryYear: string;
  role: OfficerRole;
  /** "President", or for "other" the office's own name. */
  office: string;
  name: string;
  phone: string;
  email: string;
  /** The official who holds the office: the one linked to the term, else the one with the term's e-mail. */
  official: TermOfficial | null;
  /** While nobody signs in with the term's e-mail: the last invitation sent to it, not accepted nor withdrawn. */
  invitation: TermInvitation | null;
  /** Seeded by the first start's demo content; removed with it (decision 0047). */
  isDemo: boolean;
  /** When it was last saved (ISO instant). */
  updatedAt: string;
}

export interface TermInvitation {
  role: OfficialRole;
  /** ISO instants. */
  invitedAt: string;
  expiresAt: string;
}

/** The offices whose incoming holder hands over next year, so is invited as an administrator (decision 0049). */
export const handoverRoles: readonly OfficerRole[] = ["president", "secretary"];

/** The role an invitation from a term offers first. */
export function invitationRoleFor(role: OfficerRole): OfficialRole {
  return handoverRoles.includes(role) ? "administrator" : "editor";
}

/** How the public pages name an officer and reach them. */
export interface Officer {
  name: string;
  phone: string;
  email: string;
}

/** The offices the footer lists, in its order. */
export const footerRoles = ["president", "secretary", "foundation_chair", "treasurer"] as const;
export type FooterRole = (typeof footerRoles)[number];
export interface FooterOfficer extends Officer {
  role: FooterRole;
}

/** What an official is told to do when a year already has the office: after adding, and after editing a term. */
const duplicateOfficeAdvice = {
  add: "Remove that term first, then add the new one.",
  edit: "Give this office another name, or change that term instead.",
} as const;

/**
 * Thrown when a year would get a second holder of one office. It carries the
 * year, the office and whether a term was being added or edited, so a screen
 * can say it in the official's language; its message is the English sentence.
 */
export class DuplicateOfficeError extends Error {
  readonly rotaryYear: string;
  readonly role: OfficerRole;
  /** The office's own name, for "other". */
  readonly roleLabel: string;
  readonly doing: keyof typeof duplicateOfficeAdvice;
  constructor(rotaryYear: string, role: OfficerRole, roleLabel: string, doing: keyof typeof duplicateOfficeAdvice) {
    super(`${rotaryYear} already has a ${officeName(role, roleLabel)}. ${duplicateOfficeAdvice[doing]}`);
    this.name = "DuplicateOfficeError";
    this.rotaryYear = rotaryYear;
    this.role = role;
    this.roleLabel = roleLabel;
    this.doing = doing;
  }
}

export function officeName(role: OfficerRole, label: string) {
  return role === "other" ? label : officerRoleNames[role];
}

/** Terms with the official who holds each: the one linked to the term, else the one with the term's e-mail. */
function termsWithOfficials(db: Db) {
  return db
    .selectFrom("officer_terms as t")
    .leftJoin("officials as o", (join) =>
      join.on((eb) =>
        eb.or([
          eb("o.id", "=", eb.ref("t.official_id")),
          eb.and([
            eb("t.official_id", "is", null),
            eb("t.email", "<>", ""),
            eb("o.email", "=", eb.ref("t.email")),
            // A member who is not an official holds no officials' access.
            eb("o.role", "<>", "member"),
          ]),
        ]),
      ),
    )
    .select([
      "t.id",
      "t.rotary_year",
      "t.role",
      "t.role_label",
      "t.name",
      "t.phone",
      "t.email",
      "t.is_demo",
      "t.updated_at",
      "o.id as official_id",
      "o.email as official_email",
      "o.access_ends_at",
    ]);
}

type TermRow = Awaited<ReturnType<ReturnType<typeof termsWithOfficials>["executeTakeFirstOrThrow"]>>;

function toTerm(row: TermRow): OfficerTerm {
  return {
    id: row.id,
    rotaryYear: row.rotary_year,
    role: row.role,
    office: officeName(row.role, row.role_label),
    name: row.name,
    phone: row.phone,
    email: row.email,
    official:
      row.official_id !== null && row.official_email !== null
        ? { id: row.official_id, email: row.official_email, accessEndsAt: row.access_ends_at }
        : null,
    invitation: null,
    isDemo: row.is_demo === 1,
    updatedAt: row.updated_at,
  };
}

/** The newest invitation still open (not accepted, not withdrawn; perhaps expired) of each address. */
async function openInvitations(db: Db, emails: string[]): Promise<Map<string, TermInvitation>> {
  const map = new Map<string, TermInvitation>();
  const wanted = [...new Set(emails.filter(Boolean))];
  if (wanted.length === 0) return map;
  const rows = await db
    .selectFrom("official_tokens")
    .select(["email", "role", "created_at", "expires_at"])
    .where("purpose", "=", "invite")
    .where("used_at", "is", null)
    .where("email", "in", wanted)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  for (const row of rows)
    if (!map.has(row.email) && row.role !== "member")
      map.set(row.email, {
        role: isOfficialRole(row.role) ? row.role : "editor",
        invitedAt: row.created_at,
        expiresAt: row.expires_at,
      });
  return map;
}

async function withInvitations(db: Db, terms: OfficerTerm[]): Promise<OfficerTerm[]> {
  const invitations = await openInvitations(
    db,
    terms.filter((t) => !t.official).map((t) => t.email),
  );
  return terms.map((t) => (t.official ? t : { ...t, invitation: invitations.get(t.email) ?? null }));
}

/** One term with its official or open invitation; null when it is gone. */
export async function getTerm(db: Db, id: number): Promise<OfficerTerm | null> {
  const row = await termsWithOfficials(db).where("t.id", "=", id).executeTakeFirst();
  return row ? ((await withInvitations(db, [toTerm(row)]))[0] ?? null) : null;
}

/** The terms of these Rotary years (stored form), by year, then office in the order of officerRoles. */
export async function listTerms(db: Db, years: string[]): Promise<OfficerTerm[]> {
  if (years.length === 0) return [];
  const rows = await termsWithOfficials(db)
    .where("t.rotary_year", "in", years)
    .orderBy("t.role_label")
    .orderBy("t.id")
    .execute();
  const terms = rows
    .map(toTerm)
    .sort(
      (a, b) => a.rotaryYear.localeCompare(b.rotaryYear) || officerRoles.indexOf(a.role) - officerRoles.indexOf(b.role),
    );
  return withInvitations(db, terms);
}

/** The footer's offices held in the Rotary year that `now` falls in. */
export async function footerTerms(db: Db, now: Date): Promise<FooterOfficer[]> {
  const rows = await db
    .selectFrom("officer_terms")
    .select(["role", "name", "phone", "email"])
    .where("rotary_year", "=", formatRotaryYear(rotaryYearAt(now)))
    .where("role", "in", footerRoles)
    .execute();
  // The query kept only the footer's roles; the type cannot tell.
  return rows as FooterOfficer[];
}

/**
 * The footer's contacts: this Rotary year's president, secretary, foundation
 * chair and treasurer, in that order. The terms are the one source of the
 * club's officers (decision 0054): a year without them lists nobody.
 */
export function footerOfficers(terms: FooterOfficer[]): FooterOfficer[] {
  return footerRoles.flatMap((role) =>
    terms.filter((term) => term.role === role).map(({ name, phone, email }) => ({ role, name, phone, email })),
  );
}

/**
 * The Rotary year the add form offers first: this year while it has no
 * officers (they are the ones the footer needs), else the next one, whose
 * officers are entered ahead of the handover.
 */
export function yearToAddTo(termYears: readonly string[], thisYear: string, nextYear: string): string {
  return termYears.includes(thisYear) ? nextYear : thisYear;
}

/** The officers of the Rotary year that `now` falls in, for the club profile's read-only list. */
export async function termsOfYearAt(db: Db, now: Date): Promise<OfficerTerm[]> {
  return listTerms(db, [formatRotaryYear(rotaryYearAt(now))]);
}

/** Adds a term, linked to the official with its e-mail if there is one. */
export async function addTerm(db: Db, actorId: number | null, input: OfficerTermInput) {
  const office = officeName(input.role, input.roleLabel);
  try {
    return await db.transaction().execute(async (trx) => {
      const official = input.email
        ? await trx
            .selectFrom("officials")
            .select("id")
            .where("email", "=", input.email)
            .where("role", "<>", "member")
            .executeTakeFirst()
        : undefined;
      const now = nowIso();
      const row = await trx
        .insertInto("officer_terms")
        .values({
          rotary_year: input.rotaryYear,
          role: input.role,
          // Only "other" carries a label (officer_terms_label).
          role_label: input.role === "other" ? input.roleLabel : "",
          name: input.name,
          phone: input.phone,
          email: input.email,
          official_id: official?.id ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        actorId,
        "create",
        "officer_term",
        String(row.id),
        `${input.rotaryYear} ${office}: ${input.name}`,
      );
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateOfficeError(input.rotaryYear, input.role, input.roleLabel, "add");
    throw error;
  }
}

/** A term as its edit form shows it and sends it back (decision 0052). */
export function termValues(term: Pick<OfficerTerm, "role" | "office" | "name" | "phone" | "email">) {
  return {
    roleLabel: term.role === "other" ? term.office : "",
    name: term.name,
    phone: term.phone,
    email: term.email,
  } satisfies Record<keyof OfficerTermEdit, string>;
}

export type TermUpdate = { ok: true } | { ok: false; reason: "not-found" | "office-unnamed" };

/**
 * Changes a term in place: the person, how to reach them, and an "other"
 * office's name; its year and office stay. The term's official follows its
 * e-mail, as when it was added: a new address links the term to the official
 * who signs in with it, or to nobody (decision 0054). Logged with the fields
 * that changed.
 */
export async function updateTerm(db: Db, actorId: number, id: number, input: OfficerTermEdit): Promise<TermUpdate> {
  let year = "";
  let role: OfficerRole = "other";
  let label = "";
  try {
    return await db.transaction().execute(async (trx): Promise<TermUpdate> => {
      const row = await trx
        .selectFrom("officer_terms")
        .select(["rotary_year", "role", "role_label", "name", "phone", "email", "official_id"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "not-found" };
      // Only "other" carries a label, and it must (officer_terms_label).
      label = row.role === "other" ? input.roleLabel : "";
      if (row.role === "other" && label === "") return { ok: false, reason: "office-unnamed" };
      year = row.rotary_year;
      role = row.role;
      const office = officeName(row.role, label);
      let officialId = row.official_id;
      if (input.email !== row.email)
        officialId = input.email
          ? ((
              await trx
                .selectFrom("officials")
                .select("id")
                .where("email", "=", input.email)
                .where("role", "<>", "member")
                .executeTakeFirst()
            )?.id ?? null)
          : null;
      await trx
        .updateTable("officer_terms")
        .set({
          role_label: label,
          name: input.name,
          phone: input.phone,
          email: input.email,
          official_id: officialId,
          updated_at: nowIso(),
        })
        .where("id", "=", id)
        .execute();
      const before = termValues({ ...row, office: officeName(row.role, row.role_label) });
      const after = { ...input, roleLabel: label };
      const changed = (Object.keys(officerTermFieldLabels) as (keyof OfficerTermEdit)[])
        .filter((field) => before[field] !== after[field])
        .map((field) => officerTermFieldLabels[field].toLowerCase());
      await recordAudit(
        trx,
        actorId,
        "update",
        "officer_term",
        String(id),
        `${row.rotary_year} ${office}: ${input.name}${changed.length > 0 ? ` (changed: ${changed.join(", ")})` : " (nothing changed)"}`,
      );
      return { ok: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateOfficeError(year, role, label, "edit");
    throw error;
  }
}

export async function deleteTerm(db: Db, actorId: number, id: number) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("officer_terms")
      .where("id", "=", id)
      .returning(["rotary_year", "role", "role_label", "name"])
      .executeTakeFirst();
    if (!row) return false;
    const office = officeName(row.role, row.role_label);
    await recordAudit(trx, actorId, "delete", "officer_term", String(id), `${row.rotary_year} ${office}: ${row.name}`);
    return true;
  });
}

export type AccessChange =
  | { ok: true; email: string; accessEndsAt: string | null }
  | { ok: false; reason: "not-found" | "no-official" | "last-open-access" };

/**
 * Officials' changes to who keeps access take turns (PostgreSQL: an advisory
 * lock; SQLite transactions are IMMEDIATE), so two at once cannot both see
 * the other keep access and leave nobody who can sign in.
 */
async function takeTurns(trx: Db, engine: Engine) {
  if (engine === "postgres") await sql`select pg_advisory_xact_lock(hashtext('official-access'))`.execute(trx);
}

/**
 * Ends the access of the term's official when the term ends: 1 July, 00:00
 * in India, after the term's Rotary year. Refused when every other
 * administrator's access ends too, so an administrator can always sign in and hand over.
 */
export async function endAccessWithTerm(
  { db, engine }: { db: Db; engine: Engine },
  actorId: number,
  termId: number,
  now = new Date(),
): Promise<AccessChange> {
  return db.transaction().execute(async (trx) => {
    await takeTurns(trx, engine);
    const row = await termsWithOfficials(trx).where("t.id", "=", termId).executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" };
    const term = toTerm(row);
    if (!term.official) return { ok: false, reason: "no-official" };
    const openAccess = await trx
      .selectFrom("officials")
      .select("id")
      .where("id", "<>", term.official.id)
      .where("role", "=", "administrator")
      .where("access_ends_at", "is", null)
      .executeTakeFirst();
    if (!openAccess) return { ok: false, reason: "last-open-access" };
    // The stored form's first year is the year's start.
    const accessEndsAt = nowIso(rotaryYearEndsAt(rotaryYearSortKey(term.rotaryYear)));
    await trx
      .updateTable("officials")
      .set({ access_ends_at: accessEndsAt })
      .where("id", "=", term.official.id)
      .execute();
    // A term of a year already over ends access now.
    await endSessionsIfAccessEnded(trx, term.official.id, accessEndsAt, now);
    await trx.updateTable("officer_terms").set({ official_id: term.official.id }).where("id", "=", termId).execute();
    await recordAudit(
      trx,
      actorId,
      "update",
      "official",
      String(term.official.id),
      `${term.official.email}: access ends with the ${term.rotaryYear} term as ${term.office} (${accessEndsAt})`,
    );
    return { ok: true, email: term.official.email, accessEndsAt };
  });
}

/**
 * Sessions of an official whose access has ended are deleted, not only
 * refused: access given back later must not bring an old session (on a phone
 * handed on with the office) back to life.
 */
async function endSessionsIfAccessEnded(trx: Db, officialId: number, accessEndsAt: string | null, now: Date) {
  if (accessEndsAt !== null && accessEndsAt <= nowIso(now))
    await trx.deleteFrom("sessions").where("official_id", "=", officialId).execute();
}

/** The term's official keeps access after the term. */
export async function keepAccess(
  { db, engine }: { db: Db; engine: Engine },
  actorId: number,
  termId: number,
  now = new Date(),
) {
  return db.transaction().execute(async (trx): Promise<AccessChange> => {
    await takeTurns(trx, engine);
    const row = await termsWithOfficials(trx).where("t.id", "=", termId).executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" };
    const { official } = toTerm(row);
    if (!official) return { ok: false, reason: "no-official" };
    await endSessionsIfAccessEnded(trx, official.id, official.accessEndsAt, now);
    await trx.updateTable("officials").set({ access_ends_at: null }).where("id", "=", official.id).execute();
    await recordAudit(
      trx,
      actorId,
      "update",
      "official",
      String(official.id),
      `${official.email}: access does not end`,
    );
    return { ok: true, email: official.email, accessEndsAt: null };
  });
}

/**
 * Why nobody else would keep administrator access (the refusal
 * "last-open-access"), so the page can say what to do next (decision 0049):
 * an administrator invited and not yet accepted, an official who keeps access
 * but is an editor, or nobody at all.
 */
export type HandoverBlocker =
  | { kind: "invited"; email: string; invitedAt: string; expired: boolean }
  | { kind: "editor"; email: string }
  | { kind: "invited-as-editor"; email: string }
  | { kind: "nobody" };

export async function handoverBlocker(db: Db, exceptOfficialId: number, now: Date): Promise<HandoverBlocker> {
  const invitations = await db
    .selectFrom("official_tokens")
    .select(["email", "role", "created_at", "expires_at"])
    .where("purpose", "=", "invite")
    .where("used_at", "is", null)
    .orderBy("created_at", "desc")
    .execute();
  const admin = invitations.find((i) => i.role === "administrator");
  if (admin)
    return {
      kind: "invited",
      email: admin.email,
      invitedAt: admin.created_at,
      expired: admin.expires_at <= nowIso(now),
    };
  const editor = await db
    .selectFrom("officials")
    .select("email")
    .where("id", "<>", exceptOfficialId)
    .where("role", "=", "editor")
    .where("access_ends_at", "is", null)
    .orderBy("id")
    .executeTakeFirst();
  if (editor) return { kind: "editor", email: editor.email };
  const invitedEditor = invitations[0];
  if (invitedEditor) return { kind: "invited-as-editor", email: invitedEditor.email };
  return { kind: "nobody" };
}

export interface PastPresidentProposal {
  rotaryYear: string;
  president: string;
  secretary: string;
}

/**
 * Once the new Rotary year has its president and secretary, the year that
 * just ended belongs among the past presidents: proposed, filled from that
 * year's terms, until it has its row.
 */
export async function pastPresidentProposal(db: Db, now: Date): Promise<PastPresidentProposal | null> {
  const current = formatRotaryYear(rotaryYearAt(now));
  const ended = formatRotaryYear(rotaryYearAt(now) - 1);
  const [terms, existing] = await Promise.all([
    db
      .selectFrom("officer_terms")
      .select(["rotary_year", "role", "name"])
      .where("rotary_year", "in", [current, ended])
      .where("role", "in", ["president", "secretary"])
      .execute(),
    db.selectFrom("past_presidents").select("id").where("rotary_year", "=", ended).executeTakeFirst(),
  ]);
  const holder = (year: string, role: OfficerRole) =>
    terms.find((term) => term.rotary_year === year && term.role === role)?.name;
  if (existing || !holder(current, "president") || !holder(current, "secretary")) return null;
  return {
    rotaryYear: ended,
    president: holder(ended, "president") ?? "",
    secretary: holder(ended, "secretary") ?? "",
  };
}
