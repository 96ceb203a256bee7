import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { matchCredits, readBankStatement } from "~/lib/bank-statement";
import { form10bdCsvChunks, form10bdRows } from "~/lib/form-10bd";
import { listAudit } from "~/models/audit.server";
import { giftsForForm10bd } from "~/models/certificates.server";
import { giftYearSummary, listGifts } from "~/models/gift-list.server";
import {
  cancelReceipt,
  confirmGiftReceived,
  DuplicateBankReferenceError,
  DuplicateGiftReferenceError,
  type GiftReport,
  GiftRuleError,
  issueReceipt,
  newGiftReference,
  receiptsOfGift,
  recordStatementCredit,
  reportedGiftsBetween,
  reportGift,
  reportGiftAndAcknowledge,
} from "~/models/gifts.server";
import { getReceivingBody, saveReceivingBody } from "~/models/receiving-body.server";
import { statements } from "../helpers/bank-statements";
import { migratedDatabase, sqliteEngine, testEngines } from "../helpers/engines";
import { giftMailWorker, giftReport, receivedGift as receivedGiftOf, registerReceivingBody } from "../helpers/gifts";
import { sqlitePlans } from "../helpers/query-plans";
import { mimePart, startSmtp } from "../helpers/smtp";

describe.each(testEngines)("gifts and 80G receipts on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);
  const db = () => handle.database.db;

  const registered = () => registerReceivingBody(db(), "2026-03-31");

  const receivedGift = (fields: Partial<GiftReport> = {}) => receivedGiftOf(db(), fields);

  it("a receipt needs an 80G registration in force on the gift's date, and a received gift", async () => {
    const reported = await reportGift(db(), giftReport({ givenOn: "2025-06-01" }));
    await expect(issueReceipt(db(), null, reported.id)).rejects.toThrow("Only a received gift gets a receipt.");
    await confirmGiftReceived(db(), null, reported.id);
    await expect(issueReceipt(db(), null, reported.id)).rejects.toThrow("no 80G registration");
    await registered();
    expect((await issueReceipt(db(), null, reported.id)).receiptNo).toBe("DRCT/2025-26/0001");
    // The registration above ends on 31 March 2026.
    const later = await receivedGift({ givenOn: "2026-05-14" });
    await expect(issueReceipt(db(), null, later)).rejects.toThrow("no 80G registration");
  });

  it("50 receipts issued at once get 50 distinct, consecutive numbers of their financial year", async () => {
    await saveReceivingBody(db(), null, { ...(await getReceivingBody(db())), urnValidTo: null });
    const gifts = [];
    for (let i = 0; i < 50; i++) gifts.push(await receivedGift({ givenOn: "2026-07-01" }));
    const issued = await Promise.all(gifts.map((id) => issueReceipt(db(), null, id)));
    expect(issued.map((r) => r.financialYear)).toEqual(Array(50).fill("2026-27"));
    expect(issued.map((r) => r.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(issued.map((r) => r.receiptNo)).size).toBe(50);
  });

  it("a receipt is dated in India's calendar: issued at 00:30 IST, it carries that day, not UTC's", async () => {
    const late = await receivedGift({ givenOn: "2026-07-01" });
    const receipt = await issueReceipt(db(), null, late, new Date("2026-07-01T19:00:00Z"));
    const printed = await db()
      .selectFrom("receipts")
      .select("data")
      .where("id", "=", receipt.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(printed.data).issuedOn).toBe("2026-07-02");
  });

  it("a gift has one receipt in force: issuing it twice at once makes one", async () => {
    const id = await receivedGift({ givenOn: "2026-08-01" });
    const results = await Promise.allSettled([issueReceipt(db(), null, id), issueReceipt(db(), null, id)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(GiftRuleError);
    expect(await receiptsOfGift(db(), id)).toHaveLength(1);
  });

  it("a cancelled receipt keeps its number and reason; the gift's new receipt takes the next number", async () => {
    const id = await receivedGift({ givenOn: "2027-01-10" });
    const first = await issueReceipt(db(), null, id);
    await expect(cancelReceipt(db(), null, first.id, "  ")).rejects.toThrow("Say why");
    await cancelReceipt(db(), null, first.id, "Donor's name misspelt");
    await expect(cancelReceipt(db(), null, first.id, "again")).rejects.toThrow("not in force");
    const second = await issueReceipt(db(), null, id);
    expect(second.number).toBe(first.number + 1);
    const receipts = await receiptsOfGift(db(), id);
    expect(receipts.map((r) => [r.receiptNo, r.cancelReason])).toEqual([
      [first.receiptNo, "Donor's name misspelt"],
      [second.receiptNo, null],
    ]);
    expect((await listAudit(db(), 5)).map((entry) => entry.summary)).toContain(
      `Cancelled receipt ${first.receiptNo}: Donor's name misspelt`,
    );
  });

  it("cash over ₹2,000 and gifts in kind get receipts that carry no deduction", async () => {
    const cash = await issueReceipt(
      db(),
      null,
      await receivedGift({ mode: "cash", amountPaise: 2_000_01, givenOn: "2026-09-01" }),
    );
    const smallCash = await issueReceipt(
      db(),
      null,
      await receivedGift({ mode: "cash", amountPaise: 2_000_00, givenOn: "2026-09-01" }),
    );
    const kind = await issueReceipt(db(), null, await receivedGift({ mode: "kind", givenOn: "2026-09-01" }));
    expect([cash.deductible, smallCash.deductible, kind.deductible]).toEqual([false, true, false]);
  });

  it("a second report of the same UTR is refused and nothing is stored; a zero or too large amount too", async () => {
    await reportGift(db(), giftReport({ mode: "bank", bankReference: "sbin 1234 5678 9012" }));
    const before = await db()
      .selectFrom("gifts")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    await expect(
      reportGift(db(), giftReport({ mode: "bank", bankReference: "SBIN123456789012" })),
    ).rejects.toBeInstanceOf(DuplicateBankReferenceError);
    await expect(reportGift(db(), giftReport({ amountPaise: 0 }))).rejects.toThrow("above ₹0");
    await expect(reportGift(db(), giftReport({ amountPaise: 1_00_00_00_000_00 }))).rejects.toThrow("at most");
    await expect(reportGift(db(), giftReport({ consented: false }))).rejects.toThrow("consent");
    const after = await db()
      .selectFrom("gifts")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("Form 10BD for a year: received gifts only, added up per donor, type and mode; those without PAN or Aadhaar are not read", async () => {
    const year = "2030-31";
    await receivedGift({
      givenOn: "2030-04-02",
      amountPaise: 1_000_00,
      idNumber: "ABCPM1111A",
      donorName: "Meera Iyer",
    });
    await receivedGift({
      givenOn: "2030-11-20",
      amountPaise: 4_000_50,
      mode: "bank",
      idNumber: "ABCPM1111A",
      donorName: "Meera Iyer",
    });
    await receivedGift({
      givenOn: "2031-02-01",
      amountPaise: 1_500_00,
      mode: "cash",
      idNumber: "ABCPM1111A",
      donorName: "Meera Iyer",
    });
    await receivedGift({ givenOn: "2030-06-06", idKind: "aadhaar", idNumber: "499182335672", donorName: "Ravi Kumar" });
    await receivedGift({ givenOn: "2030-07-07", idKind: null, idNumber: null, donorName: "Anonymous" });
    // Reported but not received, and outside the year: not in the file.
    await reportGift(db(), giftReport({ givenOn: "2030-08-08", idNumber: "ABCPZ9999Z" }));
    await receivedGift({ givenOn: "2031-04-01", idNumber: "ABCPZ8888Z" });

    const body = await getReceivingBody(db());
    const { rows, notReportable } = form10bdRows(await giftsForForm10bd(db(), handle.database.engine, year));
    const registration = { sectionCode: body.sectionCode, urn: body.urn, urnDate: body.urnIssuedOn ?? "" };
    expect(rows.map((row) => [row.serial, row.name, row.idCode, row.mode, row.amountPaise])).toEqual([
      [1, "Meera Iyer", "1", "Electronic modes including account payee cheque/draft", 5_000_50],
      [2, "Ravi Kumar", "2", "Electronic modes including account payee cheque/draft", 2_500_00],
      [3, "Meera Iyer", "1", "Cash", 1_500_00],
    ]);
    expect(notReportable).toEqual([]);
    expect([...form10bdCsvChunks(rows, registration)].join("")).toContain(
      '"AAATD1234QF20214","2021-09-24","Meera Iyer"',
    );
    await expect(giftsForForm10bd(db(), handle.database.engine, "2030-32")).rejects.toThrow("Not a financial year");
  });

  it("Form 10BD's gifts, read as arrays a year at once, keep every character, their order and amount; a year without gifts has none", async () => {
    expect(await giftsForForm10bd(db(), handle.database.engine, "2040-41")).toEqual([]);
    const names = ['Meera "Mini" Iyer, \\ भाई', "김민준 \u{1F64F}", "O'Brien\nSecond line"];
    await receivedGift({ givenOn: "2040-05-02", amountPaise: 1_00, idNumber: "ABCPK1111A", donorName: names[0] });
    await receivedGift({
      givenOn: "2040-04-30",
      amountPaise: 9_99_99_999_00,
      idNumber: "ABCPK2222A",
      donorName: names[1],
    });
    await receivedGift({
      givenOn: "2040-05-02",
      amountPaise: 2_50,
      idKind: "aadhaar",
      idNumber: "499182335672",
      donorName: names[2],
    });
    await receivedGift({
      givenOn: "2040-05-01",
      amountPaise: 7_00,
      idKind: null,
      idNumber: null,
      donorName: "Anonymous",
    });
    // Days across the year recorded out of order come in day order; the next year's first day is not this year's.
    for (const givenOn of [
      "2041-04-01",
      "2041-03-31",
      "2040-10-01",
      "2040-09-30",
      "2041-01-01",
      "2040-12-31",
      "2040-07-01",
      "2040-06-30",
    ])
      await receivedGift({ givenOn, amountPaise: 3_00, idNumber: "ABCPK3333A", donorName: `On ${givenOn}` });
    const gifts = await giftsForForm10bd(db(), handle.database.engine, "2040-41");
    expect(gifts.map((gift) => [gift.receivedOn, gift.amountPaise, gift.idKind, gift.idNumber])).toEqual([
      ["2040-04-30", 9_99_99_999_00, "pan", "ABCPK2222A"],
      ["2040-05-02", 1_00, "pan", "ABCPK1111A"],
      ["2040-05-02", 2_50, "aadhaar", "499182335672"],
      ...["2040-06-30", "2040-07-01", "2040-09-30", "2040-10-01", "2040-12-31", "2041-01-01", "2041-03-31"].map(
        (day) => [day, 3_00, "pan", "ABCPK3333A"],
      ),
    ]);
    const stored = await db()
      .selectFrom("gifts")
      .select(["donor_name"])
      .where("given_on", ">=", "2040-04-01")
      .where("given_on", "<=", "2041-03-31")
      .where("id_number", "is not", null)
      .orderBy("given_on")
      .orderBy("id")
      .execute();
    expect(gifts.map((gift) => gift.donorName)).toEqual(stored.map((row) => row.donor_name));
    expect(gifts[1]?.donorName).toContain('"Mini"');
  });

  const countOf = async (table: "gifts" | "outbox") =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("a reported gift and its acknowledgement are stored together; a refused one stores neither", async () => {
    const email = `donor-${newGiftReference().toLowerCase()}@example.org`;
    const reference = newGiftReference();
    await reportGiftAndAcknowledge(
      db(),
      giftReport({ email, reference, locale: "hi", mode: "bank", bankReference: "hdfc r 0001 2345" }),
    );
    const [mail] = await db().selectFrom("outbox").selectAll().where("recipient", "=", email).execute();
    expect(mail?.audience).toBe("visitor");
    expect(mail?.body).toContain("₹2,500");
    expect(mail?.body).toContain(reference);
    expect(mail?.body).toContain("HDFCR00012345");
    expect(mail?.subject).toContain("दान");

    const before = { gifts: await countOf("gifts"), outbox: await countOf("outbox") };
    // The same UTR, and the same gift reference with another UTR: inside one transaction each, on both engines.
    await expect(
      reportGiftAndAcknowledge(db(), giftReport({ email, mode: "bank", bankReference: "HDFCR00012345" })),
    ).rejects.toBeInstanceOf(DuplicateBankReferenceError);
    await expect(
      reportGiftAndAcknowledge(db(), giftReport({ email, reference, mode: "bank", bankReference: "OTHER1" })),
    ).rejects.toBeInstanceOf(DuplicateGiftReferenceError);
    await expect(reportGiftAndAcknowledge(db(), giftReport({ email, amountPaise: 0 }))).rejects.toThrow("above ₹0");
    expect({ gifts: await countOf("gifts"), outbox: await countOf("outbox") }).toEqual(before);
  });

  it("the acknowledgement reaches the donor by SMTP in their language, answered to the club's contact address", async () => {
    const smtp = await startSmtp();
    const worker = giftMailWorker(db(), handle.database.engine, smtp);
    await registered();
    await saveReceivingBody(db(), null, { ...(await getReceivingBody(db())), urnValidTo: null });
    try {
      const email = `minji-${newGiftReference().toLowerCase()}@example.org`;
      const reference = newGiftReference();
      await reportGiftAndAcknowledge(
        db(),
        giftReport({ email, reference, locale: "ko", donorName: "박민지", idNumber: null, idKind: null }),
      );
      await vi.waitFor(
        async () => {
          await worker.drain();
          expect(smtp.received.some((m) => m.envelopeTo.includes(email))).toBe(true);
        },
        { timeout: 60_000, interval: 50 },
      );
      const mail = smtp.received.find((m) => m.envelopeTo.includes(email));
      expect(mail?.subject).toContain("후원");
      expect(mail?.text).toContain("박민지 님께");
      expect(mail?.text).toContain(reference);
      expect(mail?.text).toContain("PAN");
      expect(mail?.header("reply-to")).toContain("secretary@club.example");
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("a statement of each listed layout is read and its credits matched to the gifts reported for them, then confirmed", async () => {
    // The gifts the sample statements pay for, reported as donors would (UTR or the gift's own reference).
    const reported = {
      SBI: await reportGift(
        db(),
        giftReport({
          givenOn: "2026-05-14",
          bankReference: "612345678901",
          reference: "GABCDEFGH2",
          idNumber: null,
          idKind: null,
        }),
      ),
      HDFC: await reportGift(
        db(),
        giftReport({ givenOn: "2026-05-14", reference: "GPQRSTUVW3", idNumber: null, idKind: null }),
      ),
      ICICI: await reportGift(
        db(),
        giftReport({
          givenOn: "2026-05-13",
          amountPaise: 150_000,
          reference: "GJKLMNPQR4",
          idNumber: null,
          idKind: null,
        }),
      ),
      Axis: await reportGift(
        db(),
        giftReport({
          givenOn: "2026-05-14",
          amountPaise: 75_000,
          bankReference: "612345678904",
          idNumber: null,
          idKind: null,
        }),
      ),
      generic: await reportGift(
        db(),
        giftReport({
          givenOn: "2026-05-15",
          mode: "cheque",
          amountPaise: 1_00_00_000,
          bankReference: "CHQ778899",
          idNumber: null,
          idKind: null,
        }),
      ),
    };
    const gifts = await reportedGiftsBetween(db(), "2026-05-01", "2026-05-31");
    for (const [layout, text] of Object.entries(statements)) {
      const reading = readBankStatement(text);
      expect(reading.ok && reading.layout).toBe(layout);
      if (!reading.ok) continue;
      const found = matchCredits(reading.credits, gifts).filter(
        (m) => m.gift?.id === reported[layout as keyof typeof reported].id,
      );
      expect(
        found.map((m) => m.basis),
        layout,
      ).toEqual(["reference"]);
      await confirmGiftReceived(db(), null, reported[layout as keyof typeof reported].id);
    }
    expect((await reportedGiftsBetween(db(), "2026-05-01", "2026-05-31")).map((g) => g.id)).not.toEqual(
      expect.arrayContaining(Object.values(reported).map((g) => g.id)),
    );
    // An unreported credit recorded as an anonymous, received gift; its UTR already taken is not copied.
    const anonymous = await recordStatementCredit(db(), null, {
      date: "2026-05-21",
      amountPaise: 30_000,
      mode: "upi",
      bankReference: "612345678904",
    });
    const row = await db().selectFrom("gifts").selectAll().where("id", "=", anonymous.id).executeTakeFirstOrThrow();
    expect([row.donor_name, row.status, row.bank_reference, Number(row.amount_paise)]).toEqual([
      "Anonymous",
      "received",
      null,
      30_000,
    ]);
  });

  it("an issued receipt is e-mailed to the donor in their language with its PDF attached, drawn when sent", async () => {
    await registered();
    await saveReceivingBody(db(), null, { ...(await getReceivingBody(db())), urnValidTo: null });
    const smtp = await startSmtp();
    const worker = giftMailWorker(db(), handle.database.engine, smtp);
    try {
      const email = `receipt-${newGiftReference().toLowerCase()}@example.org`;
      const id = await receivedGift({ email, locale: "hi", donorName: "आशा वर्मा", givenOn: "2026-07-01" });
      const issued = await issueReceipt(db(), null, id, new Date(), { emailDonor: true });
      expect(issued.emailed).toBe(true);
      await vi.waitFor(
        async () => {
          await worker.drain();
          expect(smtp.received.some((m) => m.envelopeTo.includes(email))).toBe(true);
        },
        { timeout: 60_000, interval: 50 },
      );
      const mail = smtp.received.find((m) => m.envelopeTo.includes(email));
      expect(mail?.subject).toContain(issued.receiptNo);
      expect(mimePart(mail?.raw ?? "", "text/plain").toString("utf8")).toContain("प्रिय आशा वर्मा,");
      const pdf = mimePart(mail?.raw ?? "", "application/pdf");
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mailed-receipt-")), "receipt.pdf");
      fs.writeFileSync(file, pdf);
      const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
      expect(text).toContain(issued.receiptNo);
      expect(text).toContain("रसीद संख्या");
      expect(text).toContain("आशा वर्मा");
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("a year's summary adds up received gifts by cause, way of giving and month; reported ones and other years stay out", async () => {
    await receivedGift({ givenOn: "2034-04-02", cause: "literacy", mode: "upi", amountPaise: 2_000_00 });
    // The same day, way and cause: one group of the day before the month's.
    await receivedGift({ givenOn: "2034-04-02", cause: "literacy", mode: "upi", amountPaise: 500_00 });
    await receivedGift({ givenOn: "2034-04-30", cause: "literacy", mode: "bank", amountPaise: 10_000_00 });
    await receivedGift({ givenOn: "2035-03-31", cause: null, mode: "cash", amountPaise: 500_00 });
    await reportGift(db(), giftReport({ givenOn: "2034-05-01", amountPaise: 99_00 }));
    await receivedGift({ givenOn: "2035-04-01", amountPaise: 7_00 });
    const summary = await giftYearSummary(db(), "2034-35");
    expect(summary).toEqual({
      totalPaise: 13_000_00,
      count: 4,
      byCause: [
        { cause: "literacy", paise: 12_500_00, count: 3 },
        { cause: null, paise: 500_00, count: 1 },
      ],
      byMode: [
        { mode: "bank", paise: 10_000_00, count: 1 },
        { mode: "upi", paise: 2_500_00, count: 2 },
        { mode: "cash", paise: 500_00, count: 1 },
      ],
      byMonth: [
        { month: "2034-04", paise: 12_500_00, count: 3 },
        { month: "2035-03", paise: 500_00, count: 1 },
      ],
    });
  });

  it("the gifts list's search is case-insensitive in ASCII on both engines alike, finds Korean and Hindi names as typed, and a typed % or _ matches only itself", async () => {
    for (const donorName of [
      "ÉMILE D'SOUZA",
      "100% Trust",
      "100 Percent Trust",
      "A_B Foundation",
      "AxB Foundation",
      "김민지",
      "शर्मा परिवार",
    ])
      await reportGift(db(), giftReport({ donorName, givenOn: "2036-06-01", idNumber: null, idKind: null }));
    const found = async (search: string) =>
      (
        await listGifts(
          db(),
          handle.database.engine,
          { year: "2036-37", status: "all", mode: "all", cause: "", search },
          { limit: 10, offset: 0 },
        )
      ).gifts
        .map((gift) => gift.donorName)
        .sort();
    expect(await found("100%")).toEqual(["100% Trust"]);
    expect(await found("a_b")).toEqual(["A_B Foundation"]);
    expect(await found("TRUST")).toEqual(["100 Percent Trust", "100% Trust"]);
    expect(await found("axb FOUND")).toEqual(["AxB Foundation"]);
    expect(await found("민지")).toEqual(["김민지"]);
    expect(await found("शर्मा")).toEqual(["शर्मा परिवार"]);
    expect(await found("\\")).toEqual([]);
    // ASCII capitals are matched in any case; other scripts' capitals as typed, on SQLite and PostgreSQL alike.
    expect(await found("d'souza")).toEqual(["ÉMILE D'SOUZA"]);
    expect(await found("ÉMILE")).toEqual(["ÉMILE D'SOUZA"]);
    expect(await found("émile")).toEqual([]);
  });

  it("the gifts list's count and total are of every gift the filters match, on any page; a page past the end has no gifts and counts none", async () => {
    for (let day = 1; day <= 5; day++)
      await reportGift(
        db(),
        giftReport({ donorName: `Paged Donor ${day}`, givenOn: `2037-06-0${day}`, amountPaise: day * 100_00 }),
      );
    await reportGift(db(), giftReport({ donorName: "Someone Else", givenOn: "2037-06-06", amountPaise: 999_00 }));
    const filters = { year: "2037-38", status: "all", mode: "all", cause: "", search: "paged" } as const;
    const pageOf = (offset: number) => listGifts(db(), handle.database.engine, filters, { limit: 2, offset });
    const first = await pageOf(0);
    expect(first.gifts.map((gift) => gift.donorName)).toEqual(["Paged Donor 5", "Paged Donor 4"]);
    expect([first.count, first.totalPaise]).toEqual([5, 15 * 100_00]);
    const last = await pageOf(4);
    expect(last.gifts.map((gift) => gift.donorName)).toEqual(["Paged Donor 1"]);
    expect([last.count, last.totalPaise]).toEqual([5, 15 * 100_00]);
    expect(await pageOf(6)).toEqual({ gifts: [], count: 0, totalPaise: 0 });
    const everyone = await listGifts(
      db(),
      handle.database.engine,
      { ...filters, search: "" },
      { limit: 50, offset: 0 },
    );
    expect([everyone.count, everyone.totalPaise]).toEqual([6, 15 * 100_00 + 999_00]);
  });
});

describe("the gifts' query plans on SQLite", () => {
  const handle = migratedDatabase(sqliteEngine.setup);

  it("a year's summary is read from the gifts_day_figures index in its order, with no sort of every gift", async () => {
    const plans = await sqlitePlans(handle.database.db, (watching) => giftYearSummary(watching, "2034-35"));
    // The query sent is made last.
    const steps = plans.at(-1)?.steps ?? [];
    const readingGifts = steps.find((step) => step.detail.startsWith("SEARCH gifts"));
    expect(readingGifts?.detail).toMatch(/COVERING INDEX gifts_day_figures/);
    // The gifts are grouped as the index gives them, inside the day groups' subquery; the one
    // sort is of those groups, a step of the outer query.
    const sorts = steps.filter((step) => step.detail.includes("TEMP B-TREE"));
    expect(sorts).toHaveLength(1);
    expect(sorts[0]?.parent).not.toBe(readingGifts?.parent);
  });
});
