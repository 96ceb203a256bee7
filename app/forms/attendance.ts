// zod/mini: shipped to the browser with the attendance forms (decision 0019).
import { z } from "zod/mini";
import { isLocale, type Locale } from "~/i18n/locales";
import { isRealDate, text } from "./official-fields";

/**
 * The attendance forms (issue 25): an official's leave or exemption and
 * settings, a member's make-up. The schemas report codes; the catalogue
 * app/i18n/content/attendance-forms.ts words them in the page's language.
 */
export const attendanceCodes = {
  member: "member",
  date: "date",
  order: "order",
  kind: "kind",
  place: "place",
  tooLong: "too-long",
  days: "days",
  cap: "cap",
  email: "email",
  language: "language",
} as const;

export type AttendanceCode = (typeof attendanceCodes)[keyof typeof attendanceCodes];

const date = z.prefault(
  z.string().check(
    z.trim(),
    z.refine((value) => isRealDate(value), { error: attendanceCodes.date }),
  ),
  "",
);

const optionalDate = z.pipe(
  z.prefault(
    z.string().check(
      z.trim(),
      z.refine((value) => value === "" || isRealDate(value), { error: attendanceCodes.date }),
    ),
    "",
  ),
  z.transform((value) => (value === "" ? null : value)),
);

/** One of `values`; a missing or other value is refused with `code`. */
const choice = <const V extends string>(values: readonly V[], code: AttendanceCode) =>
  z.pipe(
    z.prefault(z.string().check(z.refine((value) => values.includes(value as V), { error: code })), ""),
    z.transform((value) => value as V),
  );

export const leaveKinds = ["leave", "exempt"] as const;

export const leaveSchema = z
  .object({
    member: z.prefault(z.string().check(z.regex(/^\d{1,9}$/, { error: attendanceCodes.member })), ""),
    kind: choice(leaveKinds, attendanceCodes.kind),
    startsOn: date,
    endsOn: optionalDate,
    note: text(300, attendanceCodes.tooLong),
  })
  .check(
    z.refine((leave) => leave.endsOn === null || leave.endsOn >= leave.startsOn, {
      error: attendanceCodes.order,
      path: ["endsOn"],
    }),
  );

export const makeUpKinds = ["other-club", "service-project", "district-event", "online", "board", "other"] as const;

export const makeUpSchema = z.object({
  heldOn: date,
  kind: choice(makeUpKinds, attendanceCodes.kind),
  place: z.prefault(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: attendanceCodes.place, abort: true }),
        z.maxLength(200, { error: attendanceCodes.tooLong }),
      ),
    "",
  ),
  note: text(500, attendanceCodes.tooLong),
});

const wholeNumber = (max: number, code: AttendanceCode) =>
  z.pipe(
    z.prefault(
      z.string().check(
        z.trim(),
        z.refine((value) => value === "" || (/^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= max), {
          error: code,
        }),
      ),
      "",
    ),
    z.transform((value) => (value === "" ? null : Number(value))),
  );

export const attendanceSettingsSchema = z
  .object({
    window: choice(["rotary-year", "days"], attendanceCodes.days),
    days: wholeNumber(366, attendanceCodes.days),
    cap: wholeNumber(52, attendanceCodes.cap),
    districtEmail: z.prefault(
      z.string().check(
        z.trim(),
        z.maxLength(200, { error: attendanceCodes.email }),
        z.refine((value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), { error: attendanceCodes.email }),
      ),
      "",
    ),
    reportLocale: z.pipe(
      z.prefault(z.string().check(z.refine((value) => isLocale(value), { error: attendanceCodes.language })), "en"),
      z.transform((value) => value as Locale),
    ),
  })
  .check(
    z.refine((settings) => settings.window !== "days" || settings.days !== null, {
      error: attendanceCodes.days,
      path: ["days"],
    }),
  );
