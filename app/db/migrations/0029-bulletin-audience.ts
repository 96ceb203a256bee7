import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { Engine } from "../connect.server";

/**
 * Who the club's bulletin may reach (issue 26; docs/decisions/0081-bulletin-audience.md).
 * Frozen: nothing from the application.
 * - newsletter_friends: people who are not members and asked for the
 *   bulletin on the site; "pending" until they open the confirmation link
 *   (double opt-in), whose hash and expiry the row keeps;
 * - bulletin_unsubscribes: every address, a member's or a friend's, that
 *   asked for no more bulletins. Bulletins only: other mail never reads it.
 */
export function bulletinAudience(engine: Engine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("newsletter_friends")
        .addColumn("id", "integer", id)
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("locale", "text", (c) => c.notNull().defaultTo("en").check(sql`locale in ('en', 'ko', 'hi')`))
        .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'confirmed')`))
        .addColumn("token_hash", "text", (c) => c.unique())
        .addColumn("token_expires_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("confirmed_at", "text")
        .execute();
      await db.schema
        .createTable("bulletin_unsubscribes")
        .addColumn("email", "text", (c) => c.primaryKey())
        .addColumn("how", "text", (c) => c.notNull().check(sql`how in ('one-click', 'page')`))
        .addColumn("unsubscribed_at", "text", (c) => c.notNull())
        .execute();
    },
  };
}
