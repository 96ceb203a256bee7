/**
 * The rules a gift, a receipt or a certificate keeps, in English: a GiftRuleError
 * carries its rule's code, and the treasurer's screens word it in the official's
 * language (app/i18n/content/admin/gifts.ts). {year}: the year as typed.
 */
export const giftRuleMessages = {
  amount: "The amount must be above ₹0 and at most ₹99,99,99,999.99.",
  consent: "Keeping a PAN or Aadhaar number needs the donor's consent.",
  notReported: "Only a reported gift can be confirmed as received.",
  notReceived: "Only a received gift gets a receipt.",
  noRegistration: "The receiving body has no 80G registration in force on the gift's date.",
  noDonorName: "A receipt needs the donor's name.",
  hasReceipt: "This gift already has a receipt in force.",
  cancelReason: "Say why the receipt is cancelled.",
  notInForce: "That receipt is not in force.",
  notAYear: "Not a financial year: {year} (write it as 2026-27).",
  noCertificate: "No such certificate: it may have been removed meanwhile.",
  certificateSent: "This certificate has been e-mailed already: it stays as sent.",
  notADonor: "That donor has no received gift with a PAN or Aadhaar number in this year.",
} as const;

export type GiftRule = keyof typeof giftRuleMessages;
