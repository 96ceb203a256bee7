import { sql } from "kysely";
import type { AppLoadContext } from "react-router";
import type { Db } from "~/db/connect.server";
import type { OfficialRole } from "~/db/schema";
import { nowIso } from "~/db/time";
import { recordAudit } from "~/models/audit.server";
import { hashPassword } from "./password.server";

export const officialRoles: readonly OfficialRole[] = ["administrator", "editor"];

export function isOfficialRole(value: unknown): value is OfficialRole {
  return officialRoles.includes(value as OfficialRole);
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
    .orderBy("email")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    createdAt: r.created_at,
    lastSignInAt: r.last_sign_in_at,
  }));
}

type DbContext = Pick<AppLoadContext, "db" | "engine">;

export type RosterChange =
  | { ok: true; email: string }
  | { ok: false; reason: "not-found" | "last-administrator" | "unchanged" };

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
 * administrator cannot be removed, not even by themselves.
 */
export async function removeOfficial(context: DbContext, actorId: number, officialId: number): Promise<RosterChange> {
  return withOfficialsLocked(context, async (trx) => {
    const target = await trx
      .selectFrom("officials")
      .select(["id", "email", "role"])
      .where("id", "=", officialId)
      .executeTakeFirst();
    if (!target) return { ok: false, reason: "not-found" };
    if (target.role === "administrator" && (await otherAdministrators(trx, target.id)) === 0)
      return { ok: false, reason: "last-administrator" };
    // Written first: an official removing themselves is still there to be named.
    await recordAudit(
      trx,
      actorId,
      "delete",
      "official",
      String(target.id),
      `removed ${target.email} (${target.role})`,
    );
    await trx.deleteFrom("officials").where("id", "=", target.id).execute();
    return { ok: true, email: target.email };
  });
}

/** Makes an official an administrator or an editor; the last administrator cannot become an editor. */
export async function changeRole(
  context: DbContext,
  actorId: number,
  officialId: number,
  role: OfficialRole,
): Promise<RosterChange> {
  return withOfficialsLocked(context, async (trx) => {
    const target = await trx
      .selectFrom("officials")
      .select(["id", "email", "role"])
      .where("id", "=", officialId)
      .executeTakeFirst();
    if (!target) return { ok: false, reason: "not-found" };
    if (target.role === role) return { ok: false, reason: "unchanged" };
    if (role !== "administrator" && (await otherAdministrators(trx, target.id)) === 0)
      return { ok: false, reason: "last-administrator" };
    await trx.updateTable("officials").set({ role }).where("id", "=", target.id).execute();
    await recordAudit(trx, actorId, "update", "official", String(target.id), `${target.email} is now ${role}`);
    return { ok: true, email: target.email };
  });
}
