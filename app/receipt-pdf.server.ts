import PDFDocument from "pdfkit";
import type { Db } from "~/db/connect.server";
import { formatLongDate, formatRupeesAndPaise } from "~/i18n/format";
import type { GiftMode } from "~/lib/form-10bd";
import { log } from "~/log.server";
import type { ClaimedMail } from "~/mail/outbox.server";
import type { MailAttachment } from "~/mail/transport.server";
import { type PrintedReceipt, printedReceipt, type ReceiptData } from "~/models/gifts.server";
import { readPrivateFile } from "~/models/private-files.server";
import { pdfBytes, registerFonts, scriptWriter } from "./pdf-fonts.server";

/**
 * An 80G receipt as a PDF (issue 23): English, with each heading also in the
 * donor's language when that is Hindi or Korean. Made from what the receipt
 * froze when it was issued, so the same receipt always prints the same.
 * Fonts: app/pdf-fonts.server.ts; without the donor's language's font the
 * receipt is English only.
 */

type Side = "hi" | "ko";

interface Words {
  title: string;
  receivedFrom: string;
  receiptNo: string;
  date: string;
  donor: string;
  address: string;
  pan: string;
  aadhaar: string;
  amount: string;
  inWords: string;
  mode: string;
  reference: string;
  giftReference: string;
  signatory: string;
  modes: Record<GiftMode, string>;
}

const english: Words = {
  title: "Receipt for a donation",
  receivedFrom: "Received with thanks from",
  receiptNo: "Receipt No.",
  date: "Date",
  donor: "Donor",
  address: "Address",
  pan: "PAN",
  aadhaar: "Aadhaar",
  amount: "Amount",
  inWords: "In words",
  mode: "Mode of payment",
  reference: "Transaction reference",
  giftReference: "Gift reference",
  signatory: "Authorised signatory",
  modes: { upi: "UPI", bank: "Bank transfer", cheque: "Cheque", cash: "Cash", kind: "In kind" },
};

const beside: Record<Side, Words> = {
  hi: {
    title: "दान की रसीद",
    receivedFrom: "धन्यवाद सहित प्राप्त",
    receiptNo: "रसीद संख्या",
    date: "तारीख़",
    donor: "दाता",
    address: "पता",
    pan: "PAN",
    aadhaar: "आधार",
    amount: "राशि",
    inWords: "शब्दों में",
    mode: "भुगतान का माध्यम",
    reference: "लेन-देन संदर्भ",
    giftReference: "दान संदर्भ",
    signatory: "अधिकृत हस्ताक्षरकर्ता",
    modes: { upi: "UPI", bank: "बैंक ट्रांसफ़र", cheque: "चेक", cash: "नकद", kind: "वस्तु के रूप में" },
  },
  ko: {
    title: "기부금 영수증",
    receivedFrom: "감사히 받았습니다",
    receiptNo: "영수증 번호",
    date: "날짜",
    donor: "기부자",
    address: "주소",
    pan: "PAN",
    aadhaar: "Aadhaar",
    amount: "금액",
    inWords: "금액(영문)",
    mode: "납부 방법",
    reference: "거래 번호",
    giftReference: "후원 참조 번호",
    signatory: "서명권자",
    modes: { upi: "UPI", bank: "계좌 이체", cheque: "수표", cash: "현금", kind: "현물" },
  },
};

let warned = false;

const longDate = (day: string) => formatLongDate(day, "en");

export function receiptPdf(
  receipt: ReceiptData,
  options: { cancelled?: { reason: string }; signature?: Buffer } = {},
): Promise<Buffer> {
  const locale = receipt.donor.locale;
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    tagged: true,
    lang: "en-IN",
    displayTitle: true,
    info: { Title: `Receipt ${receipt.receiptNo}`, Author: receipt.body.name, Subject: "80G donation receipt" },
  });
  const done = pdfBytes(doc);

  const fonts = registerFonts(doc);
  const { latin, bold } = fonts;
  const side: Side | null = (locale === "hi" && fonts.hi) || (locale === "ko" && fonts.ko) ? locale : null;
  if ((locale === "hi" || locale === "ko") && !side && !warned) {
    warned = true;
    log.warn("an 80G receipt is printed in English only: its language's font is missing", { locale });
  }
  const words = side ? beside[side] : null;
  const width = doc.page.width - 112;

  const write = scriptWriter(doc, fonts);
  /** A label in English, and beside it the donor's language: "Amount / राशि: ₹2,500.00". */
  const row = (key: keyof Omit<Words, "modes">, value: string) => {
    doc.font(bold).fontSize(10).text(english[key], { continued: true });
    if (words && words[key] !== english[key]) {
      doc.font(latin).text(" / ", { continued: true });
      write(words[key], { continued: true });
    }
    doc.font(latin).text(": ", { continued: true });
    write(value);
    doc.moveDown(0.35);
  };

  doc.fontSize(16);
  write(receipt.body.name, { font: bold, align: "center" });
  doc.fontSize(10);
  write(receipt.body.address.replace(/\s*\n\s*/g, ", "), { align: "center" });
  doc.text(`PAN: ${receipt.body.pan}`, { align: "center" });
  const validity = [
    receipt.body.urnValidFrom ? `from ${longDate(receipt.body.urnValidFrom)}` : "",
    receipt.body.urnValidTo ? `to ${longDate(receipt.body.urnValidTo)}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  doc.text(`80G Unique Registration Number: ${receipt.body.urn}${validity ? `, valid ${validity}` : ""}`, {
    align: "center",
  });
  doc.moveDown(1);
  // The donor's language on a line of its own: a centred line cannot change fonts midway.
  doc.font(bold).fontSize(14).text(english.title, { align: "center" });
  if (words) write(words.title, { align: "center" });
  doc.font(latin).fontSize(10).text(`under ${receipt.body.sectionName}`, { align: "center" });
  if (options.cancelled) {
    doc.moveDown(0.5);
    doc
      .font(bold)
      .fillColor("#b3261e")
      .text(`CANCELLED: ${options.cancelled.reason}`, { align: "center" })
      .fillColor("black");
  }
  doc.moveDown(1);

  const gift = receipt.gift;
  row("receiptNo", receipt.receiptNo);
  row("date", longDate(receipt.issuedOn));
  row("donor", receipt.donor.name);
  if (receipt.donor.address) row("address", receipt.donor.address.replace(/\s*\n\s*/g, ", "));
  if (receipt.donor.idNumber) row(receipt.donor.idKind === "aadhaar" ? "aadhaar" : "pan", receipt.donor.idNumber);
  row("amount", formatRupeesAndPaise(gift.amountPaise, "en"));
  row("inWords", gift.amountInWords);
  const mode = gift.mode as GiftMode;
  row("mode", `${english.modes[mode]} (${longDate(gift.givenOn)})`);
  if (gift.bankReference) row("reference", gift.bankReference);
  row("giftReference", gift.reference);
  doc.moveDown(1);

  doc
    .font(latin)
    .fontSize(10)
    .text(
      receipt.deductible
        ? `This donation is eligible for deduction under ${receipt.body.sectionName}. The gift will be reported to the Income Tax Department in Form 10BD, and the donor's certificate in Form 10BE issued from it.`
        : `This gift was received ${mode === "kind" ? "in kind" : "in cash above ₹2,000"} and is not eligible for deduction under ${receipt.body.sectionName}. It is acknowledged with thanks.`,
      { width },
    );
  doc.moveDown(1);
  if (options.signature) {
    const box = { width: 150, height: 50 };
    doc.image(options.signature, doc.page.width - 56 - box.width, doc.y, {
      fit: [box.width, box.height],
      align: "right",
    });
    doc.y += box.height + 4;
  } else doc.moveDown(2);
  write(receipt.body.signatoryName || " ", { font: bold, align: "right" });
  if (receipt.body.signatoryDesignation) doc.font(latin).text(receipt.body.signatoryDesignation, { align: "right" });
  doc.font(latin).text(english.signatory, { align: "right" });
  if (words) write(words.signatory, { align: "right" });
  doc.end();
  return done;
}

/** The receipt's file name: "receipt-DRCT-2026-27-0042.pdf". */
export function receiptFileName(receiptNo: string): string {
  return `receipt-${receiptNo.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
}

/** An issued receipt's PDF, with the signature it was issued with. */
export async function printReceipt(db: Db, receipt: PrintedReceipt): Promise<Buffer> {
  const fileId = receipt.data.body.signatureFileId;
  const signature = typeof fileId === "number" ? await readPrivateFile(db, fileId) : null;
  return receiptPdf(receipt.data, { cancelled: receipt.cancelled, signature: signature?.bytes });
}

/**
 * The mail worker's attachments: an e-mail that carries a receipt gets its
 * PDF, drawn now; one that carries a private file (a donor's Form 10BE) gets it.
 */
export function mailAttachments(db: Db) {
  return async (mail: ClaimedMail): Promise<MailAttachment[]> => {
    const attachments: MailAttachment[] = [];
    const receipt = mail.receiptId === null ? null : await printedReceipt(db, mail.receiptId);
    if (receipt)
      attachments.push({
        filename: receiptFileName(receipt.receiptNo),
        contentType: "application/pdf",
        content: await printReceipt(db, receipt),
      });
    const file = mail.fileId === null ? null : await readPrivateFile(db, mail.fileId);
    if (file) attachments.push({ filename: file.fileName, contentType: file.contentType, content: file.bytes });
    return attachments;
  };
}
