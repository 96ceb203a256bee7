// zod/mini: this schema is shipped to the browser with the form (decision 0019).
import { z } from "zod/mini";
import { type Locale, translatedLocales } from "~/i18n/locales";
import { localizedField } from "./locale-fields";
import { checkbox, emptyOr, text } from "./official-fields";

/** VPA: a handle, @, and the bank's or app's name (e.g. clubname@okaxis). */
export const upiIdPattern = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
/** IFSC: 4 letters, a zero, then 6 letters or digits. */
export const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const webAddress = /^https?:\/\/\S+$/;

/**
 * The form's sentences, kept in English here; the screen's catalogue gives
 * them in the official's language (clubProfileCopy.messages, with translatorOf).
 */
export const clubProfileMessages = {
  email: "Enter a valid e-mail address.",
  url: "Enter a full web address starting with https://",
  /** {line}: the line's number. */
  socialLine: 'Line {line}: write "Label | https://address".',
  upi: "Enter a UPI ID like clubname@bank.",
  account: "An account number is 6 to 20 digits.",
  ifsc: "An IFSC is 4 letters, a zero, then 6 letters or digits (e.g. SBIN0001234).",
  /** official-fields' own limit of a text. */
  tooLong: "Keep it under {max} characters.",
} as const;

const optionalEmail = emptyOr(254, z.regexes.email, clubProfileMessages.email);
const optionalUrl = emptyOr(2000, webAddress, clubProfileMessages.url);

/** "Label | https://address", one link a line; blank lines are skipped. */
const socialLinks = z.pipe(
  text(4000),
  z.transform((value: string, ctx) => {
    const links: { label: string; url: string }[] = [];
    for (const [index, raw] of value.split(/\r?\n/).entries()) {
      const line = raw.trim();
      if (!line) continue;
      const [label, url] = line.split("|").map((part) => part.trim());
      if (!label || !url || !webAddress.test(url)) {
        ctx.issues.push({
          code: "custom",
          message: clubProfileMessages.socialLine.replace("{line}", String(index + 1)),
          input: value,
        });
        return z.NEVER;
      }
      links.push({ label: label.slice(0, 60), url });
    }
    return links;
  }),
);

/** For each other language of the registry, the club's brochure: brochureUrlKo, brochureUrlHi… (the club's name is on the Logo and name page). */
const translatedFields = Object.fromEntries(
  translatedLocales.map((locale) => [localizedField("brochureUrl", locale), optionalUrl]),
) as Record<string, typeof optionalUrl>;

const perLanguage = (values: Record<string, unknown>, base: string) =>
  Object.fromEntries(translatedLocales.map((locale) => [locale, String(values[localizedField(base, locale)] ?? "")]));

export const clubProfileFormSchema = z.pipe(
  z.object({
    socialLinks,
    privacyEmail: optionalEmail,
    upiId: emptyOr(330, upiIdPattern, clubProfileMessages.upi),
    upiBeneficiary: text(120),
    bankBeneficiary: text(120),
    bankAccount: emptyOr(40, /^\d{6,20}$/, clubProfileMessages.account),
    bankIfsc: emptyOr(20, /^[A-Za-z]{4}0[A-Za-z0-9]{6}$/, clubProfileMessages.ifsc),
    bankBranch: text(120),
    bankName: text(120),
    mapLocation: text(200),
    clubBookUrl: optionalUrl,
    isDemo: checkbox(),
    ...translatedFields,
  }),
  z.transform((values) => ({
    ...values,
    bankIfsc: values.bankIfsc.toUpperCase(),
    brochureUrls: perLanguage(values, "brochureUrl") as Partial<Record<Locale, string>>,
  })),
);
