import { type SelectQueryBuilder, sql } from "kysely";
import type { Db, Engine } from "~/db/connect.server";
import type { DB } from "~/db/schema";
import type { GiftMode } from "~/lib/form-10bd";
import type { GiftFilters } from "~/lib/gift-filters";
import { financialYearDates, maskAadhaar, maskPan } from "~/lib/indian-tax";
import { recordAudit } from "./audit.server";

/** A gift as the treasurer's list shows it: the donor's PAN or Aadhaar number masked. */
export interface GiftEntry {
  id: number;
  reference: string;
  status: "reported" | "received" | "rejected";
  donorName: string;
  email: string;
  amountPaise: number;
  givenOn: string;
  mode: GiftMode;
  bankReference: string | null;
  cause: string | null;
  /** "ABCPE****F" or "XXXX XXXX 0124"; null when the donor gave none. */
  maskedId: string | null;
  idKind: "pan" | "aadhaar" | null;
  hasAddress: boolean;
  /** The receipt in force, if one was issued. */
  receipt: { id: number; receiptNo: string; deductible: boolean } | null;
}

function filtered<O>(query: SelectQueryBuilder<DB, "gifts", O>, engine: Engine, filters: GiftFilters) {
  const year = financialYearDates(filters.year);
  let q = query;
  if (year) q = q.where("gifts.given_on", ">=", year.from).where("gifts.given_on", "<=", year.to);
  if (filters.status !== "all") q = q.where("gifts.status", "=", filters.status);
  if (filters.mode !== "all") q = q.where("gifts.mode", "=", filters.mode);
  if (filters.cause) q = q.where("gifts.cause", "=", filters.cause);
  if (filters.search) {
    // Case-insensitive in ASCII letters on both engines alike; % and _ typed are matched as themselves.
    // Only ASCII letters are lowered here too: "ÉMILE" typed finds "ÉMILE D'SOUZA".
    const asciiLowered = filters.search.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
    const pattern = `%${asciiLowered.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // SQLite has no default escape character for LIKE: name the backslash on both engines.
    // SQLite's LIKE ignores case in ASCII only, as its lower() does: without lower() a search of a
    // year's 16,000 gifts took 5 ms instead of 15 (bench/scale.mjs). PostgreSQL's lower() in the
    // "C" collation folds ASCII only too, so both find the same gifts, in 18 ms instead of 29 for
    // the database's own collation (which folds every script's capitals, the bulk of the time).
    const like = (column: "donor_name" | "email" | "reference" | "bank_reference") => {
      const text = sql.ref(`gifts.${column}`);
      return sql<boolean>`${engine === "sqlite" ? text : sql`lower(${text} collate "C")`} like ${pattern} escape '\\'`;
    };
    q = q.where((eb) => eb.or([like("donor_name"), like("email"), like("reference"), like("bank_reference")]));
  }
  return q;
}

async function countGifts(
  db: Db,
  engine: Engine,
  filters: GiftFilters,
): Promise<{ count: number; totalPaise: number }> {
  const row = await filtered(db.selectFrom("gifts"), engine, filters)
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.sum<number>("gifts.amount_paise").as("total")])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), totalPaise: Number(row.total ?? 0) };
}

/** One page of gifts, the newest gift first, with the count and total of every gift the filters match. */
export async function listGifts(
  db: Db,
  engine: Engine,
  filters: GiftFilters,
  page: { limit: number; offset: number },
): Promise<{ gifts: GiftEntry[]; count: number; totalPaise: number }> {
  // Only the page's rows are joined to their receipts (a deep page used to join every gift before it).
  // A search reads every gift's row of the year: its count and total come with the page, in the
  // same pass (a page past the end has no rows, so counts 0, which makes it a page that does not
  // exist). Without a search, a count of its own reads only an index, cheaper than that pass.
  const searching = filters.search !== "";
  const [rows, counted] = await Promise.all([
    db
      .with("page", (creator) =>
        filtered(creator.selectFrom("gifts"), engine, filters)
          .select((eb) => [
            "gifts.id",
            searching ? eb.fn.countAll<number>().over().as("matched") : sql<null>`null`.as("matched"),
            searching
              ? eb.fn.sum<number>("gifts.amount_paise").over().as("matched_paise")
              : sql<null>`null`.as("matched_paise"),
          ])
          .orderBy("gifts.given_on", "desc")
          .orderBy("gifts.id", "desc")
          .limit(page.limit)
          .offset(page.offset),
      )
      .selectFrom("page")
      .innerJoin("gifts", "gifts.id", "page.id")
      .leftJoin("receipts", (join) =>
        join.onRef("receipts.gift_id", "=", "gifts.id").on("receipts.cancelled_at", "is", null),
      )
      .select([
        "page.matched",
        "page.matched_paise",
        "gifts.id",
        "gifts.reference",
        "gifts.status",
        "gifts.donor_name",
        "gifts.email",
        "gifts.amount_paise",
        "gifts.given_on",
        "gifts.mode",
        "gifts.bank_reference",
        "gifts.cause",
        "gifts.id_kind",
        "gifts.id_number",
        "gifts.address",
        "receipts.id as receipt_id",
        "receipts.receipt_no",
        "receipts.deductible",
      ])
      .orderBy("gifts.given_on", "desc")
      .orderBy("gifts.id", "desc")
      .execute(),
    searching ? null : countGifts(db, engine, filters),
  ]);
  const gifts = rows.map((row) => ({
    id: Number(row.id),
    reference: row.reference,
    status: row.status,
    donorName: row.donor_name,
    email: row.email,
    amountPaise: Number(row.amount_paise),
    givenOn: row.given_on,
    mode: row.mode,
    bankReference: row.bank_reference,
    cause: row.cause,
    idKind: row.id_kind,
    maskedId: row.id_number ? (row.id_kind === "aadhaar" ? maskAadhaar(row.id_number) : maskPan(row.id_number)) : null,
    hasAddress: row.address.trim() !== "",
    receipt:
      row.receipt_id !== null && row.receipt_no !== null
        ? { id: Number(row.receipt_id), receiptNo: row.receipt_no, deductible: Boolean(row.deductible) }
        : null,
  }));
  if (counted) return { gifts, ...counted };
  return { gifts, count: Number(rows[0]?.matched ?? 0), totalPaise: Number(rows[0]?.matched_paise ?? 0) };
}

/**
 * A donor's PAN or Aadhaar number and address in full, for one official, with
 * a line in the activity log saying who saw whose: DPDP asks that personal
 * data be seen only as needed, and that it can be told who did.
 */
export async function revealDonorDetails(
  db: Db,
  officialId: number | null,
  giftId: number,
): Promise<{ idNumber: string | null; address: string; phone: string } | null> {
  return db.transaction().execute(async (trx) => {
    const gift = await trx
      .selectFrom("gifts")
      .select(["id_number", "id_kind", "address", "phone", "reference"])
      .where("id", "=", giftId)
      .executeTakeFirst();
    if (!gift) return null;
    await recordAudit(
      trx,
      officialId,
      "reveal",
      "gift",
      String(giftId),
      `Saw the donor's ${gift.id_kind === "aadhaar" ? "Aadhaar number" : "PAN"} and address of gift ${gift.reference}`,
    );
    return { idNumber: gift.id_number, address: gift.address, phone: gift.phone };
  });
}

/** A financial year's received gifts added up: in all, by cause, by way of giving and by month. */
export interface GiftYearSummary {
  totalPaise: number;
  count: number;
  byCause: { cause: string | null; paise: number; count: number }[];
  byMode: { mode: GiftMode; paise: number; count: number }[];
  /** "2026-04" to "2027-03", only months with gifts, in order. */
  byMonth: { month: string; paise: number; count: number }[];
}

/** Received gifts given between two days (both included, "2026-07-01"). */
const receivedBetween = (db: Db, days: { from: string; to: string }) =>
  db
    .selectFrom("gifts")
    .where("status", "=", "received")
    .where("given_on", ">=", days.from)
    .where("given_on", "<=", days.to);

/** What received gifts given between two days came to, for the impact pages. */
export async function receivedTotal(db: Db, days: { from: string; to: string }) {
  const row = await receivedBetween(db, days)
    .select((eb) => [eb.fn.sum<number>("amount_paise").as("paise"), eb.fn.countAll<number>().as("count")])
    .executeTakeFirst();
  return { totalPaise: Number(row?.paise ?? 0), count: Number(row?.count ?? 0) };
}

export async function giftYearSummary(db: Db, financialYear: string): Promise<GiftYearSummary> {
  const year = financialYearDates(financialYear);
  if (!year) return { totalPaise: 0, count: 0, byCause: [], byMode: [], byMonth: [] };
  // One scan of the year's received gifts, by cause, mode and month together, added up three ways
  // here: three scans cost three times the one. They are grouped by day, way of giving and cause
  // first, in the order of the gifts_day_figures index, which needs no sort of every gift; only
  // those groups (a few hundred a year) are grouped again by month (decision 0097).
  const rows = await db
    .selectFrom(
      receivedBetween(db, year)
        .select((eb) => [
          "given_on",
          "mode",
          "cause",
          eb.fn.sum<number>("amount_paise").as("paise"),
          eb.fn.countAll<number>().as("count"),
        ])
        .groupBy(["given_on", "mode", "cause"])
        .as("days"),
    )
    .select((eb) => [
      "days.cause",
      "days.mode",
      eb.fn<string>("substr", [eb.ref("days.given_on"), eb.val(1), eb.val(7)]).as("month"),
      eb.fn.sum<number>("days.paise").as("paise"),
      eb.fn.sum<number>("days.count").as("count"),
    ])
    .groupBy(["month", "days.mode", "days.cause"])
    .execute();
  const byCause = new Map<string | null, { paise: number; count: number }>();
  const byMode = new Map<GiftMode, { paise: number; count: number }>();
  const byMonth = new Map<string, { paise: number; count: number }>();
  const add = <K>(totals: Map<K, { paise: number; count: number }>, key: K, paise: number, count: number) => {
    const total = totals.get(key) ?? { paise: 0, count: 0 };
    totals.set(key, { paise: total.paise + paise, count: total.count + count });
  };
  for (const row of rows) {
    const [paise, count] = [Number(row.paise ?? 0), Number(row.count)];
    add(byCause, row.cause, paise, count);
    add(byMode, row.mode, paise, count);
    add(byMonth, row.month, paise, count);
  }
  const largestFirst = (a: { paise: number }, b: { paise: number }) => b.paise - a.paise;
  return {
    totalPaise: rows.reduce((sum, row) => sum + Number(row.paise ?? 0), 0),
    count: rows.reduce((sum, row) => sum + Number(row.count), 0),
    byCause: [...byCause].map(([cause, total]) => ({ cause, ...total })).sort(largestFirst),
    byMode: [...byMode].map(([mode, total]) => ({ mode, ...total })).sort(largestFirst),
    byMonth: [...byMonth].map(([month, total]) => ({ month, ...total })).sort((a, b) => a.month.localeCompare(b.month)),
  };
}

/**
 * Received gifts of a financial year that Form 10BD cannot carry (their donor
 * gave no PAN or Aadhaar number): how many, and the latest `limit` of them.
 */
export async function unreportableGifts(db: Db, financialYear: string, limit = 50) {
  const year = financialYearDates(financialYear);
  if (!year) return { count: 0, gifts: [] };
  const unreportable = receivedBetween(db, year).where("id_number", "is", null);
  const [count, rows] = await Promise.all([
    unreportable.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
    unreportable
      .select(["reference", "donor_name"])
      .orderBy("given_on", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),
  ]);
  return {
    count: Number(count?.n ?? 0),
    gifts: rows.map((row) => ({ reference: row.reference, donorName: row.donor_name })),
  };
}
