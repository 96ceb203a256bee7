import type { AppLoadContext } from "react-router";
import { fieldErrors, formValues } from "~/forms/errors";
import { mediaSlots, projectFormFields, projectSchema } from "~/forms/project";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { resolveMedia } from "~/media/resolve.server";
import type { ParsedUpload } from "~/media/upload.server";
import { getMediaPreviews, type MediaPreview, type ProjectWrite } from "~/models/project-writes.server";

export interface ProjectSubmission {
  /** What was typed, with each media slot's id filled in, to show again after an error. */
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Each slot's medium as it now is (a file posted without JavaScript is stored already). */
  media: Record<string, MediaPreview>;
  input: ProjectWrite | null;
}

/**
 * Reads the new-project form or the edit dialog: the fields, and the three
 * media slots, each with an optional position (`media1_order`) and a remove
 * box (`media1_remove`). The media list is the slots that are neither empty
 * nor removed, by position, ties in slot order.
 */
export async function readProjectSubmission(context: AppLoadContext, upload: ParsedUpload): Promise<ProjectSubmission> {
  const values = formValues(upload.fields);
  const mediaErrors: Record<string, string> = {};
  const chosen: { id: number; order: number; index: number }[] = [];
  for (const [index, slot] of mediaSlots.entries()) {
    const resolved = await resolveMedia(context, upload, slot).catch((error) => {
      log.error("project medium failed", { err: error, slot });
      return { id: null, error: "Upload failed. Please try again." };
    });
    if (resolved.error) {
      mediaErrors[slot] = resolved.error;
      continue;
    }
    if (resolved.id === null) {
      delete values[slot];
      continue;
    }
    values[slot] = String(resolved.id);
    if (values[`${slot}_remove`] === "on") continue;
    const order = Number(values[`${slot}_order`]);
    chosen.push({ id: resolved.id, order: Number.isInteger(order) && order > 0 ? order : index + 1, index });
  }
  const previews = await getMediaPreviews(
    context.db,
    mediaSlots.flatMap((slot) => {
      const id = parseRecordId(values[slot]);
      return id === null ? [] : [id];
    }),
  );
  const media: Record<string, MediaPreview> = {};
  for (const slot of mediaSlots) {
    const id = parseRecordId(values[slot]);
    const preview = id === null ? undefined : previews.get(id);
    if (preview) media[slot] = preview;
  }

  const parsed = projectSchema.safeParse(projectFormFields(values));
  const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...mediaErrors };
  if (!parsed.success || Object.keys(errors).length > 0) return { values, errors, media, input: null };

  const f = parsed.data;
  chosen.sort((a, b) => a.order - b.order || a.index - b.index);
  return {
    values,
    errors,
    media,
    input: {
      code: f.code,
      projectDate: f.projectDate,
      location: f.location,
      videoUrl: f.videoUrl,
      cost: f.cost,
      manHours: f.manHours,
      isSignature: f.signature,
      texts: f.texts,
      mediaIds: chosen.map((c) => c.id),
    },
  };
}
