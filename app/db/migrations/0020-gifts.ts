import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import type { Engine } from "../connect.server";

/**
 * Giving (docs/decisions/0072-gifts-and-receipts.md). Frozen: nothing from the application.
 * - officials.role and official_tokens.role take "treasurer" (between editor and
 *   administrator). SQLite cannot change a CHECK constraint, and rebuilding
 *   `officials` would cascade into its sessions: the column is kept aside, dropped
 *   with its check, and added again (last) with the new one, on both engines;
 * - receiving_body: the one body that receives tax-deductible gifts (often the
 *   club's registered trust), with its 80G registration and the receipts' signatory;
 * - gifts: every gift a donor reported or the treasurer found on a statement, in
 *   paise (bigint on PostgreSQL: up to 100 crore);
 * - receipts: 80G receipts, numbered without gaps within a financial year by
 *   receipt_counters, which a transaction moves on together with its receipt.
 *   An issued receipt keeps what it printed (`data`) and is cancelled, never edited.
 */
export function gifts(engine: Engine) {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === "postgres" ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
  const money = engine === "postgres" ? "bigint" : "integer";

  async function widenRole(db: Kysely<unknown>, table: "officials" | "official_tokens", notNull: boolean) {
    const roles = sql`role in ('administrator', 'treasurer', 'editor')`;
    // PostgreSQL could change the check in place, but takes the same steps: the column then
    // ends up last on both engines, and backups list the columns in the same order.
    await db.schema.alterTable(table).addColumn("role_before", "text").execute();
    await sql`update ${sql.table(table)} set role_before = role`.execute(db);
    await db.schema.alterTable(table).dropColumn("role").execute();
    await db.schema
      .alterTable(table)
      .addColumn("role", "text", (c) => (notNull ? c.notNull().defaultTo("administrator") : c).check(roles))
      .execute();
    await sql`update ${sql.table(table)} set role = role_before`.execute(db);
    await db.schema.alterTable(table).dropColumn("role_before").execute();
  }

  return {
    async up(db: Kysely<unknown>) {
      await widenRole(db, "officials", true);
      await widenRole(db, "official_tokens", false);

      await db.schema
        .createTable("receiving_body")
        .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn("registered_name", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("pan", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("urn", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("urn_issued_on", "text")
        .addColumn("urn_valid_from", "text")
        .addColumn("urn_valid_to", "text")
        .addColumn("section_name", "text", (c) => c.notNull().defaultTo("section 80G of the Income-tax Act, 1961"))
        .addColumn("section_code", "text", (c) => c.notNull().defaultTo("Section 80G"))
        .addColumn("statement_form_name", "text", (c) => c.notNull().defaultTo("Form 10BD"))
        .addColumn("certificate_form_name", "text", (c) => c.notNull().defaultTo("Form 10BE"))
        .addColumn("signatory_name", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("signatory_designation", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("signature_media_id", "integer", (c) => c.references("media.id").onDelete("set null"))
        .addColumn("receipt_prefix", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("fcra_registration", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("fcra_account", "text", (c) => c.notNull().defaultTo(""))
        // Suggested amounts in whole rupees, as a JSON array.
        .addColumn("suggested_amounts", "text", (c) => c.notNull().defaultTo("[500,1000,2500,5000,10000]"))
        .addColumn("is_demo", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("gifts")
        .addColumn("id", "integer", id)
        .addColumn("reference", "text", (c) => c.notNull().unique())
        .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('reported', 'received', 'rejected')`))
        .addColumn("indian_citizen", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("donor_name", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("id_kind", "text", (c) => c.check(sql`id_kind in ('pan', 'aadhaar')`))
        .addColumn("id_number", "text")
        .addColumn("amount_paise", money, (c) => c.notNull().check(sql`amount_paise > 0`))
        .addColumn("mode", "text", (c) => c.notNull().check(sql`mode in ('upi', 'bank', 'cheque', 'cash', 'kind')`))
        .addColumn("bank_reference", "text")
        .addColumn("given_on", "text", (c) => c.notNull())
        .addColumn("cause", "text")
        .addColumn("donation_type", "text", (c) =>
          c.notNull().defaultTo("others").check(sql`donation_type in ('corpus', 'specific-grant', 'others')`),
        )
        .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
        // When the donor agreed to their PAN, address and phone being kept (India's DPDP rules).
        .addColumn("consent_at", "text")
        .addColumn("reported_at", "text")
        .addColumn("received_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      // One bank or UPI transaction is one gift: a second report of the same UTR is refused.
      await sql`create unique index gifts_bank_reference on gifts (bank_reference) where bank_reference is not null`.execute(
        db,
      );
      await db.schema.createIndex("gifts_given_on").on("gifts").columns(["given_on", "id"]).execute();
      await db.schema.createIndex("gifts_status").on("gifts").columns(["status", "given_on"]).execute();

      await db.schema
        .createTable("receipt_counters")
        .addColumn("financial_year", "text", (c) => c.primaryKey())
        .addColumn("last_number", "integer", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("receipts")
        .addColumn("id", "integer", id)
        .addColumn("gift_id", "integer", (c) => c.notNull().references("gifts.id"))
        .addColumn("financial_year", "text", (c) => c.notNull())
        .addColumn("number", "integer", (c) => c.notNull())
        .addColumn("receipt_no", "text", (c) => c.notNull().unique())
        // Whether the gift may be deducted under 80G: not cash over ₹2,000, not a gift in kind.
        .addColumn("deductible", "integer", (c) => c.notNull())
        // Everything the receipt printed, as JSON: the receipt is never edited.
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("issued_at", "text", (c) => c.notNull())
        .addColumn("issued_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .addColumn("cancelled_at", "text")
        .addColumn("cancel_reason", "text")
        .addColumn("cancelled_by", "integer", (c) => c.references("officials.id").onDelete("set null"))
        .addUniqueConstraint("receipts_year_number", ["financial_year", "number"])
        .execute();
      // A gift has one receipt in force at a time: two officials issuing at once cannot make two.
      await sql`create unique index receipts_gift_in_force on receipts (gift_id) where cancelled_at is null`.execute(
        db,
      );
      await db.schema.createIndex("receipts_gift").on("receipts").column("gift_id").execute();
    },
  };
}
