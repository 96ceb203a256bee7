/**
 * A bank statement exported as CSV, read into its credits: SBI, HDFC, ICICI
 * and Axis Bank's layouts, and any file with a date, a description and a
 * credit column. The layout is told by its header names, wherever the header
 * row is (banks put the account's details above it); rows that are not
 * transactions (totals, blank lines, the closing balance) are passed over.
 */
import { parse } from "csv-parse/sync";
import { parseRupees } from "./indian-money";

export type StatementLayout = "SBI" | "HDFC" | "ICICI" | "Axis" | "generic";

export interface StatementCredit {
  /** The transaction's day, "2026-05-14". */
  date: string;
  description: string;
  /** The bank's reference or cheque number column, "" when the layout has none or it is empty. */
  reference: string;
  amountPaise: number;
  /** The line of the file it was read from (1-based), for the treasurer to find it. */
  line: number;
}

export type StatementProblem = "empty" | "not-csv" | "no-header" | "no-credits" | "too-large";

export type StatementReading =
  | { ok: true; layout: StatementLayout; credits: StatementCredit[]; skipped: number }
  | { ok: false; problem: StatementProblem };

/** A statement of more lines than a year of a busy account is refused rather than read. */
export const maxStatementLines = 20_000;

type Column = "date" | "description" | "reference" | "credit";

/** Header names as each bank writes them, lower-cased, spaces and dots squeezed out. */
const layouts: { layout: StatementLayout; columns: Record<Column, string[]> }[] = [
  {
    layout: "SBI",
    columns: {
      date: ["txndate"],
      description: ["description"],
      reference: ["refno/chequeno", "refno./chequeno"],
      credit: ["credit"],
    },
  },
  {
    layout: "HDFC",
    columns: {
      date: ["date"],
      description: ["narration"],
      reference: ["chq/refno", "chq/ref.no"],
      credit: ["depositamt", "depositamount"],
    },
  },
  {
    layout: "ICICI",
    columns: {
      date: ["transactiondate", "valuedate"],
      description: ["transactionremarks"],
      reference: ["chequenumber"],
      credit: ["depositamount(inr)", "depositamount"],
    },
  },
  {
    layout: "Axis",
    columns: {
      date: ["trandate", "transactiondate"],
      description: ["particulars"],
      reference: ["chqno", "chequeno"],
      credit: ["cr", "credit"],
    },
  },
  {
    layout: "generic",
    columns: {
      date: ["date", "transactiondate", "txndate", "valuedate"],
      description: ["description", "narration", "particulars", "remarks", "details"],
      reference: ["reference", "ref", "refno", "utr", "chequeno", "transactionid"],
      credit: ["credit", "amount", "deposit", "creditamount", "cr"],
    },
  },
];

const headerKey = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[\s.]+/g, "")
    .replace(/\.$/, "");

function columnsOf(header: string[]): { layout: StatementLayout; index: Record<Column, number> } | null {
  const keys = header.map(headerKey);
  for (const { layout, columns } of layouts) {
    const index = {} as Record<Column, number>;
    let found = true;
    for (const column of Object.keys(columns) as Column[]) {
      // The first name of the list the header has: ICICI's transaction date before its value date.
      const name = columns[column].find((candidate) => keys.includes(candidate));
      const at = name === undefined ? -1 : keys.indexOf(name);
      if (at === -1 && column !== "reference") {
        found = false;
        break;
      }
      index[column] = at;
    }
    if (found) return { layout, index };
  }
  return null;
}

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** A day as banks write it: 14/05/2026, 14-05-26, 14.05.2026, 14 May 2026, 14-May-26, 2026-05-14. */
export function statementDate(text: string): string | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(t);
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/.exec(t);
  const named = /^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*[\s,-]+(\d{2}|\d{4})\b/.exec(t);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : numeric
      ? [Number(numeric[3]), Number(numeric[2]), Number(numeric[1])]
      : named
        ? [Number(named[3]), months.indexOf((named[2] ?? "").toLowerCase()) + 1, Number(named[1])]
        : [0, 0, 0];
  if (month < 1) return null;
  const fullYear = year < 100 ? year + 2000 : year;
  const date = new Date(Date.UTC(fullYear, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Reads a statement; a file that is not one gets a reason, never an exception. */
export function readBankStatement(text: string): StatementReading {
  const body = text.replace(/^\uFEFF/, "");
  if (!body.trim()) return { ok: false, problem: "empty" };
  if (body.split("\n").length > maxStatementLines) return { ok: false, problem: "too-large" };
  let rows: string[][];
  let lines: number[];
  try {
    const records = parse(body, {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    rows = records.map((r) => r.record);
    lines = records.map((r) => r.info.lines);
  } catch {
    return { ok: false, problem: "not-csv" };
  }
  const headerAt = rows.findIndex((row) => columnsOf(row) !== null);
  const header = headerAt === -1 ? null : columnsOf(rows[headerAt] ?? []);
  if (!header) return { ok: false, problem: "no-header" };
  const credits: StatementCredit[] = [];
  let skipped = 0;
  rows.slice(headerAt + 1).forEach((row, i) => {
    const cell = (column: Column) => (header.index[column] >= 0 ? (row[header.index[column]] ?? "") : "");
    const date = statementDate(cell("date"));
    const amount = cell("credit").replace(/\s*(cr|inr)\.?$/i, "");
    const paise = amount === "" || amount === "-" ? 0 : parseRupees(amount);
    if (!date || paise === null) {
      skipped += 1;
      return;
    }
    if (paise > 0)
      credits.push({
        date,
        description: cell("description"),
        reference: cell("reference"),
        amountPaise: paise,
        line: lines[headerAt + 1 + i] ?? 0,
      });
  });
  if (credits.length === 0) return { ok: false, problem: "no-credits" };
  return { ok: true, layout: header.layout, credits, skipped };
}

/** A gift the donor reported, as matching needs it. */
export interface ReportedGift {
  id: number;
  reference: string;
  bankReference: string | null;
  amountPaise: number;
  givenOn: string;
}

export interface CreditMatch {
  credit: StatementCredit;
  gift: ReportedGift | null;
  /** How the gift was found: its UTR or reference is in the credit's text, or the one gift of that amount within 3 days. */
  basis: "reference" | "amount-and-date" | null;
}

const squeeze = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");
const daysApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

/**
 * Proposes a reported gift for each credit, for the treasurer to confirm:
 * first by reference (the donor's UTR, or the gift's own reference the UPI
 * note carried, found in the credit's description or reference), then, for
 * what is left, by the same amount within three days when exactly one gift
 * fits. A gift is proposed for one credit at most.
 */
export function matchCredits(credits: StatementCredit[], gifts: ReportedGift[]): CreditMatch[] {
  const taken = new Set<number>();
  const matches: CreditMatch[] = credits.map((credit) => ({ credit, gift: null, basis: null }));
  for (const match of matches) {
    const text = squeeze(`${match.credit.description} ${match.credit.reference}`);
    const gift = gifts.find(
      (g) =>
        !taken.has(g.id) &&
        g.amountPaise === match.credit.amountPaise &&
        ((g.bankReference !== null &&
          squeeze(g.bankReference).length >= 6 &&
          text.includes(squeeze(g.bankReference))) ||
          text.includes(g.reference)),
    );
    if (gift) {
      taken.add(gift.id);
      Object.assign(match, { gift, basis: "reference" });
    }
  }
  for (const match of matches) {
    if (match.gift) continue;
    const fits = gifts.filter(
      (g) =>
        !taken.has(g.id) && g.amountPaise === match.credit.amountPaise && daysApart(g.givenOn, match.credit.date) <= 3,
    );
    const [only] = fits;
    if (only && fits.length === 1) {
      taken.add(only.id);
      Object.assign(match, { gift: only, basis: "amount-and-date" });
    }
  }
  return matches;
}
