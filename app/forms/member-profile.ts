// zod/mini: shipped to the browser with the form (decision 0019).
import { z } from "zod/mini";
import { checkbox, emptyOr, isRealDate, text } from "./official-fields";

/**
 * A member's own profile (/my/profile). The schema reports codes, not
 * sentences ("too-long", "phone"…): the page's words for each come from the
 * members' area catalogue (profileMessages), so one schema serves every language.
 */
export const profileCodes = {
  tooLong: "too-long",
  phone: "phone",
  email: "email",
  date: "date",
  seenBy: "seen-by",
  rotaryId: "rotary-id",
} as const;

export type ProfileCode = (typeof profileCodes)[keyof typeof profileCodes];

/** Digits, spaces, + ( ) - and dots: how people write phone numbers, with at least 6 digits. */
const isPhone = (value: string) => /^[+\d\s().-]{6,24}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;
const isPastDate = (value: string) => isRealDate(value) && value >= "1900-01-01";

const line = (max: number) => text(max, profileCodes.tooLong);
const phone = () => emptyOr(24, isPhone, profileCodes.phone);
const date = () => emptyOr(10, isPastDate, profileCodes.date);
const seenBy = () =>
  z.prefault(z.enum(["nobody", "members"], { error: profileCodes.seenBy }), "nobody") as z.ZodMiniType<
    "nobody" | "members"
  >;

export const memberProfileSchema = z.object({
  classification: line(100),
  phone: phone(),
  phoneSeenBy: seenBy(),
  whatsapp: phone(),
  whatsappSeenBy: seenBy(),
  email: emptyOr(254, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, profileCodes.email),
  emailSeenBy: seenBy(),
  address: line(300),
  addressSeenBy: seenBy(),
  birthDate: date(),
  birthdaySeenBy: seenBy(),
  spouseName: line(100),
  anniversary: date(),
  anniversarySeenBy: seenBy(),
  phfLevel: line(40),
  rotaryId: emptyOr(12, /^\d{4,12}$/, profileCodes.rotaryId),
  recognitions: line(500),
  committees: line(300),
  publicPhoto: checkbox(),
  publicDesignation: checkbox(),
  publicMessage: checkbox(),
});

export type MemberProfileInput = z.infer<typeof memberProfileSchema>;

/** The fields whose "who may see it" the member chooses, with the select's name. */
export const seenByFields = {
  phone: "phoneSeenBy",
  whatsapp: "whatsappSeenBy",
  email: "emailSeenBy",
  address: "addressSeenBy",
  birthday: "birthdaySeenBy",
  anniversary: "anniversarySeenBy",
} as const;
