import { sql } from "kysely";
import type { AppLoadContext } from "react-router";
import { now as contextNow } from "~/context";
import type { Db } from "~/db/connect.server";
import type { AccountRole } from "~/db/schema";
import { nowIso } from "~/db/time";
import { log } from "~/log.server";
import { normaliseEmail } from "./officials.server";
import { hashPassword, verifyPassword } from "./password.server";
import { createSession } from "./session.server";
import { failureWindowMs, waitBeforeNextTry } from "./throttle";

export type SignInResult =
  | { ok: true; officialId: number; email: string; role: AccountRole; setCookie: string }
  | { ok: false; reason: "wrong-credentials" | "access-ended" | "throttled" | "failed" };

let dummyHash: Promise<string> | null = null;
/** Checked against when the address is unknown, so both answers take the same time. */
function timingDummy() {
  dummyHash ??= hashPassword("timing-equaliser-not-a-password");
  return dummyHash;
}

async function failureHistory(db: Db, email: string, ip: string | null, now: Date) {
  const since = nowIso(new Date(now.getTime() - failureWindowMs));
  const lastSuccess = await db
    .selectFrom("login_attempts")
    .select(sql<string>`max(created_at)`.as("at"))
    .where("email", "=", email)
    .where("status", "=", "success")
    .executeTakeFirst();
  const from = lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
  const account = await db
    .selectFrom("login_attempts")
    .select([sql<number>`count(*)`.as("n"), sql<string | null>`max(created_at)`.as("last")])
    .where("email", "=", email)
    .where("status", "=", "failure")
    .where("created_at", ">", from)
    .executeTakeFirstOrThrow();
  const address = ip
    ? await db
        .selectFrom("login_attempts")
        .select(sql<number>`count(*)`.as("n"))
        .where("ip", "=", ip)
        .where("status", "=", "failure")
        .where("created_at", ">", since)
        .executeTakeFirstOrThrow()
    : { n: 0 };
  return {
    accountFailures: Number(account.n),
    lastAccountFailureAt: account.last ? Date.parse(account.last) : null,
    addressFailures: Number(address.n),
  };
}

/**
 * Decides whether this attempt may be checked and, if so, records it as a
 * failure before the password is checked, in one transaction that takes turns
 * with every other sign-in (SQLite: an IMMEDIATE transaction; PostgreSQL: an
 * advisory lock), so a burst of concurrent guesses cannot all pass the count:
 * attempts still being checked count as failures. Null when throttled.
 */
async function claimAttempt(
  context: AppLoadContext,
  attempt: { email: string; ip: string | null; officialId: number | null },
  now: Date,
): Promise<number | null> {
  return context.db.transaction().execute(async (trx) => {
    if (context.engine === "postgres") await sql`select pg_advisory_xact_lock(hashtext('sign-in'))`.execute(trx);
    const history = await failureHistory(trx, attempt.email, attempt.ip, now);
    if (waitBeforeNextTry(history, now.getTime()) > 0) return null;
    const row = await trx
      .insertInto("login_attempts")
      .values({
        official_id: attempt.officialId,
        email: attempt.email,
        status: "failure",
        ip: attempt.ip,
        created_at: nowIso(now),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export type PasswordCheck =
  | { ok: true; officialId: number; email: string; role: AccountRole }
  | { ok: false; reason: "wrong-credentials" | "access-ended" | "throttled" };

/**
 * Checks an e-mail and password. Unknown address and wrong password give the
 * same answer in the same time (DESIGN.md, deliberate change 2); repeated
 * failures per address and per network address are throttled; every attempt
 * that is checked is recorded in login_attempts. Signing in and changing
 * one's password both go through here, so both are throttled alike. An
 * official whose access ended with their term is told so, but only once the
 * password is right, so the answer says nothing to whoever does not know it.
 */
export async function checkPassword(
  context: AppLoadContext,
  input: { email: string; password: string },
  now = contextNow(context),
): Promise<PasswordCheck> {
  const email = normaliseEmail(input.email);
  const official = await context.db
    .selectFrom("officials")
    .select(["id", "email", "role", "password_hash", "access_ends_at"])
    .where("email", "=", email)
    .executeTakeFirst();
  const attemptId = await claimAttempt(context, { email, ip: context.clientIp, officialId: official?.id ?? null }, now);
  if (attemptId === null) return { ok: false, reason: "throttled" };
  // An unknown address, or a member who signs in only by e-mailed links (no password, ""), is checked
  // against a dummy hash, so every answer takes as long.
  const hasPassword = official !== undefined && official.password_hash !== "";
  const checked = await verifyPassword(hasPassword ? official.password_hash : await timingDummy(), input.password);
  const passwordRight = hasPassword && checked;
  const accessEnded = passwordRight && official.access_ends_at !== null && official.access_ends_at <= nowIso(now);
  const valid = passwordRight && !accessEnded;
  if (valid)
    await context.db.updateTable("login_attempts").set({ status: "success" }).where("id", "=", attemptId).execute();
  if (official) {
    await context.db
      .updateTable("officials")
      .set(valid ? { failed_logins: 0, locked_until: null } : { failed_logins: sql`failed_logins + 1` })
      .where("id", "=", official.id)
      .execute();
  }
  if (!official || !passwordRight) return { ok: false, reason: "wrong-credentials" };
  if (accessEnded) return { ok: false, reason: "access-ended" };
  return { ok: true, officialId: official.id, email: official.email, role: official.role };
}

/** Checks the password (checkPassword) and starts a session. */
export async function signIn(
  context: AppLoadContext,
  input: { email: string; password: string },
  now = contextNow(context),
): Promise<SignInResult> {
  try {
    const checked = await checkPassword(context, input, now);
    if (!checked.ok) return checked;
    await context.db
      .updateTable("officials")
      .set({ last_sign_in_at: nowIso(now) })
      .where("id", "=", checked.officialId)
      .execute();
    return { ...checked, setCookie: await createSession(context, checked.officialId, now) };
  } catch (error) {
    log.error("sign-in failed", { err: error });
    return { ok: false, reason: "failed" };
  }
}
