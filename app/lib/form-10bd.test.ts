import { describe, expect, it } from "vitest";
import { type Form10bdRow, form10bdCsvChunks, form10bdRows, type ReportableGift } from "./form-10bd";

const registration = { sectionCode: "Section 80G", urn: "AAATD1234QF20214", urnDate: "2021-09-24" };

const form10bdCsv = (rows: readonly Form10bdRow[]) => [...form10bdCsvChunks(rows, registration)].join("");

function gift(fields: Partial<ReportableGift> = {}): ReportableGift {
  return {
    donorName: "Asha Verma",
    donorAddress: "12 Civil Lines, Kanpur 208001",
    idKind: "pan",
    idNumber: "ABCPV1234F",
    donationType: "others",
    mode: "upi",
    amountPaise: 1_000_00,
    receivedOn: "2026-05-01",
    ...fields,
  };
}

describe("Form 10BD, Part B", () => {
  it("adds up one donor's gifts of one type and mode into one row (Rule 18AB): UPI, bank and cheque are all 'electronic'", () => {
    const { rows, notReportable } = form10bdRows([
      gift({ mode: "upi", amountPaise: 2_500_00 }),
      gift({ mode: "bank", amountPaise: 10_000_00, receivedOn: "2026-09-10" }),
      gift({ mode: "cheque", amountPaise: 500_50, receivedOn: "2027-01-02" }),
    ]);
    expect(notReportable).toEqual([]);
    expect(rows).toEqual([
      {
        serial: 1,
        idNumber: "ABCPV1234F",
        idCode: "1",
        name: "Asha Verma",
        address: "12 Civil Lines, Kanpur 208001",
        donationType: "Others",
        mode: "Electronic modes including account payee cheque/draft",
        amountPaise: 13_000_50,
      },
    ]);
  });

  it("keeps apart different donors, modes (cash, kind) and donation types; an Aadhaar number is ID code 2; rows in order of each donor's first gift", () => {
    const { rows } = form10bdRows([
      gift({
        idKind: "aadhaar",
        idNumber: "499182335672",
        donorName: "Ravi Kumar",
        receivedOn: "2026-04-03",
      }),
      gift({ mode: "cash", amountPaise: 1_500_00, receivedOn: "2026-06-01" }),
      gift({ mode: "kind", amountPaise: 30_000_00, receivedOn: "2026-06-02" }),
      gift({ donationType: "corpus", receivedOn: "2026-07-01" }),
      gift({ receivedOn: "2026-08-01" }),
      gift({ mode: "cash", amountPaise: 500_00, receivedOn: "2026-12-01" }),
    ]);
    expect(rows.map((row) => [row.serial, row.name, row.idCode, row.donationType, row.mode, row.amountPaise])).toEqual([
      [1, "Ravi Kumar", "2", "Others", "Electronic modes including account payee cheque/draft", 1_000_00],
      [2, "Asha Verma", "1", "Others", "Cash", 2_000_00],
      [3, "Asha Verma", "1", "Others", "Kind", 30_000_00],
      [4, "Asha Verma", "1", "Corpus", "Electronic modes including account payee cheque/draft", 1_000_00],
      [5, "Asha Verma", "1", "Others", "Electronic modes including account payee cheque/draft", 1_000_00],
    ]);
  });

  it("writes a donor's row with the name and address of their latest gift, as its receipt carries them", () => {
    const { rows } = form10bdRows([
      gift({ donorName: "Asha Verma", donorAddress: "12 Civil Lines, Kanpur 208001" }),
      gift({ donorName: "Asha V. Sharma", donorAddress: "4 Mall Road, Kanpur 208004", receivedOn: "2026-09-01" }),
      gift({ idNumber: "ABCPM9999Z", donorName: "Raj Mehta", receivedOn: "2026-10-01" }),
    ]);
    expect(rows.map((row) => [row.serial, row.name, row.address, row.amountPaise])).toEqual([
      [1, "Asha V. Sharma", "4 Mall Road, Kanpur 208004", 2_000_00],
      [2, "Raj Mehta", "12 Civil Lines, Kanpur 208001", 1_000_00],
    ]);
  });

  it("lists the gifts without a PAN or Aadhaar number apart, and reports the rest", () => {
    const { rows, notReportable } = form10bdRows([
      gift(),
      gift({ idKind: null, idNumber: null, donorName: "Anonymous" }),
    ]);
    expect(rows).toHaveLength(1);
    expect(notReportable.map((g) => g.donorName)).toEqual(["Anonymous"]);
  });

  it("is written as CSV with the utility's columns, amounts in rupees without grouping", () => {
    const { rows } = form10bdRows([
      gift({ amountPaise: 1_00_000_00, donorName: '=Mehta, "Raj"' }),
      gift({ idNumber: "ABCPM9999Z", amountPaise: 250_50 }),
    ]);
    const lines = form10bdCsv(rows)
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Sr. No.","Pre Acknowledgement Number","Unique Identification Number of the donor","ID Code","Section Code","Unique Registration Number (URN)","Date of Issuance of Unique Registration Number","Name of donor","Address of donor","Donation Type","Mode of receipt","Amount of donation (Indian rupees)"',
    );
    expect(lines[1]).toBe(
      '"1","","ABCPV1234F","1","Section 80G","AAATD1234QF20214","2021-09-24","\'=Mehta, ""Raj""","12 Civil Lines, Kanpur 208001","Others","Electronic modes including account payee cheque/draft","100000"',
    );
    expect(lines[2]).toContain('"250.50"');
    expect(lines).toHaveLength(4);
  });
  it("a year of many donors is written in chunks of whole lines, which together are the whole file", () => {
    const gifts = Array.from({ length: 600 }, (_, n) =>
      gift({ idNumber: `ABCPV${String(n).padStart(4, "0")}F`, donorName: `Donor ${n}` }),
    );
    const { rows } = form10bdRows(gifts);
    const chunks = [...form10bdCsvChunks(rows, registration)];
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(chunk.endsWith("\r\n")).toBe(true);
    const lines = chunks.join("").split("\r\n");
    expect(lines).toHaveLength(602);
    // Every donor's row once, in order.
    expect(lines.slice(1, 601).map((line) => line.split(",")[7])).toEqual(
      Array.from({ length: 600 }, (_, n) => `"Donor ${n}"`),
    );
    expect(chunks.at(-1)).toContain('"Donor 599"');
  });
});
