import crypto from "node:crypto";
import { type Selectable, sql } from "kysely";
import type { Db } from "~/db/connect.server";
import type { GiftsTable, Locale } from "~/db/schema";
import { nowIso } from "~/db/time";
import { isUniqueViolation } from "~/db/unique-violation";
import { isLocale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import type { DonorIdKind, GiftMode } from "~/lib/form-10bd";
import { indiaDate } from "~/lib/india-time";
import { amountInWords, isGiftAmount } from "~/lib/indian-money";
import { financialYearOf } from "~/lib/indian-tax";
import { giftAcknowledgementEmail, receiptEmail } from "~/mail/gift-templates";
import { enqueueMail } from "~/mail/outbox.server";
import { recordAudit } from "./audit.server";
import { clubNameIn, getClubNames } from "./club-profile.server";
import { getReceivingBody, issues80gReceipts, type ReceivingBody } from "./receiving-body.server";

/** What a donor says on "I have given", checked by the giving form's schema. */
export interface GiftReport {
  /** The reference the giving page put in the UPI link's `tr` (newGiftReference). */
  reference: string;
  indianCitizen: boolean;
  donorName: string;
  email: string;
  phone: string;
  amountPaise: number;
  givenOn: string;
  mode: GiftMode;
  /** The UPI transaction id or the bank's UTR; null for cash. */
  bankReference: string | null;
  cause: string | null;
  /** For an 80G receipt: the donor's PAN or Aadhaar number and address. */
  idKind: DonorIdKind | null;
  idNumber: string | null;
  address: string;
  locale: Locale;
  /** The donor agreed to their tax details being kept (India's DPDP rules); required with an ID number. */
  consented: boolean;
}

export class DuplicateBankReferenceError extends Error {
  constructor(readonly bankReference: string) {
    super(`A gift with the transaction reference ${bankReference} has already been reported.`);
  }
}

import { type GiftRule, giftRuleMessages } from "~/lib/gift-rules";

export { type GiftRule, giftRuleMessages };

/** A rule refused the change: `message` is the English sentence, `rule` and `values` let a screen word it. */
export class GiftRuleError extends Error {
  constructor(
    readonly rule: GiftRule,
    readonly values: Record<string, string> = {},
  ) {
    super(fill(giftRuleMessages[rule], values));
  }
}

/** Letters and digits that cannot be misread for one another when read out or typed (no I, O, 0, 1). */
const referenceAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A new gift's reference: "G" and 9 random characters, short enough for UPI's `tr` and a bank's remark. */
export function newGiftReference(): string {
  const bytes = crypto.randomBytes(9);
  return `G${[...bytes].map((byte) => referenceAlphabet[byte % referenceAlphabet.length]).join("")}`;
}

/** A UPI transaction id or UTR as banks print it: upper case, no spaces. */
export function normalizeBankReference(text: string): string | null {
  const tidy = text.replace(/\s+/g, "").toUpperCase();
  return tidy === "" ? null : tidy;
}

function checkAmount(paise: number) {
  if (!isGiftAmount(paise)) throw new GiftRuleError("amount");
}

/** The gift's reference (from the giving page's UPI link) was reported before. */
export class DuplicateGiftReferenceError extends Error {
  constructor(readonly reference: string) {
    super(`A gift with the reference ${reference} has already been reported.`);
  }
}

/**
 * Stores a donor's report of a gift, before anything is e-mailed. A second
 * report of the same UPI transaction or UTR is refused: one payment is one gift;
 * so is a second report under one gift reference. Nothing is stored then.
 */
export async function reportGift(
  db: Db,
  report: GiftReport,
  now: Date = new Date(),
): Promise<{ id: number; bankReference: string | null }> {
  checkAmount(report.amountPaise);
  if (report.idNumber && !report.consented) throw new GiftRuleError("consent");
  const at = nowIso(now);
  const bankReference = report.bankReference ? normalizeBankReference(report.bankReference) : null;
  // Do nothing on a conflict rather than fail, so a caller's transaction (PostgreSQL aborts
  // one on an error) can still ask which reference was taken.
  const row = await db
    .insertInto("gifts")
    .values({
      reference: report.reference,
      status: "reported",
      indian_citizen: report.indianCitizen ? 1 : 0,
      donor_name: report.donorName,
      email: report.email,
      phone: report.phone,
      address: report.address,
      id_kind: report.idNumber ? report.idKind : null,
      id_number: report.idNumber,
      amount_paise: report.amountPaise,
      mode: report.mode,
      bank_reference: bankReference,
      given_on: report.givenOn,
      cause: report.cause,
      donation_type: "others",
      locale: report.locale,
      consent_at: report.consented ? at : null,
      reported_at: at,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  if (row) return { id: Number(row.id), bankReference };
  if (bankReference) {
    const taken = await db
      .selectFrom("gifts")
      .select("id")
      .where("bank_reference", "=", bankReference)
      .executeTakeFirst();
    if (taken) throw new DuplicateBankReferenceError(bankReference);
  }
  throw new DuplicateGiftReferenceError(report.reference);
}

/**
 * A donor's report stored and their acknowledgement written to the outbox in
 * one transaction, in the language of the page they used: the e-mail goes
 * only if the gift is stored, and a stored gift always has its e-mail.
 */
export async function reportGiftAndAcknowledge(
  db: Db,
  report: GiftReport,
  now: Date = new Date(),
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const gift = await reportGift(trx, report, now);
    const [body, names] = await Promise.all([getReceivingBody(trx), getClubNames(trx)]);
    const mail = giftAcknowledgementEmail(
      {
        locale: report.locale,
        donorName: report.donorName,
        amountPaise: report.amountPaise,
        givenOn: report.givenOn,
        mode: report.mode,
        bankReference: gift.bankReference,
        reference: report.reference,
        wantsReceipt: report.idNumber !== null,
      },
      { clubName: clubNameIn(names, report.locale), issuesReceipts: issues80gReceipts(body, report.givenOn) },
    );
    await enqueueMail(
      trx,
      null,
      [{ audience: "visitor", recipient: report.email, subject: mail.subject, body: mail.text }],
      now,
    );
    return { id: gift.id };
  });
}

/** How many gifts were reported with this e-mail address since `since`: the giving form's hourly limit. */
export async function giftsReportedBy(db: Db, email: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("gifts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("email", "=", email)
    .where("reported_at", ">=", nowIso(since))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Where on a bank statement the treasurer saw a gift's money arrive. */
export interface StatementLine {
  statementId: number;
  line: number;
}

/** The statement's columns of a gift, or none when the statement is not (or no longer) there. */
async function statementColumns(db: Db, from: StatementLine | undefined) {
  if (!from) return { statement_id: null, statement_line: null };
  const found = await db
    .selectFrom("bank_statements")
    .select("id")
    .where("id", "=", from.statementId)
    .executeTakeFirst();
  return found
    ? { statement_id: from.statementId, statement_line: from.line }
    : { statement_id: null, statement_line: null };
}

/** The treasurer has seen the money arrive (on a statement's line, when `from` says which): the gift is received. */
export async function confirmGiftReceived(
  db: Db,
  officialId: number | null,
  giftId: number,
  now: Date = new Date(),
  from?: StatementLine,
) {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("gifts")
      .set({
        status: "received",
        received_at: nowIso(now),
        updated_at: nowIso(now),
        ...(await statementColumns(trx, from)),
      })
      .where("id", "=", giftId)
      .where("status", "=", "reported")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new GiftRuleError("notReported");
    await recordAudit(trx, officialId, "update", "gift", String(giftId), "Confirmed a gift as received");
  });
}

/** Whether a gift may be deducted under 80G: not cash over ₹2,000, not a gift in kind. */
export function isDeductible(mode: GiftMode, amountPaise: number): boolean {
  if (mode === "kind") return false;
  return !(mode === "cash" && amountPaise > 2_000_00);
}

export interface IssuedReceipt {
  id: number;
  receiptNo: string;
  financialYear: string;
  number: number;
  deductible: boolean;
  /** Its e-mail to the donor is in the outbox. */
  emailed: boolean;
}

/**
 * Issues the 80G receipt of a received gift. Its number is the next of the
 * gift's financial year: the counter moves on in the same transaction as the
 * receipt is written, so numbers neither repeat nor skip, however many are
 * issued at once (PostgreSQL locks the counter's row; SQLite has one writer).
 * What the receipt prints is kept with it: it is never edited.
 */
export async function issueReceipt(
  db: Db,
  officialId: number | null,
  giftId: number,
  now: Date = new Date(),
  /** Also write the e-mail that takes the receipt's PDF to the donor, in the same transaction. */
  options: { emailDonor?: boolean } = {},
): Promise<IssuedReceipt> {
  const body = await getReceivingBody(db);
  return db.transaction().execute(async (trx) => {
    const gift = await trx.selectFrom("gifts").selectAll().where("id", "=", giftId).executeTakeFirst();
    if (gift?.status !== "received") throw new GiftRuleError("notReceived");
    if (!issues80gReceipts(body, gift.given_on)) throw new GiftRuleError("noRegistration");
    if (!gift.donor_name.trim()) throw new GiftRuleError("noDonorName");
    const financialYear = financialYearOf(gift.given_on);
    const counter = await trx
      .insertInto("receipt_counters")
      .values({ financial_year: financialYear, last_number: 1 })
      .onConflict((oc) =>
        oc.column("financial_year").doUpdateSet({ last_number: sql`receipt_counters.last_number + 1` }),
      )
      .returning("last_number")
      .executeTakeFirstOrThrow();
    const number = Number(counter.last_number);
    const receiptNo = `${body.receiptPrefix}${financialYear}/${String(number).padStart(4, "0")}`;
    const amountPaise = Number(gift.amount_paise);
    const deductible = isDeductible(gift.mode, amountPaise);
    // The date printed is India's: a receipt issued at 00:30 IST is dated that day, not the one before (UTC).
    const data = receiptData(gift, body, { receiptNo, issuedOn: indiaDate(now), deductible, amountPaise });
    try {
      const row = await trx
        .insertInto("receipts")
        .values({
          gift_id: giftId,
          financial_year: financialYear,
          number,
          receipt_no: receiptNo,
          deductible: deductible ? 1 : 0,
          data: JSON.stringify(data),
          issued_at: nowIso(now),
          issued_by: officialId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(trx, officialId, "create", "receipt", String(row.id), `Issued receipt ${receiptNo}`);
      if (options.emailDonor && gift.email) {
        const locale: Locale = isLocale(gift.locale) ? gift.locale : "en";
        const mail = receiptEmail(
          { locale, donorName: gift.donor_name, amountPaise, receiptNo, deductible },
          { clubName: clubNameIn(await getClubNames(trx), locale) },
        );
        await enqueueMail(
          trx,
          null,
          [
            {
              audience: "visitor",
              recipient: gift.email,
              subject: mail.subject,
              body: mail.text,
              receiptId: Number(row.id),
            },
          ],
          now,
        );
      }
      return {
        id: Number(row.id),
        receiptNo,
        financialYear,
        number,
        deductible,
        emailed: Boolean(options.emailDonor && gift.email),
      };
    } catch (error) {
      if (isUniqueViolation(error)) throw new GiftRuleError("hasReceipt");
      throw error;
    }
  });
}

/** What an issued receipt prints, frozen at issue. */
export type ReceiptData = ReturnType<typeof receiptData>;

function receiptData(
  gift: Selectable<GiftsTable>,
  body: ReceivingBody,
  receipt: { receiptNo: string; issuedOn: string; deductible: boolean; amountPaise: number },
) {
  return {
    receiptNo: receipt.receiptNo,
    issuedOn: receipt.issuedOn,
    body: {
      name: body.registeredName,
      address: body.address,
      pan: body.pan,
      urn: body.urn,
      urnValidFrom: body.urnValidFrom,
      urnValidTo: body.urnValidTo,
      sectionName: body.sectionName,
      signatoryName: body.signatoryName,
      signatoryDesignation: body.signatoryDesignation,
      /** A private file; receipts issued before migration 0022 have none. */
      signatureFileId: body.signatureFileId as number | null | undefined,
    },
    donor: {
      name: gift.donor_name,
      address: gift.address,
      idKind: gift.id_kind,
      idNumber: gift.id_number,
      locale: gift.locale,
    },
    gift: {
      reference: gift.reference,
      givenOn: gift.given_on,
      mode: gift.mode,
      bankReference: gift.bank_reference,
      amountPaise: receipt.amountPaise,
      amountInWords: amountInWords(receipt.amountPaise),
    },
    deductible: receipt.deductible,
  };
}

/** Cancels an issued receipt with the reason; its number stays used, and the gift may get a new one. */
export async function cancelReceipt(
  db: Db,
  officialId: number | null,
  receiptId: number,
  reason: string,
  now: Date = new Date(),
) {
  const why = reason.trim();
  if (!why) throw new GiftRuleError("cancelReason");
  await db.transaction().execute(async (trx) => {
    const receipt = await trx
      .updateTable("receipts")
      .set({ cancelled_at: nowIso(now), cancel_reason: why.slice(0, 500), cancelled_by: officialId })
      .where("id", "=", receiptId)
      .where("cancelled_at", "is", null)
      .returning("receipt_no")
      .executeTakeFirst();
    if (!receipt) throw new GiftRuleError("notInForce");
    await recordAudit(
      trx,
      officialId,
      "update",
      "receipt",
      String(receiptId),
      `Cancelled receipt ${receipt.receipt_no}: ${why}`,
    );
  });
}

/** A gift's receipts, the one in force and those cancelled, oldest first. */
export async function receiptsOfGift(db: Db, giftId: number) {
  const rows = await db
    .selectFrom("receipts")
    .select([
      "id",
      "receipt_no",
      "financial_year",
      "number",
      "deductible",
      "issued_at",
      "cancelled_at",
      "cancel_reason",
    ])
    .where("gift_id", "=", giftId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    receiptNo: row.receipt_no,
    financialYear: row.financial_year,
    number: Number(row.number),
    deductible: row.deductible === 1,
    issuedAt: row.issued_at,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
  }));
}

/** Reported gifts given between two days, for matching a bank statement's credits. */
export async function reportedGiftsBetween(db: Db, from: string, to: string) {
  const rows = await db
    .selectFrom("gifts")
    .select(["id", "reference", "bank_reference", "amount_paise", "given_on", "donor_name"])
    .where("status", "=", "reported")
    .where("given_on", ">=", from)
    .where("given_on", "<=", to)
    .orderBy("given_on")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    reference: row.reference,
    bankReference: row.bank_reference,
    amountPaise: Number(row.amount_paise),
    givenOn: row.given_on,
    donorName: row.donor_name,
  }));
}

/** A credit on the bank statement that no donor reported, as the treasurer saw it. */
export interface StatementCreditGift {
  date: string;
  amountPaise: number;
  mode: GiftMode;
  /** The bank's reference; kept only when no other gift has it. */
  bankReference: string | null;
  /** The statement it was read from. */
  from?: StatementLine;
}

/**
 * Records a credit nobody reported as a received gift from an anonymous
 * donor: it counts in the year's totals, and Form 10BD lists it with the
 * gifts it cannot carry until someone names the donor.
 */
export async function recordStatementCredit(
  db: Db,
  officialId: number | null,
  credit: StatementCreditGift,
  now: Date = new Date(),
): Promise<{ id: number; reference: string }> {
  checkAmount(credit.amountPaise);
  const at = nowIso(now);
  const reference = newGiftReference();
  return db.transaction().execute(async (trx) => {
    const bankReference = credit.bankReference ? normalizeBankReference(credit.bankReference) : null;
    const taken = bankReference
      ? await trx.selectFrom("gifts").select("id").where("bank_reference", "=", bankReference).executeTakeFirst()
      : undefined;
    const row = await trx
      .insertInto("gifts")
      .values({
        reference,
        status: "received",
        indian_citizen: 1,
        donor_name: "Anonymous",
        email: "",
        phone: "",
        address: "",
        id_kind: null,
        id_number: null,
        amount_paise: credit.amountPaise,
        mode: credit.mode,
        bank_reference: taken ? null : bankReference,
        given_on: credit.date,
        ...(await statementColumns(trx, credit.from)),
        cause: null,
        donation_type: "others",
        locale: "en",
        consent_at: null,
        reported_at: null,
        received_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      officialId,
      "create",
      "gift",
      String(row.id),
      `Recorded an unreported bank credit as gift ${reference}`,
    );
    return { id: Number(row.id), reference };
  });
}

/** An issued receipt as printed: its frozen data and, if cancelled, why. */
export type PrintedReceipt = NonNullable<Awaited<ReturnType<typeof printedReceipt>>>;

export async function printedReceipt(db: Db, receiptId: number) {
  const row = await db
    .selectFrom("receipts")
    .select(["receipt_no", "data", "cancelled_at", "cancel_reason"])
    .where("id", "=", receiptId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    receiptNo: row.receipt_no,
    data: JSON.parse(row.data) as ReceiptData,
    cancelled: row.cancelled_at ? { reason: row.cancel_reason ?? "" } : undefined,
  };
}

/**
 * A receipt for an official to download. The download is written to the
 * activity log, as it shows the donor's PAN or Aadhaar number in full.
 */
export async function receiptForDownload(db: Db, officialId: number | null, receiptId: number) {
  return db.transaction().execute(async (trx) => {
    const receipt = await printedReceipt(trx, receiptId);
    if (receipt)
      await recordAudit(
        trx,
        officialId,
        "reveal",
        "receipt",
        String(receiptId),
        `Downloaded receipt ${receipt.receiptNo}`,
      );
    return receipt;
  });
}

/** A bank statement as the treasurer uploaded it, kept with the gifts it confirms (and in backups). */
export async function saveBankStatement(
  db: Db,
  officialId: number | null,
  statement: {
    fileName: string;
    layout: string;
    content: string;
    credits: number;
    firstDate: string | null;
    lastDate: string | null;
  },
): Promise<number> {
  const row = await db
    .insertInto("bank_statements")
    .values({
      file_name: statement.fileName.slice(0, 200),
      layout: statement.layout,
      content: statement.content,
      credits: statement.credits,
      first_date: statement.firstDate,
      last_date: statement.lastDate,
      uploaded_at: nowIso(),
      uploaded_by: officialId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The statements read lately, newest first, with how many gifts each confirmed. */
export async function recentBankStatements(db: Db, limit = 10) {
  const rows = await db
    .selectFrom("bank_statements as s")
    .leftJoin("gifts as g", "g.statement_id", "s.id")
    .select(({ fn }) => [
      "s.id",
      "s.file_name",
      "s.layout",
      "s.credits",
      "s.first_date",
      "s.last_date",
      "s.uploaded_at",
      fn.count<string>("g.id").as("confirmed"),
    ])
    .groupBy(["s.id", "s.file_name", "s.layout", "s.credits", "s.first_date", "s.last_date", "s.uploaded_at"])
    .orderBy("s.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    fileName: row.file_name,
    layout: row.layout,
    credits: Number(row.credits),
    firstDate: row.first_date,
    lastDate: row.last_date,
    uploadedAt: row.uploaded_at,
    confirmed: Number(row.confirmed),
  }));
}
