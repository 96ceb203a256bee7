/**
 * Money as Indian receipts write it. Amounts are whole paise (integers), never
 * floating-point rupees: ₹12,34,56,789.50 is 1_234_567_8950 paise.
 * Browser-safe: the giving form checks an amount as it is typed.
 */

/** The largest gift one record may carry: ₹99,99,99,999.99 (one paisa under 100 crore). */
export const maxGiftPaise = 99_99_99_999_99;

/** Whether a number of paise can be a gift: a whole number above 0 and at most maxGiftPaise. */
export function isGiftAmount(paise: number): boolean {
  return Number.isSafeInteger(paise) && paise > 0 && paise <= maxGiftPaise;
}

const ones = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const tens = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1 to 99 in words ("Forty-Two"); empty for 0. */
function belowHundred(n: number): string {
  if (n < 20) return ones[n] ?? "";
  const unit = n % 10;
  return `${tens[Math.floor(n / 10)]}${unit ? `-${ones[unit]}` : ""}`;
}

/** 1 to 999 in words ("Seven Hundred Eighty-Nine"); empty for 0. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  return [hundreds ? `${ones[hundreds]} Hundred` : "", rest].filter(Boolean).join(" ");
}

/**
 * A whole number in words in the Indian system: crore (10^7), lakh (10^5),
 * thousand, hundred. Crores above 99 are themselves said in this system
 * ("One Hundred Crore"), as Indian banks print them.
 */
export function wholeNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number of rupees: ${n}`);
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 1_00_00_000);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((n % 1_00_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${wholeNumberInWords(crore)} Crore` : "",
    lakh ? `${belowHundred(lakh)} Lakh` : "",
    thousand ? `${belowHundred(thousand)} Thousand` : "",
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * An amount of paise as a receipt's "amount in words":
 * "Rupees One Lakh Only", "Rupees Fifteen and Fifty Paise Only".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount of paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const words = `Rupees ${wholeNumberInWords(rupees)}`;
  return cents ? `${words} and ${belowHundred(cents)} Paise Only` : `${words} Only`;
}

/**
 * An amount as people type it ("2500", "2,500", "₹ 2,500.50", "Rs. 1,00,000")
 * in paise, or null when it is not one: more than two decimals, a sign, letters.
 * Commas may group digits in any way (Indian or international), as long as
 * each group after the first has 2 or 3 digits.
 */
export function parseRupees(text: string): number | null {
  const tidy = text
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, "")
    .trim();
  const match = /^(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d{1,2}))?$/.exec(tidy);
  if (!match) return null;
  const rupees = Number((match[1] ?? "").replaceAll(",", ""));
  const paise = Number((match[2] ?? "").padEnd(2, "0"));
  const total = rupees * 100 + paise;
  return Number.isSafeInteger(total) ? total : null;
}

/** Rupees with exactly two decimals and no grouping ("2500.00"), as UPI's `am` parameter and the tax portal's files take them. */
export function upiAmount(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}
