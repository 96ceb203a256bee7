// zod/mini: this schema is shipped to the browser with the events form (decision 0019).
import { z } from "zod/mini";
import { type Locale, languageOf, locales } from "~/i18n/locales";
import { altField } from "~/media/texts";
import { uploadMessages } from "~/media/upload-messages";
import { type EventTextName, type EventTexts, eventTextFields, eventTextNames } from "~/models/event-texts";
import { localizedField, localizedFieldLabel, localizedFields } from "./locale-fields";
import { checkbox, declaredTexts, isRealDate, text } from "./official-fields";
import { optionalTimeOfDay, timeMessages } from "./time-of-day";

export const eventKinds = [
  ["club-meeting", "Club meeting"],
  ["service-project", "Service project"],
  ["fundraiser", "Fundraiser"],
  ["fellowship", "Fellowship"],
  ["district-event", "District event"],
  ["other", "Other"],
] as const;

export const eventStatuses = [
  ["scheduled", "Scheduled"],
  ["cancelled", "Cancelled"],
  ["postponed", "Postponed"],
] as const;

/** The weekly meeting's day (decision 0048): index 0 is Sunday, as Date.getUTCDay counts. */
export const weekdays = [
  ["sunday", "Sunday"],
  ["monday", "Monday"],
  ["tuesday", "Tuesday"],
  ["wednesday", "Wednesday"],
  ["thursday", "Thursday"],
  ["friday", "Friday"],
  ["saturday", "Saturday"],
] as const;
export type Weekday = (typeof weekdays)[number][0];

/** Who may reply to an event (RSVP; decision 0080). */
export const replyChoices = [
  ["off", "Nobody: no replies"],
  ["members", "Members (signed in)"],
  ["everyone", "Members and the public"],
] as const;

/** Monday first, as a week is said in India; "" keeps the start date's own day. */
export const weekdayOptions: readonly (readonly [string, string])[] = [
  ["", "The start date's day"],
  ...weekdays.slice(1),
  weekdays[0],
];

/**
 * The event forms' sentences (the schemas', the time fields', the upload's and
 * the action's), in English: the events screen's catalogue gives them in each
 * language (translatorOf), in the browser and in the action alike.
 */
export const eventFormMessages = {
  kind: "Choose the kind of event.",
  startRequired: "The start date is required.",
  date: "Enter a date as YYYY-MM-DD.",
  weekday: "Choose a day of the week.",
  mapTooLong: "Keep the map link under 500 characters.",
  mapHttps: "The map link must be an https:// address.",
  onlineTooLong: "Keep the online meeting link under 500 characters.",
  onlineHttps: "The online meeting link must be an https:// address.",
  keepUnder: "Keep it under {max} characters.",
  status: "Choose a status.",
  titleRequired: "The English title is required.",
  startTime: "Enter the start time, or tick All day.",
  endTime: "Enter the end time, or tick All day.",
  endAfterStart: "The end must be after the start.",
  lastBeforeFirst: "The last date must not be before the first.",
  reasonTooLong: "Keep the reason under 500 characters.",
  meetingDate: "Enter the meeting's date.",
  dateAction: "Choose what to do with that date.",
  newDate: "Enter the new date and start time.",
  realDate: "Enter a real date and time.",
  uploadFailed: "Upload failed. Please try again.",
  replies: "Choose who may reply.",
  replyCapacity: "Enter how many people may come, from 1 to 100000, or leave it empty for no limit.",
  repliesWeekly: "A weekly meeting takes no replies: its register starts from the members' list.",
  ...timeMessages,
  ...uploadMessages,
} as const;

const dateField = (required: string) =>
  z.prefault(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: required, abort: true }),
        z.refine(isRealDate, { error: eventFormMessages.date }),
      ),
    "",
  );

const optionalDate = () =>
  z.prefault(
    z.string().check(
      z.trim(),
      z.refine((v) => v === "" || isRealDate(v), { error: eventFormMessages.date }),
    ),
    "",
  );

const optionalTime = optionalTimeOfDay;

const link = (label: string) =>
  z.pipe(
    text(500, `Keep the ${label} under 500 characters.`).check(
      z.refine((v) => v === "" || /^https:\/\/[^\s<>"]+$/i.test(v), {
        error: `The ${label} must be an https:// address.`,
      }),
    ),
    z.transform((v) => (v === "" ? null : v)),
  );

const oneOf = <T extends string>(values: readonly (readonly [T, string])[], error: string) =>
  z.prefault(z.string().check(z.refine((v) => values.some(([value]) => value === v), { error })), "");

/** The form field of an event text: titleEn, descriptionEn, statusNoteKo… (the model declares the texts). */
export type EventTextFormName = `${EventTextName}${Capitalize<Locale>}`;

const textsShape = declaredTexts(eventTextFields);

const photoAltShape = Object.fromEntries(
  locales.map((locale) => [altField("photo", locale), z.optional(z.string())]),
) as Record<`photo_alt${Capitalize<Locale>}`, z.ZodMiniOptional<z.ZodMiniString>>;

const fieldsSchema = z
  .object({
    kind: oneOf(eventKinds, eventFormMessages.kind),
    startDate: dateField(eventFormMessages.startRequired),
    startTime: optionalTime(),
    endDate: optionalDate(),
    endTime: optionalTime(),
    allDay: checkbox(),
    weekly: checkbox(),
    weekday: z.prefault(
      z
        .string()
        .check(
          z.refine((v) => v === "" || weekdays.some(([value]) => value === v), { error: eventFormMessages.weekday }),
        ),
      "",
    ),
    repeatUntil: optionalDate(),
    mapUrl: link("map link"),
    onlineUrl: link("online meeting link"),
    projectCode: text(60),
    status: oneOf(eventStatuses, eventFormMessages.status),
    draft: checkbox(),
    countsForAttendance: checkbox(),
    // A form from before replies existed (a kept submission, a script) sends none: no replies.
    replies: z.pipe(
      z.prefault(
        z.string().check(
          z.refine((v) => v === "" || replyChoices.some(([value]) => value === v), {
            error: eventFormMessages.replies,
          }),
        ),
        "",
      ),
      z.transform((v) => (v === "" ? "off" : v) as (typeof replyChoices)[number][0]),
    ),
    replyCapacity: z.pipe(
      z.prefault(
        z.string().check(
          z.trim(),
          z.refine((v) => v === "" || (/^\d{1,6}$/.test(v) && Number(v) >= 1 && Number(v) <= 100_000), {
            error: eventFormMessages.replyCapacity,
          }),
        ),
        "",
      ),
      z.transform((v) => (v === "" ? null : Number(v))),
    ),
    // The photo's description in each language (photo_altEn, photo_altKo…), stored with the photo by resolveMedia.
    ...photoAltShape,
    photo_remove: checkbox(),
    ...textsShape,
  })
  .check(
    z.refine((v) => v.titleEn !== null, { error: eventFormMessages.titleRequired, path: ["titleEn"] }),
    z.refine((v) => v.allDay || v.startTime !== "", {
      error: eventFormMessages.startTime,
      path: ["startTime"],
    }),
    z.refine((v) => v.allDay || v.endTime !== "", { error: eventFormMessages.endTime, path: ["endTime"] }),
    z.refine(
      (v) => {
        const endDate = v.endDate || v.startDate;
        if (v.allDay) return endDate >= v.startDate;
        if (!v.startTime || !v.endTime) return true;
        return `${endDate}T${v.endTime}` > `${v.startDate}T${v.startTime}`;
      },
      { error: eventFormMessages.endAfterStart, path: ["endDate"] },
    ),
    z.refine((v) => !v.weekly || v.replies === "off", {
      error: eventFormMessages.repliesWeekly,
      path: ["replies"],
    }),
    z.refine((v) => !v.weekly || !v.repeatUntil || v.repeatUntil >= v.startDate, {
      error: eventFormMessages.lastBeforeFirst,
      path: ["repeatUntil"],
    }),
  );

/** The event form: facts, then each language's texts gathered by language. */
export const eventSchema = z.pipe(
  fieldsSchema,
  z.transform((v) => {
    const read = (name: EventTextName, locale: Locale) => v[localizedField(name, locale) as EventTextFormName] ?? null;
    const texts = Object.fromEntries(
      locales.map((locale) => [locale, Object.fromEntries(eventTextNames.map((name) => [name, read(name, locale)]))]),
    ) as Record<Locale, EventTexts>;
    return { ...v, texts };
  }),
);

export type EventFormValues = Partial<Record<keyof z.input<typeof fieldsSchema>, string | null>>;

/** The reason for a changed date, in each language: noteEn, noteKo, noteHi (decision 0048). */
const noteShape = localizedFields({ note: text(500, eventFormMessages.reasonTooLong) }) as Record<
  `note${Capitalize<Locale>}`,
  ReturnType<typeof text>
>;

/** One date of the weekly meeting: cancel it, move it, or give it back to the rule. */
export const exceptionSchema = z
  .object({
    date: dateField(eventFormMessages.meetingDate),
    action: oneOf(
      [
        ["cancel", "Cancel"],
        ["move", "Move"],
        ["restore", "Restore"],
      ] as const,
      eventFormMessages.dateAction,
    ),
    newDate: optionalDate(),
    newTime: optionalTime(),
    ...noteShape,
  })
  .check(
    z.refine((v) => v.action !== "move" || (v.newDate !== "" && v.newTime !== ""), {
      error: eventFormMessages.newDate,
      path: ["newDate"],
    }),
  );

const eventLabels: Record<string, string> = {
  kind: "Kind",
  startDate: "Start date",
  startTime: "Start time",
  endDate: "End date",
  endTime: "End time",
  allDay: "All day",
  weekly: "Repeats every week",
  weekday: "Day of the week",
  repeatUntil: "Last weekly date",
  mapUrl: "Map link",
  onlineUrl: "Online meeting link",
  projectCode: "Related project",
  status: "Status",
  draft: "Published or draft",
  countsForAttendance: "Counts for attendance",
  replies: "Who may reply",
  replyCapacity: "Places",
  photo: "Photo",
  ...Object.fromEntries(
    locales.map((locale) => [altField("photo", locale), `${languageOf(locale).englishName} photo description`]),
  ),
  photo_remove: "Remove the photo",
};
const eventTextLabels = Object.fromEntries(
  eventTextNames.map((name) => [name, eventTextFields[name].label.toLowerCase()]),
);

/** "Start time", "Korean title": an event field's label by its name, for the list of conflicts. */
export function eventFieldLabel(name: string): string {
  if (Object.hasOwn(eventLabels, name)) return eventLabels[name] as string;
  return localizedFieldLabel(name, eventTextLabels) ?? name;
}
