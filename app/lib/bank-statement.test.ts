import { describe, expect, it } from "vitest";
import { statements } from "../../tests/helpers/bank-statements";
import { matchCredits, type ReportedGift, readBankStatement, statementDate } from "./bank-statement";

describe("bank statements", () => {
  it("each listed layout is told by its header names and its credits are read, debits and footers passed over", () => {
    const read = Object.fromEntries(
      Object.entries(statements).map(([name, text]) => {
        const reading = readBankStatement(text);
        return [
          name,
          reading.ok
            ? { layout: reading.layout, credits: reading.credits.map((c) => [c.date, c.amountPaise]) }
            : reading,
        ];
      }),
    );
    expect(read).toEqual({
      SBI: {
        layout: "SBI",
        credits: [
          ["2026-05-14", 250_000],
          ["2026-05-16", 500_000],
        ],
      },
      HDFC: {
        layout: "HDFC",
        credits: [
          ["2026-05-14", 250_000],
          ["2026-05-17", 1_000_000],
        ],
      },
      ICICI: { layout: "ICICI", credits: [["2026-05-14", 150_000]] },
      Axis: {
        layout: "Axis",
        credits: [
          ["2026-05-14", 75_000],
          ["2026-05-21", 30_000],
        ],
      },
      generic: {
        layout: "generic",
        credits: [
          ["2026-05-14", 200_000],
          ["2026-05-15", 1_00_00_000],
        ],
      },
    });
  });

  it("keeps the description, the reference and the line each credit is on", () => {
    const reading = readBankStatement(statements.SBI);
    expect(reading.ok && reading.credits[1]).toEqual({
      date: "2026-05-16",
      description: "BY CLEARING-CHQ 004512",
      reference: "004512",
      amountPaise: 500_000,
      line: 7,
    });
  });

  it("a malformed or foreign file gets a reason, never an exception", () => {
    expect(readBankStatement("")).toEqual({ ok: false, problem: "empty" });
    expect(readBankStatement("\uFEFF  \n")).toEqual({ ok: false, problem: "empty" });
    expect(readBankStatement('date,description,credit\n"2026-05-14,unclosed')).toEqual({
      ok: false,
      problem: "not-csv",
    });
    expect(readBankStatement("name,e-mail\nAsha,asha@example.org")).toEqual({ ok: false, problem: "no-header" });
    expect(readBankStatement("%PDF-1.7\n\u0000\u0001binary")).toEqual({ ok: false, problem: "no-header" });
    expect(readBankStatement("date,description,credit\n2026-05-14,ATM,")).toEqual({ ok: false, problem: "no-credits" });
    expect(readBankStatement(`date,description,credit\n${"2026-05-14,x,1\n".repeat(20_001)}`)).toEqual({
      ok: false,
      problem: "too-large",
    });
  });

  it("reads the days banks write, and refuses days that are not", () => {
    expect(
      [
        "14/05/2026",
        "14-05-26",
        "14.05.2026",
        "14 May 2026",
        "14-May-26",
        "14-MAY-2026",
        "2026-05-14",
        "14 May, 2026",
      ].map(statementDate),
    ).toEqual(Array(8).fill("2026-05-14"));
    expect(["31/02/2026", "14/13/2026", "May 14", "", "OPENING BALANCE"].map(statementDate)).toEqual(
      Array(5).fill(null),
    );
  });
});

describe("matching credits to reported gifts", () => {
  const gift = (id: number, fields: Partial<ReportedGift>): ReportedGift => ({
    id,
    reference: `GREF${id}ABCDE`,
    bankReference: null,
    amountPaise: 250_000,
    givenOn: "2026-05-14",
    ...fields,
  });

  it("by the donor's UTR or the gift's own reference first, then by the one gift of that amount within three days", () => {
    const reading = readBankStatement(statements.HDFC);
    if (!reading.ok) throw new Error("not read");
    const gifts = [
      gift(1, { reference: "GPQRSTUVW3" }),
      gift(2, { bankReference: "n1362 6000 0000 001", amountPaise: 1_000_000, givenOn: "2026-05-10" }),
      gift(3, { amountPaise: 2_500_00, givenOn: "2026-05-15" }),
    ];
    const matches = matchCredits(reading.credits, gifts);
    expect(matches.map((m) => [m.credit.date, m.gift?.id ?? null, m.basis])).toEqual([
      ["2026-05-14", 1, "reference"],
      ["2026-05-17", 2, "reference"],
    ]);
  });

  it("an amount that fits two gifts, a different amount, or a gift already matched is left for the treasurer", () => {
    const credits = [
      { date: "2026-05-14", description: "UPI/ANITA", reference: "", amountPaise: 50_000, line: 2 },
      { date: "2026-05-14", description: "UPI/SURESH", reference: "", amountPaise: 75_000, line: 3 },
      { date: "2026-05-30", description: "UPI/MEERA", reference: "", amountPaise: 75_000, line: 4 },
    ];
    const gifts = [
      gift(1, { amountPaise: 50_000 }),
      gift(2, { amountPaise: 50_000, givenOn: "2026-05-13" }),
      gift(3, { amountPaise: 75_000, givenOn: "2026-05-12" }),
    ];
    expect(matchCredits(credits, gifts).map((m) => [m.gift?.id ?? null, m.basis])).toEqual([
      [null, null],
      [3, "amount-and-date"],
      [null, null],
    ]);
  });
});
