import { describe, expect, it } from "vitest";
import { type GiftForMail, giftAcknowledgementEmail, receiptEmail } from "./gift-templates";

const gift: GiftForMail = {
  locale: "en",
  donorName: "Asha Verma",
  amountPaise: 2_500_00,
  givenOn: "2026-11-20",
  mode: "upi",
  bankReference: "612345678901",
  reference: "GABCDEFGH2",
  wantsReceipt: true,
};
const setting = { clubName: "Demo Rotary Club", issuesReceipts: true };

describe("gift acknowledgement e-mail", () => {
  it("repeats what was stored: amount, day, mode, UTR and the gift's reference", () => {
    const mail = giftAcknowledgementEmail(gift, setting);
    expect(mail.subject).toBe("Thank you for your gift to Demo Rotary Club");
    expect(mail.text).toContain("Amount: ₹2,500");
    expect(mail.text).toContain("Given on: 20 November 2026");
    expect(mail.text).toContain("How: UPI");
    expect(mail.text).toContain("Transaction reference (UTR): 612345678901");
    expect(mail.text).toContain("Your gift's reference with us: GABCDEFGH2");
    expect(mail.text).toContain("we will e-mail you an 80G receipt");
  });

  it("says what a donor without a PAN can do, and says plainly when no 80G receipt can be issued", () => {
    expect(giftAcknowledgementEmail({ ...gift, wantsReceipt: false }, setting).text).toContain(
      "reply to this e-mail with your PAN",
    );
    const none = giftAcknowledgementEmail(gift, { ...setting, issuesReceipts: false }).text;
    expect(none).toContain("cannot issue 80G tax receipts");
    expect(none).not.toContain("we will e-mail you an 80G receipt");
  });

  it("is written in the donor's page language, Hindi and Korean too", () => {
    const hindi = giftAcknowledgementEmail({ ...gift, locale: "hi", donorName: "आशा वर्मा" }, setting);
    expect(hindi.text).toContain("प्रिय आशा वर्मा,");
    expect(hindi.text).toContain("20 नवंबर 2026");
    const korean = giftAcknowledgementEmail({ ...gift, locale: "ko", mode: "cash", bankReference: null }, setting);
    expect(korean.subject).toContain("후원");
    expect(korean.text).toContain("방법: 현금");
    expect(korean.text).not.toContain("UTR");
  });

  it("a name typed over several lines cannot start a header or a paragraph of its own", () => {
    const mail = giftAcknowledgementEmail({ ...gift, donorName: "Asha\r\nBcc: someone@example.org" }, setting);
    expect(mail.text.split("\n")[0]).toBe("Dear Asha Bcc: someone@example.org,");
  });

  it("the receipt's e-mail names the receipt and says whether it carries a deduction, in the donor's language", () => {
    const receipt = {
      locale: "en" as const,
      donorName: "Asha Verma",
      amountPaise: 2_500_00,
      receiptNo: "DRCT/2026-27/0007",
      deductible: true,
    };
    const mail = receiptEmail(receipt, { clubName: "Demo Rotary Club" });
    expect(mail.subject).toBe("Your receipt DRCT/2026-27/0007 from Demo Rotary Club");
    expect(mail.text).toContain("attached to this e-mail as a PDF");
    expect(mail.text).toContain("section 80G");
    expect(receiptEmail({ ...receipt, deductible: false }, { clubName: "X" }).text).toContain(
      "does not carry a tax deduction",
    );
    expect(receiptEmail({ ...receipt, locale: "hi" }, { clubName: "X" }).text).toContain("संलग्न");
    expect(receiptEmail({ ...receipt, locale: "ko" }, { clubName: "X" }).subject).toContain("영수증 DRCT/2026-27/0007");
  });
});
