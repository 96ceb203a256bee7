import { upiAmount } from "./lib/indian-money";

/** NPCI's UPI linking specification: a transaction reference (`tr`) of at most 35 letters and digits. */
export const upiReferenceMaxLength = 35;
/** A transaction note (`tn`) is cut to 50 characters: some apps refuse or cut a longer one. */
export const upiNoteMaxLength = 50;

export interface UpiPayment {
  vpa: string;
  payeeName: string;
  /** The amount in paise, sent as `am` with two decimals; absent for "any amount". */
  amountPaise?: number;
  /** A short note the payer's app shows and the payee's statement may carry (`tn`). */
  note?: string;
  /** The gift's own reference (`tr`), so its credit can be told apart on the statement. */
  reference?: string;
}

/**
 * The UPI deep link that every UPI app (BHIM, Google Pay, PhonePe, Paytm…)
 * opens as a payment to `vpa`: upi://pay?pa=<VPA>&pn=<payee name>&cu=INR,
 * with `tr`, `tn` and `am` when a gift is chosen. The same text is what the
 * QR code on the giving page encodes.
 */
export function upiPayLink({ vpa, payeeName, amountPaise, note, reference }: UpiPayment): string {
  const params = [`pa=${encodeQueryValue(vpa.trim())}`];
  const name = payeeName.trim();
  if (name) params.push(`pn=${encodeQueryValue(name)}`);
  if (reference !== undefined) {
    if (!/^[A-Za-z0-9]{1,35}$/.test(reference)) throw new RangeError(`not a UPI transaction reference: ${reference}`);
    params.push(`tr=${reference}`);
  }
  const shortNote = [...(note ?? "").trim()].slice(0, upiNoteMaxLength).join("").trim();
  if (shortNote) params.push(`tn=${encodeQueryValue(shortNote)}`);
  if (amountPaise !== undefined) {
    if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw new RangeError(`not an amount: ${amountPaise}`);
    params.push(`am=${upiAmount(amountPaise)}`);
  }
  params.push("cu=INR");
  return `upi://pay?${params.join("&")}`;
}

/**
 * Percent-encodes a query value as UTF-8 (spaces as %20, never "+", which some
 * apps show literally). "@" stays as it is: it is legal in a query, and it is
 * how NPCI's examples and the apps' own QR codes write a VPA.
 */
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, "@");
}
