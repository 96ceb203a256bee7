import { type Kysely, type RawBuilder, sql } from "kysely";

/**
 * Members sign in (docs/decisions/0075-member-accounts.md). Frozen: nothing
 * from the application.
 * - officials.role and official_tokens.role take "member", below every
 *   official's role: an account is a person, official or not;
 * - official_tokens.purpose takes "sign-in": a member's e-mailed link that
 *   signs them in without a password;
 * - officials.member_id: the member record an account is (null for an
 *   official who is not in the members list);
 * - officials.locale: the language of the person's e-mails and screens.
 */
/**
 * Widens a column's check: the same steps as 0020, so the column ends up last
 * on both engines. SQLite cannot add a NOT NULL column without a default to a
 * table with rows, so `purpose` gets one; every insert names its purpose.
 */
async function recheck(
  db: Kysely<unknown>,
  table: "officials" | "official_tokens",
  column: "role" | "purpose",
  check: RawBuilder<unknown>,
  notNull: { default: string } | null,
) {
  await db.schema.alterTable(table).addColumn(`${column}_before`, "text").execute();
  await sql`update ${sql.table(table)} set ${sql.ref(`${column}_before`)} = ${sql.ref(column)}`.execute(db);
  await db.schema.alterTable(table).dropColumn(column).execute();
  await db.schema
    .alterTable(table)
    .addColumn(column, "text", (c) => (notNull ? c.notNull().defaultTo(notNull.default) : c).check(check))
    .execute();
  await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(`${column}_before`)}`.execute(db);
  await db.schema.alterTable(table).dropColumn(`${column}_before`).execute();
}

const roles = sql`role in ('administrator', 'treasurer', 'editor', 'member')`;

export const memberAccounts = {
  async up(db: Kysely<unknown>) {
    await recheck(db, "officials", "role", roles, { default: "administrator" });
    await recheck(db, "official_tokens", "role", roles, null);
    // The index on (purpose, email) would keep SQLite from dropping the column: made again after.
    await db.schema.dropIndex("official_tokens_email").execute();
    await recheck(db, "official_tokens", "purpose", sql`purpose in ('invite', 'reset', 'sign-in')`, {
      default: "reset",
    });
    await db.schema.createIndex("official_tokens_email").on("official_tokens").columns(["purpose", "email"]).execute();
    await db.schema
      .alterTable("officials")
      .addColumn("member_id", "integer", (c) => c.references("members.id").onDelete("set null"))
      .execute();
    await db.schema
      .alterTable("officials")
      .addColumn("locale", "text", (c) => c.notNull().defaultTo("en").check(sql`locale in ('en', 'ko', 'hi')`))
      .execute();
    await db.schema.createIndex("officials_member").on("officials").column("member_id").execute();
  },
};
