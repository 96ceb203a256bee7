import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { Engine } from "../connect.server";

/**
 * The treasurer's files (docs/decisions/0074-private-files-and-form-10be.md).
 * Frozen: nothing from the application.
 * - private_files: files no visitor may fetch (the signatory's signature, the
 *   donors' Form 10BE certificates), kept in the database as base64 text so
 *   that backup, export and restore carry them like any other row;
 * - receiving_body.signature_file_id: the signature drawn on receipts (the
 *   media-library column of 0020 is left unused: the media store is public);
 *   receiving_body.show_raised: whether the impact pages show what was raised
 *   this Rotary year;
 * - bank_statements: each statement the treasurer read, as uploaded, and the
 *   gifts it confirmed (gifts.statement_id, gifts.statement_line);
 * - certificates: a donor's Form 10BE for a financial year, the donor it was
 *   matched to (by PAN or Aadhaar number) and when it was e-mailed;
 * - outbox.file_id: an e-mail that carries one of those files.
 */
export function giftFiles(engine: Engine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("private_files")
        .addColumn("id", "integer", id)
        .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('signature', 'certificate')`))
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("byte_size", "integer", (c) => c.notNull())
        .addColumn("sha256", "text", (c) => c.notNull())
        .addColumn("content_base64", "text", (c) => c.notNull())
        .addColumn("uploaded_at", "text", (c) => c.notNull())
        .addColumn("uploaded_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .execute();

      await db.schema
        .alterTable("receiving_body")
        .addColumn("signature_file_id", "integer", (c) => c.references("private_files.id").onDelete("set null"))
        .execute();
      await db.schema
        .alterTable("receiving_body")
        .addColumn("show_raised", "integer", (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable("bank_statements")
        .addColumn("id", "integer", id)
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("layout", "text", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("credits", "integer", (c) => c.notNull())
        .addColumn("first_date", "text")
        .addColumn("last_date", "text")
        .addColumn("uploaded_at", "text", (c) => c.notNull())
        .addColumn("uploaded_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .execute();
      await db.schema
        .alterTable("gifts")
        .addColumn("statement_id", "integer", (c) => c.references("bank_statements.id").onDelete("set null"))
        .execute();
      await db.schema.alterTable("gifts").addColumn("statement_line", "integer").execute();

      await db.schema
        .createTable("certificates")
        .addColumn("id", "integer", id)
        .addColumn("financial_year", "text", (c) => c.notNull())
        .addColumn("file_id", "integer", (c) => c.notNull().references("private_files.id"))
        // The donor's PAN or Aadhaar number as Form 10BD reported it; null until matched.
        .addColumn("donor_id_number", "text")
        .addColumn("emailed_to", "text")
        .addColumn("emailed_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("created_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .execute();
      await db.schema.createIndex("certificates_year").on("certificates").columns(["financial_year", "id"]).execute();

      await db.schema
        .alterTable("outbox")
        .addColumn("file_id", "integer", (c) => c.references("private_files.id").onDelete("set null"))
        .execute();
    },
  };
}
