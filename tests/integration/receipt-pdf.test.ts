import { describe, expect, it } from "vitest";
import { amountInWords } from "~/lib/indian-money";
import type { ReceiptData } from "~/models/gifts.server";
import { receiptPdf } from "~/receipt-pdf.server";
import { pdfText } from "../helpers/pdf";

function receipt(
  fields: { locale?: string; deductible?: boolean; mode?: string; donorName?: string; address?: string } = {},
): ReceiptData {
  return {
    receiptNo: "DRCT/2026-27/0042",
    issuedOn: "2026-11-28",
    body: {
      name: "Demo Rotary Charitable Trust",
      address: "1 Mall Road\nKanpur 208001",
      pan: "AAATD1234Q",
      urn: "AAATD1234QF20214",
      urnValidFrom: "2021-04-01",
      urnValidTo: "2026-03-31",
      sectionName: "section 80G of the Income-tax Act, 1961",
      signatoryName: "R. K. Gupta",
      signatureFileId: null,
      signatoryDesignation: "Treasurer",
    },
    donor: {
      name: fields.donorName ?? "Asha Verma",
      address: fields.address ?? "12 Civil Lines, Kanpur 208001",
      idKind: "pan",
      idNumber: "ABCPV1234F",
      locale: fields.locale ?? "en",
    },
    gift: {
      reference: "GABCDEFGH2",
      givenOn: "2026-11-20",
      mode: (fields.mode ?? "upi") as "upi",
      bankReference: "612345678901",
      amountPaise: 12_34_56_789_50,
      amountInWords: amountInWords(12_34_56_789_50),
    },
    deductible: fields.deductible ?? true,
  };
}

const squash = (text: string) => text.replace(/\s+/g, " ");

describe("the 80G receipt PDF, read back with pdftotext", () => {
  it("carries every field the receipt must: the body, its registration, the number, the donor, the amount in figures and words, the mode and the 80G statement", async () => {
    const text = squash(pdfText(await receiptPdf(receipt())));
    for (const expected of [
      "Demo Rotary Charitable Trust",
      "1 Mall Road, Kanpur 208001",
      "PAN: AAATD1234Q",
      "AAATD1234QF20214",
      "valid from 1 April 2021 to 31 March 2026",
      "Receipt No.: DRCT/2026-27/0042",
      "Date: 28 November 2026",
      "Donor: Asha Verma",
      "Address: 12 Civil Lines, Kanpur 208001",
      "PAN: ABCPV1234F",
      "₹12,34,56,789.50",
      "Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Fifty Paise Only",
      "UPI (20 November 2026)",
      "Transaction reference: 612345678901",
      "Gift reference: GABCDEFGH2",
      "eligible for deduction under section 80G of the Income-tax Act, 1961",
      "R. K. Gupta",
      "Treasurer",
      "Authorised signatory",
    ])
      expect(text).toContain(expected);
  });

  it("a Hindi donor's receipt has each heading in Hindi too, extracted intact (a short i before its consonant), and their Devanagari name and address", async () => {
    const text = squash(
      pdfText(await receiptPdf(receipt({ locale: "hi", donorName: "आशा वर्मा", address: "सिविल लाइंस, कानपुर" }))),
    );
    for (const expected of ["दान की रसीद", "रसीद संख्या", "शब्दों में", "अधिकृत हस्ताक्षरकर्ता", "आशा वर्मा", "सिविल लाइंस, कानपुर"])
      expect(text).toContain(expected);
    expect(text).not.toContain("िस");
  });

  it("a Korean donor's receipt has each heading in Korean too", async () => {
    const text = squash(pdfText(await receiptPdf(receipt({ locale: "ko", donorName: "박민지" }))));
    for (const expected of ["기부금 영수증", "영수증 번호", "기부자", "서명권자", "박민지"])
      expect(text).toContain(expected);
  });

  it("cash over ₹2,000 says it carries no deduction; a cancelled receipt says so with its reason", async () => {
    const cash = squash(pdfText(await receiptPdf(receipt({ mode: "cash", deductible: false }))));
    expect(cash).toContain("received in cash above ₹2,000 and is not eligible for deduction");
    expect(cash).not.toContain("is eligible for deduction");
    const cancelled = squash(pdfText(await receiptPdf(receipt(), { cancelled: { reason: "Wrong PAN" } })));
    expect(cancelled).toContain("CANCELLED: Wrong PAN");
  });
});
