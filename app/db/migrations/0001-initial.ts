import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { Engine } from "../connect.server";

/**
 * One migration set for both engines: only the identity column differs, so it
 * is the one thing that asks which engine it runs on.
 */
export function initial(engine: Engine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("officials")
        .addColumn("id", "integer", id)
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("failed_logins", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("locked_until", "text")
        .execute();

      await db.schema
        .createTable("sessions")
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("official_id", "integer", (c) => c.notNull().references("officials.id").onDelete("cascade"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("last_seen_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sessions_official").on("sessions").column("official_id").execute();

      await db.schema
        .createTable("login_attempts")
        .addColumn("id", "integer", id)
        .addColumn("official_id", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().check(sqlIn("status", ["success", "failure"])))
        .addColumn("ip", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("login_attempts_email")
        .on("login_attempts")
        .columns(["email", "created_at"])
        .execute();
      await db.schema.createIndex("login_attempts_ip").on("login_attempts").columns(["ip", "created_at"]).execute();

      await db.schema
        .createTable("media")
        .addColumn("id", "integer", id)
        .addColumn("kind", "text", (c) => c.notNull().check(sqlIn("kind", ["image", "video"])))
        .addColumn("storage_key", "text", (c) => c.notNull())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("bytes", "integer", (c) => c.notNull())
        .addColumn("width", "integer")
        .addColumn("height", "integer")
        .addColumn("variants", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("alt_text", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("members")
        .addColumn("id", "integer", id)
        .addColumn("member_no", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("designation", "text")
        .addColumn("message", "text")
        .addColumn("joined_on", "text")
        .addColumn("position", "integer")
        .addColumn("photo_id", "integer", (c) => c.references("media.id").onDelete("set null"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("members_member_no").on("members").column("member_no").execute();
      await db.schema.createIndex("members_position").on("members").columns(["position", "name"]).execute();

      await db.schema
        .createTable("past_presidents")
        .addColumn("id", "integer", id)
        .addColumn("rotary_year", "text", (c) => c.notNull())
        .addColumn("president", "text", (c) => c.notNull())
        .addColumn("secretary", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("projects")
        .addColumn("id", "integer", id)
        .addColumn("code", "text", (c) => c.notNull().unique())
        .addColumn("project_date", "text")
        .addColumn("cost", "integer")
        .addColumn("man_hours", "integer")
        .addColumn("location", "text")
        .addColumn("video_url", "text")
        .addColumn("is_signature", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("projects_newest").on("projects").columns(["created_at", "id"]).execute();
      await db.schema
        .createIndex("projects_signature_newest")
        .on("projects")
        .columns(["is_signature", "created_at", "id"])
        .execute();

      await db.schema
        .createTable("project_texts")
        .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
        .addColumn("locale", "text", (c) => c.notNull().check(sqlIn("locale", ["en", "ko"])))
        .addColumn("title", "text")
        .addColumn("short_note", "text")
        .addColumn("description", "text")
        .addPrimaryKeyConstraint("project_texts_pk", ["project_id", "locale"])
        .execute();

      await db.schema
        .createTable("project_media")
        .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("media_id", "integer", (c) => c.notNull().references("media.id").onDelete("cascade"))
        .addPrimaryKeyConstraint("project_media_pk", ["project_id", "position"])
        .execute();

      await db.schema
        .createTable("messages")
        .addColumn("id", "integer", id)
        .addColumn("kind", "text", (c) => c.notNull().check(sqlIn("kind", ["join", "contact"])))
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("age", "integer")
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("submitted_at", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
        .addColumn("spam_reason", "text")
        .addColumn("client_ip", "text")
        .execute();
      await db.schema.createIndex("messages_newest").on("messages").columns(["submitted_at", "id"]).execute();

      await db.schema
        .createTable("outbox")
        .addColumn("id", "integer", id)
        .addColumn("message_id", "integer", (c) => c.references("messages.id").onDelete("cascade"))
        .addColumn("recipient", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("sent_at", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["sent_at", "next_attempt_at"]).execute();

      await db.schema
        .createTable("audit_log")
        .addColumn("id", "integer", id)
        .addColumn("official_id", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("entity", "text", (c) => c.notNull())
        .addColumn("entity_id", "text")
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("summary", "text")
        .execute();
      await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();

      let profile = db.schema.createTable("club_profile").addColumn("id", "integer", (c) => c.primaryKey());
      for (const column of profileTextColumns) {
        profile = profile.addColumn(column, "text", (c) => c.notNull().defaultTo(""));
      }
      await profile
        .addColumn("social_links", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("is_demo", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
    },
  };
}

const profileTextColumns = [
  "club_name",
  "club_name_ko",
  "president_name",
  "president_phone",
  "president_email",
  "secretary_name",
  "secretary_phone",
  "secretary_email",
  "foundation_chair_name",
  "foundation_chair_phone",
  "foundation_chair_email",
  "privacy_email",
  "upi_id",
  "upi_beneficiary",
  "bank_beneficiary",
  "bank_account",
  "bank_ifsc",
  "bank_branch",
  "bank_name",
  "map_location",
  "club_book_url",
  "brochure_url",
] as const;

/** A CHECK constraint over a fixed list of literals written in this file. */
function sqlIn(column: string, values: string[]) {
  return sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);
}
