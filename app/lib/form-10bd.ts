/**
 * Form 10BD, the statement of donations a body registered under 80G files by
 * 31 May for the financial year before: Part B lists the donors, one row per
 * donor, donation type and mode of receipt, their gifts of the year added up
 * (Rule 18AB). The tax portal's utility takes the rows as CSV.
 */
import { csvCell, csvLine, csvRow, utf8Bom } from "./csv";
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
  /** The gift's own reference, named in the list of gifts that cannot be reported yet. */
  reference: string;
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

export interface Form10bdRow {
  serial: number;
  preAcknowledgement: string;
  idNumber: string;
  idCode: string;
  sectionCode: string;
  urn: string;
  urnDate: string;
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

/**
 * Part B's rows for a year's received gifts, and the gifts that cannot be
 * reported yet (no PAN or Aadhaar number), which the treasurer sees before
 * the file is made.
 */
/** Whether Form 10BD can carry a gift: its donor gave a PAN or an Aadhaar number. */
export function isReportable(gift: Pick<ReportableGift, "idKind" | "idNumber">): boolean {
  return Boolean(gift.idKind && gift.idNumber);
}

/** `gifts` in the order they came, by day, then as recorded (giftsForForm10bd reads them so). */
export function form10bdRows(
  gifts: readonly ReportableGift[],
  registration: Form10bdRegistration,
): { rows: Form10bdRow[]; notReportable: ReportableGift[] } {
  const notReportable: ReportableGift[] = [];
  const groups = new Map<string, { first: ReportableGift; latest: ReportableGift; amountPaise: number }>();
  for (const gift of gifts) {
    if (!isReportable(gift)) {
      notReportable.push(gift);
      continue;
    }
    const key = [gift.idKind, gift.idNumber, gift.donationType, modeNames[gift.mode]].join("\u0000");
    const group = groups.get(key);
    if (group) {
      group.amountPaise += gift.amountPaise;
      group.latest = gift;
    } else groups.set(key, { first: gift, latest: gift, amountPaise: gift.amountPaise });
  }
  const rows = [...groups.values()].map(({ first, latest, amountPaise }, index) => ({
    serial: index + 1,
    preAcknowledgement: "",
    idNumber: first.idNumber ?? "",
    idCode: idCodes[first.idKind ?? "pan"],
    sectionCode: registration.sectionCode,
    urn: registration.urn,
    urnDate: registration.urnDate,
    // The name and address the donor gave last are the ones the receipt of that gift carries.
    name: latest.donorName,
    address: latest.donorAddress,
    donationType: typeNames[first.donationType],
    mode: modeNames[first.mode],
    amountPaise,
  }));
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
export function* form10bdCsvChunks(rows: readonly Form10bdRow[]): Generator<string> {
  // Half the columns repeat a few values over a year's thousands of rows: each is quoted once.
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
    let chunk = "";
    for (const row of rows.slice(start, start + rowsPerChunk))
      chunk += csvLine([
        csvCell(row.serial),
        repeated(row.preAcknowledgement),
        csvCell(row.idNumber),
        repeated(row.idCode),
        repeated(row.sectionCode),
        repeated(row.urn),
        repeated(row.urnDate),
        csvCell(row.name),
        csvCell(row.address),
        repeated(row.donationType),
        repeated(row.mode),
        csvCell(rupees(row.amountPaise)),
      ]);
    yield chunk;
  }
}
