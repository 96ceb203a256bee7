import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { signaturePng } from "~/media/signature.server";
import {
  addCertificates,
  assignCertificate,
  donorsWithoutCertificate,
  emailCertificates,
  listCertificates,
  removeCertificate,
} from "~/models/certificates.server";
import {
  confirmGiftReceived,
  type GiftReport,
  GiftRuleError,
  issueReceipt,
  newGiftReference,
  printedReceipt,
  recentBankStatements,
  recordStatementCredit,
  reportGift,
  saveBankStatement,
} from "~/models/gifts.server";
import { getReceivingBody, saveReceivingBody, setSignature } from "~/models/receiving-body.server";
import { printReceipt } from "~/receipt-pdf.server";
import { impactView } from "~/routes/+shared/impact.server";
import { migratedDatabase, testEngines } from "../helpers/engines";
import { giftMailWorker, giftReport, receivedGift as receivedGiftOf, registerReceivingBody } from "../helpers/gifts";
import { mimePart, startSmtp } from "../helpers/smtp";

/** A PDF the tax portal might have issued: only its first bytes matter to the site. */
const certificatePdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

/** How many images a PDF draws, by poppler's pdfimages. */
function imagesIn(pdf: Buffer): number {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "receipt-images-")), "receipt.pdf");
  fs.writeFileSync(file, pdf);
  const listing = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" });
  // Two heading lines, then one line per image (a PNG with transparency adds its mask: "smask").
  return listing
    .trim()
    .split("\n")
    .slice(2)
    .filter((line) => / image /.test(line)).length;
}

describe("a signature picture", () => {
  it("a PNG or JPEG is made a small PNG; a file that is not a picture, or an SVG, is refused", async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 800, channels: 3, background: "#ffffff" } })
      .jpeg()
      .toBuffer();
    const png = await signaturePng(jpeg);
    expect(png?.subarray(1, 4).toString()).toBe("PNG");
    const { width, height } = await sharp(png as Buffer).metadata();
    expect([width, height]).toEqual([600, 200]);
    expect(await signaturePng(Buffer.from("%PDF-1.4 not a picture"))).toBeNull();
    expect(
      await signaturePng(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>')),
    ).toBeNull();
    expect(await signaturePng(jpeg.subarray(0, 200))).toBeNull();
  });
});

describe.each(testEngines)("the treasurer's files on $name", ({ setup }) => {
  const handle = migratedDatabase(setup);
  const db = () => handle.database.db;

  const registered = () => registerReceivingBody(db(), null);

  const receivedGift = (fields: Partial<GiftReport> = {}) => receivedGiftOf(db(), fields);

  it("a receipt carries the signature it was issued with: one issued before a signature has none, and keeps none", async () => {
    await registered();
    await setSignature(db(), null, null);
    const before = await issueReceipt(db(), null, await receivedGift({ givenOn: "2026-06-01", idNumber: null }));
    const picture = await signaturePng(
      await sharp({ create: { width: 300, height: 100, channels: 4, background: "#1a237eff" } })
        .png()
        .toBuffer(),
    );
    await setSignature(db(), null, { fileName: "sign.png", png: picture as Buffer });
    const after = await issueReceipt(db(), null, await receivedGift({ givenOn: "2026-06-02", idNumber: null }));
    const printed = async (id: number) => printReceipt(db(), (await printedReceipt(db(), id)) ?? expect.fail());
    expect(imagesIn(await printed(before.id))).toBe(0);
    expect(imagesIn(await printed(after.id))).toBeGreaterThanOrEqual(1);
    // Taken off: new receipts have none, the one issued with it keeps it.
    await setSignature(db(), null, null);
    const later = await issueReceipt(db(), null, await receivedGift({ givenOn: "2026-06-03", idNumber: null }));
    expect(imagesIn(await printed(later.id))).toBe(0);
    expect(imagesIn(await printed(after.id))).toBeGreaterThanOrEqual(1);
  });

  it("Form 10BE: certificates are matched to donors by the PAN or Aadhaar number in their file name, or by the treasurer", async () => {
    const year = "2031-32";
    await receivedGift({
      givenOn: "2031-05-01",
      idNumber: "AAAPM1111A",
      donorName: "Meera Iyer",
      email: "m@example.org",
    });
    await receivedGift({ givenOn: "2031-06-01", idKind: "aadhaar", idNumber: "234123412346", donorName: "Ravi" });
    await receivedGift({ givenOn: "2031-07-01", idNumber: "AAAPN2222B", donorName: "Neha" });
    const { matched, unmatched } = await addCertificates(db(), null, year, [
      { fileName: "AAAPM1111A_10BE.pdf", bytes: certificatePdf("Meera") },
      { fileName: "10BE 2341 2341 2346.pdf", bytes: certificatePdf("Ravi") },
      { fileName: "Form10BE (3).pdf", bytes: certificatePdf("someone") },
      // Names two donors: left to the treasurer.
      { fileName: "AAAPM1111A-AAAPN2222B.pdf", bytes: certificatePdf("two") },
    ]);
    expect({ matched, unmatched }).toEqual({ matched: 2, unmatched: 2 });
    const listed = await listCertificates(db(), year);
    expect(listed.map((c) => [c.fileName, c.donor?.name ?? null, c.donor?.maskedId ?? null])).toEqual([
      ["AAAPM1111A_10BE.pdf", "Meera Iyer", "AAXXXXXX1A"],
      ["10BE 2341 2341 2346.pdf", "Ravi", "XXXX XXXX 2346"],
      ["Form10BE (3).pdf", null, null],
      ["AAAPM1111A-AAAPN2222B.pdf", null, null],
    ]);
    const third = listed[2]?.id ?? expect.fail();
    expect(await donorsWithoutCertificate(db(), year)).toEqual({ count: 1, donors: ["Neha (AAXXXXXX2B)"] });
    await assignCertificate(db(), null, third, "AAAPN2222B");
    expect(await donorsWithoutCertificate(db(), year)).toEqual({ count: 0, donors: [] });
    await expect(assignCertificate(db(), null, third, "ZZZZZ9999Z")).rejects.toBeInstanceOf(GiftRuleError);
    expect((await listCertificates(db(), year))[2]?.donor?.name).toBe("Neha");
    // Another year's donors are not this year's.
    expect(await listCertificates(db(), "2032-33")).toEqual([]);
  });

  it("Form 10BE reaches each donor once by SMTP, in their language, with their PDF attached; a sent one stays", async () => {
    const year = "2032-33";
    const email = `cert-${newGiftReference().toLowerCase()}@example.org`;
    await receivedGift({ givenOn: "2032-05-01", idNumber: "AAAPK3333C", donorName: "आशा वर्मा", email, locale: "hi" });
    await receivedGift({ givenOn: "2032-05-02", idNumber: "AAAPL4444D", donorName: "No Address", email: "" });
    await addCertificates(db(), null, year, [
      { fileName: "AAAPK3333C.pdf", bytes: certificatePdf("for Asha") },
      { fileName: "AAAPL4444D.pdf", bytes: certificatePdf("no address") },
    ]);
    const smtp = await startSmtp();
    const worker = giftMailWorker(db(), handle.database.engine, smtp);
    try {
      expect(await emailCertificates(db(), null, year, "all")).toEqual({ sent: 1, withoutAddress: 1 });
      // Asked again (a second tap, another official): nothing is sent twice.
      expect(await emailCertificates(db(), null, year, "all")).toEqual({ sent: 0, withoutAddress: 1 });
      await vi.waitFor(
        async () => {
          await worker.drain();
          expect(smtp.received.some((m) => m.envelopeTo.includes(email))).toBe(true);
        },
        { timeout: 60_000, interval: 50 },
      );
      const mails = smtp.received.filter((m) => m.envelopeTo.includes(email));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain("Form 10BE");
      expect(mails[0]?.subject).toContain(year);
      expect(mails[0]?.raw).toContain("AAAPK3333C.pdf");
      expect(mimePart(mails[0]?.raw ?? "", "application/pdf")).toEqual(certificatePdf("for Asha"));
      expect(mimePart(mails[0]?.raw ?? "", "text/plain").toString("utf8")).toContain("प्रिय आशा वर्मा,");
      const [sent] = await listCertificates(db(), year);
      expect(sent?.emailedTo).toBe(email);
      await expect(removeCertificate(db(), null, sent?.id ?? 0)).rejects.toThrow("stays as sent");
      await expect(assignCertificate(db(), null, sent?.id ?? 0, null)).rejects.toThrow("stays as sent");
      // One not sent can go.
      const [, unsent] = await listCertificates(db(), year);
      await removeCertificate(db(), null, unsent?.id ?? 0);
      expect(await listCertificates(db(), year)).toHaveLength(1);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("a bank statement read is kept, and the gifts it confirms name the statement and its line", async () => {
    const statementId = await saveBankStatement(db(), null, {
      fileName: "hdfc.csv",
      layout: "HDFC",
      content: "Date,Narration,Chq./Ref.No.,Deposit Amt.\n14/05/33,UPI,1,2500.00\n",
      credits: 1,
      firstDate: "2033-05-14",
      lastDate: "2033-05-14",
    });
    const { id } = await reportGift(db(), giftReport({ givenOn: "2033-05-14", idNumber: null }));
    await confirmGiftReceived(db(), null, id, new Date(), { statementId, line: 2 });
    const anonymous = await recordStatementCredit(db(), null, {
      date: "2033-05-15",
      amountPaise: 100_00,
      mode: "upi",
      bankReference: null,
      from: { statementId, line: 3 },
    });
    // A statement that is not there (a stale review) is not an error: the gift is received without one.
    const { id: other } = await reportGift(db(), giftReport({ givenOn: "2033-05-16", idNumber: null }));
    await confirmGiftReceived(db(), null, other, new Date(), { statementId: 999_999, line: 4 });
    const rows = await db()
      .selectFrom("gifts")
      .select(["id", "status", "statement_id", "statement_line"])
      .where("id", "in", [id, anonymous.id, other])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.status, r.statement_id, r.statement_line])).toEqual([
      ["received", statementId, 2],
      ["received", statementId, 3],
      ["received", null, null],
    ]);
    const [latest] = await recentBankStatements(db());
    expect(latest).toMatchObject({ id: statementId, fileName: "hdfc.csv", credits: 1, confirmed: 2 });
    const stored = await db()
      .selectFrom("bank_statements")
      .select("content")
      .where("id", "=", statementId)
      .executeTakeFirst();
    expect(stored?.content).toContain("Deposit Amt.");
  });

  it("the impact pages show what was raised this Rotary year only when officials choose to, in the page's language", async () => {
    const now = new Date("2040-01-15T06:00:00Z");
    await receivedGift({ givenOn: "2039-07-01", amountPaise: 1_00_000_00, idNumber: null });
    await receivedGift({ givenOn: "2040-06-30", amountPaise: 23_456_00, idNumber: null });
    // Outside the Rotary year (1 July to 30 June), or not received: not counted.
    await receivedGift({ givenOn: "2039-06-30", amountPaise: 9_00, idNumber: null });
    await reportGift(db(), giftReport({ givenOn: "2039-08-01", amountPaise: 7_00, idNumber: null }));
    await saveReceivingBody(db(), null, { ...(await getReceivingBody(db())), showRaised: false });
    expect((await impactView(db(), "en", now)).raised).toBeNull();
    await saveReceivingBody(db(), null, { ...(await getReceivingBody(db())), showRaised: true });
    expect((await impactView(db(), "en", now)).raised?.sentence).toBe(
      "Donors have given ₹1,23,456 to the club this Rotary year (2039-40).",
    );
    expect((await impactView(db(), "hi", now)).raised?.sentence).toContain("₹1,23,456");
    expect((await impactView(db(), "ko", now)).raised?.sentence).toContain("2039-40");
    // A Rotary year without gifts shows nothing rather than ₹0.
    expect((await impactView(db(), "en", new Date("2045-01-15T06:00:00Z"))).raised).toBeNull();
  });
});
