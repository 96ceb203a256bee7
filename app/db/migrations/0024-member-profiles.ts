import { type Kysely, sql } from "kysely";

const fieldsSeenBy = ["phone", "whatsapp", "email", "address", "birthday", "anniversary"] as const;

/**
 * A member's own profile (docs/decisions/0076-member-profiles.md). Frozen:
 * nothing from the application.
 * - member_profiles: one row per member who has one: their profession
 *   (classification), contacts, birthday, spouse and wedding anniversary,
 *   Paul Harris Fellow level, other recognitions and committees; and, for
 *   each contact and for the birthday and anniversary, who may see it:
 *   'nobody' (the member and the administrators) or 'members'. Nothing of
 *   those is ever public;
 * - member_profiles.public_photo, public_designation, public_message: whether
 *   the public members page shows the member's photo, designation and
 *   message (1, as before this migration, when the member has no row).
 */
export const memberProfiles = {
  async up(db: Kysely<unknown>) {
    let table = db.schema
      .createTable("member_profiles")
      .addColumn("member_id", "integer", (c) => c.primaryKey().references("members.id").onDelete("cascade"))
      .addColumn("classification", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("whatsapp", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("birth_date", "text")
      .addColumn("spouse_name", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("anniversary", "text")
      .addColumn("phf_level", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("recognitions", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("committees", "text", (c) => c.notNull().defaultTo(""));
    for (const field of fieldsSeenBy)
      table = table.addColumn(`${field}_seen_by`, "text", (c) =>
        c
          .notNull()
          .defaultTo("nobody")
          .check(sql`${sql.ref(`${field}_seen_by`)} in ('nobody', 'members')`),
      );
    for (const shown of ["public_photo", "public_designation", "public_message"])
      table = table.addColumn(shown, "integer", (c) =>
        c
          .notNull()
          .defaultTo(1)
          .check(sql`${sql.ref(shown)} in (0, 1)`),
      );
    await table.addColumn("updated_at", "text", (c) => c.notNull()).execute();
  },
};
