import { sql } from "kysely";
import type { AppLoadContext } from "react-router";
import type { Db } from "~/db/connect.server";
import type { AccountRole, OfficialRole } from "~/db/schema";
import { nowIso } from "~/db/time";
import type { Locale } from "~/i18n/locale";
import { isOfficialRole } from "~/lib/role-labels";
import { recordAudit } from "~/models/audit.server";
import { closeOpenLinks } from "./one-time-links.server";
import { hashPassword } from "./password.server";

/** Ends the activity-log summary of a change made with npm run officials. */
const fromCommandLine = " from the command line";

export { isOfficialRole };

/** The rows of officials (or of invitations to be one), without members' (a member is not an official). */
export function officialsOnly<Row extends { role: AccountRole | null }>(rows: Row[]) {
  return rows.filter((row): row is Row & { role: OfficialRole } => isOfficialRole(row.role));
}

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

export async function findOfficialByEmail(db: Db, email: string) {
  return db
    .selectFrom("officials")
    .select(["id", "email", "role"])
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
}

/** A new official; the command line and ADMIN_EMAIL make administrators, an invitation says which role. */
export async function createOfficial(
  db: Db,
  email: string,
  password: string,
  options: { role?: OfficialRole; name?: string } = {},
) {
  const row = await db
    .insertInto("officials")
    .values({
      email: normaliseEmail(email),
      password_hash: await hashPassword(password),
      created_at: nowIso(),
      role: options.role ?? "administrator",
      name: options.name ?? "",
    })
    .returning(["id", "email"])
    .executeTakeFirstOrThrow();
  return row;
}

/** The command line's addition: the official and its activity-log row in one transaction. */
export async function addOfficialFromCommandLine(
  db: Db,
  email: string,
  password: string,
  options: { role: OfficialRole; name: string },
) {
  return db.transaction().execute(async (trx) => {
    const official = await createOfficial(trx, email, password, options);
    await recordAudit(
      trx,
      null,
      "create",
      "official",
      String(official.id),
      `${official.email} added as ${options.role}${fromCommandLine}`,
    );
    return official;
  });
}

/**
 * A member's account from the command line: no password (they sign in with
 * e-mailed links, or set one with "forgot password"), in the given language.
 */
export async function addMemberFromCommandLine(db: Db, email: string, options: { name: string; locale: Locale }) {
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .insertInto("officials")
      .values({
        email: normaliseEmail(email),
        password_hash: "",
        created_at: nowIso(),
        role: "member",
        name: options.name,
        locale: options.locale,
      })
      .returning(["id", "email"])
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      null,
      "create",
      "official",
      String(member.id),
      `${member.email} added as member${fromCommandLine}`,
    );
    return member;
  });
}

/**
 * A new password for an official: failed sign-ins forgotten, every session
 * ended and open reset links closed, in the caller's transaction (a reset
 * link and the command line both set one). Returns the official's address,
 * or undefined when there is no such official.
 */
export async function replacePassword(trx: Db, officialId: number, passwordHash: string, now = new Date()) {
  const target = await trx
    .updateTable("officials")
    .set({ password_hash: passwordHash, failed_logins: 0, locked_until: null })
    .where("id", "=", officialId)
    .returning("email")
    .executeTakeFirst();
  await trx.deleteFrom("sessions").where("official_id", "=", officialId).execute();
  await closeOpenLinks(trx, "reset", { officialId }, now);
  return target?.email;
}

/** The command line's new password (replacePassword), logged in the same transaction. */
export async function setPasswordFromCommandLine(db: Db, officialId: number, password: string) {
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const email = await replacePassword(trx, officialId, hash);
    if (email === undefined) throw new Error(`no official with id ${officialId}`);
    await recordAudit(
      trx,
      null,
      "update",
      "official",
      String(officialId),
      `new password for ${email}${fromCommandLine}`,
    );
  });
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD create that official at start-up when absent; an
 * existing one is left alone. Two processes starting together may both find it
 * absent: the insert then does nothing for the second instead of failing on
 * the unique e-mail.
 */
export async function ensureOfficialFromEnv(db: Db, email: string | undefined, password: string | undefined) {
  if (!email || !password) return null;
  if (await findOfficialByEmail(db, email)) return null;
  const row = await db
    .insertInto("officials")
    .values({ email: normaliseEmail(email), password_hash: await hashPassword(password), created_at: nowIso() })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning(["id", "email"])
    .executeTakeFirst();
  return row ?? null;
}

export interface OfficialListing {
  id: number;
  email: string;
  name: string;
  role: OfficialRole;
  createdAt: string;
  lastSignInAt: string | null;
}

export async function listOfficials(db: Db): Promise<OfficialListing[]> {
  const rows = await db
    .selectFrom("officials")
    .select(["id", "email", "name", "role", "created_at", "last_sign_in_at"])
    .where("role", "<>", "member")
    .orderBy("email")
    .execute();
  return officialsOnly(rows).map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    createdAt: r.created_at,
    lastSignInAt: r.last_sign_in_at,
  }));
}

/** One official's role as stored, or null when nobody has that id. */
export async function officialRole(db: Db, id: number): Promise<OfficialRole | null> {
  const row = await db.selectFrom("officials").select("role").where("id", "=", id).executeTakeFirst();
  return row && isOfficialRole(row.role) ? row.role : null;
}

type DbContext = Pick<AppLoadContext, "db" | "engine">;

export type RosterChange =
  | { ok: true; email: string }
  | { ok: false; reason: "not-found" | "last-administrator" | "unchanged" }
  /** Someone else changed the role after the form was opened on `basedOn`; `role` is theirs. */
  | { ok: false; reason: "changed"; role: OfficialRole };

/**
 * Runs `change` with every other change to the list of officials waiting
 * (SQLite: every transaction is IMMEDIATE; PostgreSQL: an advisory lock), so
 * two administrators removing each other at once cannot both count the other
 * as the remaining one.
 */
function withOfficialsLocked<T>(context: DbContext, change: (trx: Db) => Promise<T>): Promise<T> {
  return context.db.transaction().execute(async (trx) => {
    if (context.engine === "postgres") await sql`select pg_advisory_xact_lock(hashtext('officials'))`.execute(trx);
    return change(trx);
  });
}

async function otherAdministrators(trx: Db, officialId: number) {
  const row = await trx
    .selectFrom("officials")
    .select(sql<number>`count(*)`.as("n"))
    .where("role", "=", "administrator")
    .where("id", "<>", officialId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Removes an official: their sessions and pending links go with them (the
 * foreign keys cascade), so they are signed out at once. The last
 * administrator cannot be removed, not even by themselves; only the command
 * line (`actorId` null), the way in for recovery, may do it.
 */
export async function removeOfficial(
  context: DbContext,
  actorId: number | null,
  officialId: number,
): Promise<RosterChange> {
  return withOfficialsLocked(context, async (trx) => {
    const target = await trx
      .selectFrom("officials")
      .select(["id", "email", "role"])
      .where("id", "=", officialId)
      .executeTakeFirst();
    if (!target) return { ok: false, reason: "not-found" };
    if (actorId !== null && target.role === "administrator" && (await otherAdministrators(trx, target.id)) === 0)
      return { ok: false, reason: "last-administrator" };
    // Written first: an official removing themselves is still there to be named.
    await recordAudit(
      trx,
      actorId,
      "delete",
      "official",
      String(target.id),
      `removed ${target.email} (${target.role})${actorId === null ? fromCommandLine : ""}`,
    );
    await trx.deleteFrom("officials").where("id", "=", target.id).execute();
    return { ok: true, email: target.email };
  });
}

/**
 * Makes an official an administrator or an editor; the last administrator
 * cannot become an editor, except from the command line (`actorId` null).
 */
export async function changeRole(
  context: DbContext,
  actorId: number | null,
  officialId: number,
  role: OfficialRole,
  /** The role the form was opened on: a change made meanwhile by someone else is not undone unseen. */
  basedOn?: OfficialRole,
): Promise<RosterChange> {
  return withOfficialsLocked(context, async (trx) => {
    const target = await trx
      .selectFrom("officials")
      .select(["id", "email", "role"])
      .where("id", "=", officialId)
      .where("role", "<>", "member")
      .executeTakeFirst();
    if (!target || !isOfficialRole(target.role)) return { ok: false, reason: "not-found" };
    if (target.role === role) return { ok: false, reason: "unchanged" };
    if (basedOn && target.role !== basedOn) return { ok: false, reason: "changed", role: target.role };
    if (actorId !== null && role !== "administrator" && (await otherAdministrators(trx, target.id)) === 0)
      return { ok: false, reason: "last-administrator" };
    await trx.updateTable("officials").set({ role }).where("id", "=", target.id).execute();
    const summary = `${target.email} is now ${role}${actorId === null ? fromCommandLine : ""}`;
    await recordAudit(trx, actorId, "update", "official", String(target.id), summary);
    return { ok: true, email: target.email };
  });
}
