/**
 * Form 10BD, the statement of donations a body registered under 80G files by
 * 31 May for the financial year before: Part B lists the donors, one row per
 * donor, donation type and mode of receipt, their gifts of the year added up
 * (Rule 18AB). The tax portal's utility takes the rows as CSV.
 */
import { csvCell, csvRow, utf8Bom } from "./csv";
import { upiAmount } from "./indian-money";

/** How a gift came: UPI, a bank transfer (NEFT, RTGS, IMPS), a cheque or draft, cash, or in kind. */
export const giftModes = ["upi", "bank", "cheque", "cash", "kind"] as const;
export type GiftMode = (typeof giftModes)[number];
/** The ways a donor can say they gave on the giving page (a gift in kind is recorded by the treasurer). */
export const reportedGiftModes = ["upi", "bank", "cheque", "cash"] as const satisfies readonly GiftMode[];

/** Rule 18AB's donation types. */
export const donationTypes = ["corpus", "specific-grant", "others"] as const;
export type DonationType = (typeof donationTypes)[number];

export type DonorIdKind = "pan" | "aadhaar";

/** A received gift of the year, as Form 10BD needs it. */
export interface ReportableGift {
  donorName: string;
  donorAddress: string;
  idKind: DonorIdKind | null;
  idNumber: string | null;
  donationType: DonationType;
  mode: GiftMode;
  amountPaise: number;
  /** When it was received ("2026-05-14"): rows follow the order of each donor's first gift. */
  receivedOn: string;
}

/** The receiving body's registration, as Part B repeats it on every row. */
export interface Form10bdRegistration {
  /** The section the body is approved under, as the portal names it ("Section 80G"): a setting. */
  sectionCode: string;
  urn: string;
  /** When the URN was issued ("2021-09-24"). */
  urnDate: string;
}

/** One row of Part B: a donor's gifts of one donation type and mode, added up. */
export interface Form10bdRow {
  serial: number;
  idNumber: string;
  idCode: string;
  name: string;
  address: string;
  donationType: string;
  mode: string;
  amountPaise: number;
}

/** The portal's ID codes: 1 for a PAN, 2 for an Aadhaar number. */
const idCodes: Record<DonorIdKind, string> = { pan: "1", aadhaar: "2" };
const typeNames: Record<DonationType, string> = {
  corpus: "Corpus",
  "specific-grant": "Specific grant",
  others: "Others",
};
const electronic = "Electronic modes including account payee cheque/draft";
const modeNames: Record<GiftMode, string> = {
  upi: electronic,
  bank: electronic,
  cheque: electronic,
  cash: "Cash",
  kind: "Kind",
};

/** Whether Form 10BD can carry a gift: its donor gave a PAN or an Aadhaar number. */
export function isReportable(gift: Pick<ReportableGift, "idKind" | "idNumber">): boolean {
  return Boolean(gift.idKind && gift.idNumber);
}

/**
 * Part B's rows for a year's received gifts, in the order of each row's first
 * gift, and apart the gifts Form 10BD cannot carry (no PAN or Aadhaar number;
 * giftsForForm10bd does not read them, and the gifts screen lists them).
 * `gifts` in the order they came, by day, then as recorded.
 */
export function form10bdRows(gifts: readonly ReportableGift[]): {
  rows: Form10bdRow[];
  notReportable: ReportableGift[];
} {
  const notReportable: ReportableGift[] = [];
  const rows: Form10bdRow[] = [];
  // A donor's rows, found by their number: a year holds thousands of donors and a donor a row or two.
  const rowsOfDonor = new Map<string, Form10bdRow[]>();
  for (const gift of gifts) {
    if (!isReportable(gift)) {
      notReportable.push(gift);
      continue;
    }
    const idNumber = gift.idNumber ?? "";
    const idCode = idCodes[gift.idKind ?? "pan"];
    const donationType = typeNames[gift.donationType];
    const mode = modeNames[gift.mode];
    let donorRows = rowsOfDonor.get(idNumber);
    if (!donorRows) {
      donorRows = [];
      rowsOfDonor.set(idNumber, donorRows);
    }
    const row = donorRows.find((r) => r.idCode === idCode && r.donationType === donationType && r.mode === mode);
    if (row) {
      row.amountPaise += gift.amountPaise;
      // The name and address the donor gave last are the ones the receipt of that gift carries.
      row.name = gift.donorName;
      row.address = gift.donorAddress;
      continue;
    }
    const added: Form10bdRow = {
      serial: rows.length + 1,
      idNumber,
      idCode,
      name: gift.donorName,
      address: gift.donorAddress,
      donationType,
      mode,
      amountPaise: gift.amountPaise,
    };
    donorRows.push(added);
    rows.push(added);
  }
  return { rows, notReportable };
}

const header = [
  "Sr. No.",
  "Pre Acknowledgement Number",
  "Unique Identification Number of the donor",
  "ID Code",
  "Section Code",
  "Unique Registration Number (URN)",
  "Date of Issuance of Unique Registration Number",
  "Name of donor",
  "Address of donor",
  "Donation Type",
  "Mode of receipt",
  "Amount of donation (Indian rupees)",
];

/** Rupees as the utility reads an amount: no grouping, paise only when there are some. */
function rupees(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : upiAmount(paise);
}

/** Rows a chunk of the file holds, some 40 KB: a year of a busy club is sent a chunk at a time, never held whole. */
const rowsPerChunk = 250;

/** The rows as the CSV the portal's Form 10BD utility imports, in chunks of lines to send one after another. */
export function* form10bdCsvChunks(
  rows: readonly Form10bdRow[],
  registration: Form10bdRegistration,
): Generator<string> {
  // The registration's cells are the same on every row, and the codes and names a few values: each is quoted once.
  const preAcknowledgement = csvCell("");
  const section = csvCell(registration.sectionCode);
  const urn = csvCell(registration.urn);
  const urnDate = csvCell(registration.urnDate);
  const quoted = new Map<string, string>();
  const repeated = (text: string) => {
    const known = quoted.get(text);
    if (known !== undefined) return known;
    const cell = csvCell(text);
    quoted.set(text, cell);
    return cell;
  };
  yield utf8Bom + csvRow(header);
  for (let start = 0; start < rows.length; start += rowsPerChunk) {
    const lines: string[] = [];
    for (let index = start; index < Math.min(start + rowsPerChunk, rows.length); index++) {
      const row = rows[index] as Form10bdRow;
      // One line as csvLine writes it, the cells joined here rather than through an array for each of thousands of lines.
      lines.push(
        `${csvCell(row.serial)},${preAcknowledgement},${csvCell(row.idNumber)},${repeated(row.idCode)},${section},${urn},${urnDate},${csvCell(row.name)},${csvCell(row.address)},${repeated(row.donationType)},${repeated(row.mode)},${csvCell(rupees(row.amountPaise))}\r\n`,
      );
    }
    // Joined, the chunk is one flat string; added line by line it was a tree of pieces, three times slower to encode.
    yield lines.join("");
  }
}
