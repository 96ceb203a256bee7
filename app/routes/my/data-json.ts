import { requireAccount } from "~/auth/session.server";
import { ownProfile } from "~/models/member-profiles.server";
import type { Route } from "./+types/data-json";

/**
 * Everything the site holds about the signed-in person (India's DPDP Act:
 * a person may see their data): their account (never the password's hash,
 * only whether there is one), their member entry with its texts, and their
 * profile with who may see each detail. Private and never stored.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireAccount(request, context);
  const db = context.db;
  const row = await db
    .selectFrom("officials")
    .select(["email", "name", "role", "locale", "created_at", "last_sign_in_at", "password_hash"])
    .where("id", "=", account.id)
    .executeTakeFirstOrThrow();
  const member =
    account.memberId === null
      ? null
      : await db
          .selectFrom("members")
          .select(["member_no", "name", "joined_on", "created_at", "updated_at"])
          .where("id", "=", account.memberId)
          .executeTakeFirst();
  const texts =
    account.memberId === null
      ? []
      : await db
          .selectFrom("member_texts")
          .select(["locale", "designation", "message"])
          .where("member_id", "=", account.memberId)
          .orderBy("locale")
          .execute();
  const body = {
    exportedAt: new Date().toISOString(),
    account: {
      email: row.email,
      name: row.name,
      role: row.role,
      language: row.locale,
      createdAt: row.created_at,
      lastSignInAt: row.last_sign_in_at,
      hasPassword: row.password_hash !== "",
    },
    member: member ? { ...member, texts } : null,
    profile: account.memberId === null ? null : await ownProfile(db, account.memberId),
  };
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
