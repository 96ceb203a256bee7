import type { AppLoadContext } from "react-router";
import type { EventStatus } from "~/db/schema";
import { weeklyRule } from "~/events/recurrence.server";
import { eventFormMessages, eventSchema, weekdays } from "~/forms/event";
import { parseTimeOfDay } from "~/forms/time-of-day";
import { translatorOf } from "~/i18n/content/admin/editing";
import { dayIn, eventsCopy } from "~/i18n/content/admin/events";
import { defaultLocale, type Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { indiaLocalToInstant } from "~/lib/india-time";
import { log } from "~/log.server";
import { getMediaPreviews, type MediaPreview } from "~/media/previews.server";
import { resolveMedia } from "~/media/resolve.server";
import type { EventWrite } from "~/models/events.server";
import { findProjectByCode } from "~/models/project-writes.server";
import { readTranslatedUpload } from "./project-submission.server";

const dayMs = 24 * 60 * 60 * 1000;

/** The day `days` after a YYYY-MM-DD date. */
function addDays(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}
const nextDay = (date: string) => addDays(date, 1);

/**
 * The weekly meeting's first date for a chosen weekday (decision 0048): the
 * first such day on or after the start date; the days it moves by, to move
 * the end date along.
 */
export function firstWeekday(startDate: string, weekday: string): { date: string; days: number } {
  const wanted = weekdays.findIndex(([value]) => value === weekday);
  if (wanted < 0) return { date: startDate, days: 0 };
  const has = new Date(`${startDate}T00:00:00Z`).getUTCDay();
  const days = (wanted - has + 7) % 7;
  return { date: addDays(startDate, days), days };
}

/** The time fields as the form stores them ("7 pm" → "19:00"), so the conflict check compares like with like. */
function normaliseTimes(text: URLSearchParams) {
  for (const name of ["startTime", "endTime"]) {
    const value = text.get(name);
    const reading = value ? parseTimeOfDay(value) : null;
    if (reading?.ok) text.set(name, reading.value);
  }
}

/**
 * Reads the event form (with its photo, uploaded already or posted without
 * JavaScript): `input` is null when anything was refused, with the field's
 * messages in `fieldErrors`, in `locale`, the official's language.
 */
export async function readEventSubmission(
  context: AppLoadContext,
  request: Request,
  prepare?: (text: URLSearchParams) => void,
  locale: Locale = defaultLocale,
) {
  const copy = eventsCopy[locale];
  const translate = translatorOf(eventFormMessages, copy.messages);
  const { submission, upload } = await readTranslatedUpload(
    request,
    eventSchema,
    { maxFiles: 1, allowVideo: false },
    (text) => {
      normaliseTimes(text);
      prepare?.(text);
    },
    translate,
  );
  const fieldErrors: Record<string, string[]> = {};
  const photo = await resolveMedia(context, upload, "photo").catch((error) => {
    log.error("event photo failed", { err: error });
    return { id: null, error: "Upload failed. Please try again." };
  });
  if (photo.error) fieldErrors.photo_file = [translate(photo.error)];
  const previews = photo.id === null ? new Map<number, MediaPreview>() : await getMediaPreviews(context.db, [photo.id]);
  const media = photo.id === null ? null : (previews.get(photo.id) ?? null);
  if (submission.status !== "success" || photo.error)
    return { submission, fieldErrors, media, input: null, firstDate: null };
  const f = submission.value;
  let projectId: number | null = null;
  if (f.projectCode) {
    const project = await findProjectByCode(context.db, f.projectCode);
    if (!project) fieldErrors.projectCode = [fill(copy.noProject, { code: f.projectCode })];
    else projectId = project.id;
  }
  // Every Tuesday: the start (and the end with it) moves to the first Tuesday on or after the start date.
  const shift = f.weekly ? firstWeekday(f.startDate, f.weekday) : { date: f.startDate, days: 0 };
  const startDate = shift.date;
  const endDate = f.endDate ? addDays(f.endDate, shift.days) : startDate;
  let firstDate: string | null = null;
  if (f.weekly) {
    const day = dayIn(startDate, locale);
    const weekday = copy.weekdays[weekdays[new Date(`${startDate}T00:00:00Z`).getUTCDay()]?.[0] ?? "sunday"];
    firstDate = fill(copy.firstMeeting, { weekday, day });
    if (f.repeatUntil && f.repeatUntil < startDate) fieldErrors.repeatUntil = [fill(copy.lastBeforeFirst, { day })];
  }
  const startsAt = indiaLocalToInstant(f.allDay ? startDate : `${startDate}T${f.startTime}`);
  const endsAt = indiaLocalToInstant(f.allDay ? nextDay(endDate) : `${endDate}T${f.endTime}`);
  if (!startsAt) fieldErrors.startDate = [copy.messages.realDate];
  if (!endsAt) fieldErrors.endDate = [copy.messages.realDate];
  if (Object.keys(fieldErrors).length > 0 || !startsAt || !endsAt)
    return { submission, fieldErrors, media, input: null, firstDate: null };
  const input: EventWrite = {
    kind: f.kind as EventWrite["kind"],
    startsAt,
    endsAt,
    allDay: f.allDay,
    recurrence: f.weekly ? weeklyRule : null,
    repeatUntil: f.weekly && f.repeatUntil ? f.repeatUntil : null,
    mapUrl: f.mapUrl,
    onlineUrl: f.onlineUrl,
    photoId: f.photo_remove ? null : photo.id,
    projectId,
    status: f.status as EventStatus,
    isDraft: f.draft,
    countsForAttendance: f.countsForAttendance,
    replies: f.replies,
    replyCapacity: f.replyCapacity,
    texts: f.texts,
  };
  return { submission, fieldErrors, media, input, firstDate };
}
