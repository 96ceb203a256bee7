import type { AppLoadContext } from "react-router";
import type { EventStatus } from "~/db/schema";
import { indiaLocalToInstant } from "~/events/india-time";
import { weeklyRule } from "~/events/recurrence.server";
import { eventSchema } from "~/forms/event";
import { readUploadSubmission } from "~/forms/official-form.server";
import { log } from "~/log.server";
import { resolveMedia } from "~/media/resolve.server";
import type { EventWrite } from "~/models/events.server";
import { getMediaPreviews, type MediaPreview } from "~/models/project-writes.server";

const dayMs = 24 * 60 * 60 * 1000;

/** The next day of a YYYY-MM-DD date. */
function nextDay(date: string) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);
}

/**
 * Reads the event form (with its photo, uploaded already or posted without
 * JavaScript): `input` is null when anything was refused, with the field's
 * messages in `fieldErrors`.
 */
export async function readEventSubmission(
  context: AppLoadContext,
  request: Request,
  prepare?: (text: URLSearchParams) => void,
) {
  const { submission, upload } = await readUploadSubmission(
    request,
    eventSchema,
    { maxFiles: 1, allowVideo: false },
    prepare,
  );
  const fieldErrors: Record<string, string[]> = {};
  const photo = await resolveMedia(context, upload, "photo").catch((error) => {
    log.error("event photo failed", { err: error });
    return { id: null, error: "Upload failed. Please try again." };
  });
  if (photo.error) fieldErrors.photo_file = [photo.error];
  const previews = photo.id === null ? new Map<number, MediaPreview>() : await getMediaPreviews(context.db, [photo.id]);
  const media = photo.id === null ? null : (previews.get(photo.id) ?? null);
  if (submission.status !== "success" || photo.error) return { submission, fieldErrors, media, input: null };
  const f = submission.value;
  let projectId: number | null = null;
  if (f.projectCode) {
    const project = await context.db
      .selectFrom("projects")
      .select("id")
      .where("code", "=", f.projectCode)
      .executeTakeFirst();
    if (!project) fieldErrors.projectCode = [`No project has the ID ${f.projectCode}.`];
    else projectId = project.id;
  }
  const endDate = f.endDate || f.startDate;
  const startsAt = indiaLocalToInstant(f.allDay ? f.startDate : `${f.startDate}T${f.startTime}`);
  const endsAt = indiaLocalToInstant(f.allDay ? nextDay(endDate) : `${endDate}T${f.endTime}`);
  if (!startsAt) fieldErrors.startDate = ["Enter a real date and time."];
  if (!endsAt) fieldErrors.endDate = ["Enter a real date and time."];
  if (Object.keys(fieldErrors).length > 0 || !startsAt || !endsAt)
    return { submission, fieldErrors, media, input: null };
  const input: EventWrite = {
    kind: f.kind as EventWrite["kind"],
    startsAt,
    endsAt,
    allDay: f.allDay,
    recurrence: f.weekly ? weeklyRule : null,
    repeatUntil: f.weekly && f.repeatUntil ? f.repeatUntil : null,
    venueName: f.venueName,
    venueAddress: f.venueAddress,
    mapUrl: f.mapUrl,
    onlineUrl: f.onlineUrl,
    photoId: f.photo_remove ? null : photo.id,
    projectId,
    status: f.status as EventStatus,
    isDraft: f.draft,
    texts: f.texts,
  };
  return { submission, fieldErrors, media, input };
}
