import { z } from "zod";
import { type Locale, translatedLocales } from "~/i18n/locales";
import { localizedField } from "./locale-fields";

const text = (max: number) => z.string().trim().max(max, `Keep it under ${max} characters.`);
const optionalEmail = z.union([z.literal(""), z.string().trim().pipe(z.email("Enter a valid e-mail address."))]);
const optionalUrl = z.union([
  z.literal(""),
  z
    .string()
    .trim()
    .regex(/^https?:\/\/\S+$/, "Enter a full web address starting with https://"),
]);

/** VPA: a handle, @, and the bank's or app's name (e.g. clubname@okaxis). */
export const upiIdPattern = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
/** IFSC: 4 letters, a zero, then 6 letters or digits. */
export const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/;

function socialLinks(value: string, ctx: z.RefinementCtx) {
  const links: { label: string; url: string }[] = [];
  for (const [index, raw] of value.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line) continue;
    const [label, url] = line.split("|").map((part) => part.trim());
    if (!label || !url || !/^https?:\/\/\S+$/.test(url)) {
      ctx.addIssue({ code: "custom", message: `Line ${index + 1}: write "Label | https://address".` });
      return z.NEVER;
    }
    links.push({ label: label.slice(0, 60), url });
  }
  return links;
}

export const clubProfileSchema = z.object({
  clubName: text(120).min(1, "The club's name is required."),
  presidentName: text(120),
  presidentPhone: text(40),
  presidentEmail: optionalEmail,
  secretaryName: text(120),
  secretaryPhone: text(40),
  secretaryEmail: optionalEmail,
  foundationChairName: text(120),
  foundationChairPhone: text(40),
  foundationChairEmail: optionalEmail,
  socialLinks: z.string().max(4000).transform(socialLinks),
  privacyEmail: optionalEmail,
  upiId: z.union([z.literal(""), z.string().trim().regex(upiIdPattern, "Enter a UPI ID like clubname@bank.")]),
  upiBeneficiary: text(120),
  bankBeneficiary: text(120),
  bankAccount: z.union([
    z.literal(""),
    z
      .string()
      .trim()
      .regex(/^\d{6,20}$/, "An account number is 6 to 20 digits."),
  ]),
  bankIfsc: z.union([
    z.literal(""),
    z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(
        z.string().regex(ifscPattern, "An IFSC is 4 letters, a zero, then 6 letters or digits (e.g. SBIN0001234)."),
      ),
  ]),
  bankBranch: text(120),
  bankName: text(120),
  mapLocation: text(200),
  clubBookUrl: optionalUrl,
  isDemo: z
    .string()
    .optional()
    .transform((v) => v === "on"),
});

/**
 * The whole form: the facts above, and for each other language of the registry
 * the club's name and brochure (clubNameKo, brochureUrlKo, clubNameHi…, all optional).
 */
export const clubProfileFormSchema = z.record(z.string(), z.unknown()).transform((values, ctx) => {
  const clubNames: Partial<Record<Locale, string>> = {};
  const brochureUrls: Partial<Record<Locale, string>> = {};
  let failed = false;
  const read = <T>(schema: z.ZodType<T>, field: string): T | undefined => {
    const parsed = schema.safeParse(values[field] ?? "");
    if (parsed.success) return parsed.data;
    failed = true;
    ctx.addIssue({ code: "custom", path: [field], message: parsed.error.issues[0]?.message ?? "Invalid" });
    return undefined;
  };
  for (const locale of translatedLocales) {
    const name = read(text(120), localizedField("clubName", locale));
    if (name !== undefined) clubNames[locale] = name;
    const brochure = read(optionalUrl, localizedField("brochureUrl", locale));
    if (brochure !== undefined) brochureUrls[locale] = brochure;
  }
  const facts = clubProfileSchema.safeParse(values);
  if (!facts.success) {
    for (const issue of facts.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  }
  if (failed) return z.NEVER;
  return { ...facts.data, clubNames, brochureUrls };
});

export type ClubProfileInput = z.infer<typeof clubProfileFormSchema>;
