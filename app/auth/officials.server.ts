import type { Db } from "~/db/connect.server";
import { nowIso } from "~/db/time";
import { hashPassword } from "./password.server";

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

export async function findOfficialByEmail(db: Db, email: string) {
  return db
    .selectFrom("officials")
    .select(["id", "email"])
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
}

export async function createOfficial(db: Db, email: string, password: string) {
  const row = await db
    .insertInto("officials")
    .values({ email: normaliseEmail(email), password_hash: await hashPassword(password), created_at: nowIso() })
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
