import { type AppLoadContext, data } from "react-router";
import type { z } from "zod/mini";
import { type FormReply, parseWithSchema } from "~/forms/conform";
import { readUploadSubmission, type replyInvalid, uploadText } from "~/forms/official-form.server";
import { mediaSlots, projectSchema } from "~/forms/project";
import type { MediaPreview } from "~/media/previews.server";
import { resolveMediaSlots } from "~/media/resolve.server";
import { maxProjectMedia } from "~/models/project-rules";
import type { ProjectWrite } from "~/models/project-writes.server";

/** What a project form's action answers when it refuses: Conform's reply and each slot's medium as it now is. */
export type ProjectReply = FormReply & { media?: Record<string, MediaPreview>; code?: string };

const uploadOptions = { maxFiles: maxProjectMedia, allowVideo: true };

/** The form's messages in the official's language (translatorOf); by default as the schema has them. */
type Translate = (message: string) => string;
const same: Translate = (message) => message;

/**
 * readUploadSubmission, its messages put in the official's language: the text
 * fields (as `prepare` left them) are checked again with `translate`.
 */
export async function readTranslatedUpload<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  options: Parameters<typeof readUploadSubmission>[2],
  prepare: ((text: URLSearchParams) => void | Promise<void>) | undefined,
  translate: Translate,
) {
  const { upload } = await readUploadSubmission(request, schema, options, prepare);
  return { submission: parseWithSchema(uploadText(upload), schema, translate), upload };
}

/** Reads a post to a project form: its text fields checked with projectSchema (as the browser checks them) and its files. */
export function readProjectUpload(
  request: Request,
  prepare?: (text: URLSearchParams) => Promise<void>,
  translate: Translate = same,
) {
  return readTranslatedUpload(request, projectSchema, uploadOptions, prepare, translate);
}

type Read = Awaited<ReturnType<typeof readProjectUpload>>;

/** Reads the new-project form or the edit dialog: see resolveProjectSubmission. */
export async function readProjectSubmission(context: AppLoadContext, request: Request, translate: Translate = same) {
  const { submission, upload } = await readProjectUpload(request, undefined, translate);
  return { submission, ...(await resolveProjectSubmission(context, submission, upload, translate)) };
}

/**
 * The project a form sends, with its three media slots, each with an optional
 * position (`media1_order`) and a remove box (`media1_remove`). A file posted
 * without JavaScript is stored now, so it is kept if the form is refused; a
 * bad one is reported on its file field (`media1_file`). The media list is
 * the slots that are neither empty nor removed, by position, ties in slot
 * order. `input` is null when anything was refused.
 */
export async function resolveProjectSubmission(
  context: AppLoadContext,
  submission: Read["submission"],
  upload: Read["upload"],
  translate: Translate = same,
) {
  const { ids, errors: mediaErrors, previews: media } = await resolveMediaSlots(context, upload, mediaSlots, translate);

  if (submission.status !== "success" || Object.keys(mediaErrors).length > 0)
    return { media, mediaErrors, input: null };

  const f = submission.value;
  const chosen = mediaSlots.flatMap((slot, index) => {
    const id = ids.get(slot);
    if (id === undefined || f[`${slot}_remove`]) return [];
    const order = Number(f[`${slot}_order`]);
    return [{ id, order: Number.isInteger(order) && order > 0 ? order : index + 1, index }];
  });
  chosen.sort((a, b) => a.order - b.order || a.index - b.index);
  const input: ProjectWrite = {
    code: f.code,
    projectDate: f.projectDate,
    videoUrl: f.videoUrl,
    cost: f.cost,
    manHours: f.manHours,
    isSignature: f.signature,
    isDraft: f.draft,
    texts: f.texts,
    mediaIds: chosen.map((c) => c.id),
  };
  return { media, mediaErrors, input };
}

/**
 * A refused or failed project form (replyInvalid's or replyFailed's answer:
 * typed values and each field's messages), with the media of the slots, so an
 * uploaded medium stays in the form.
 */
export function withMedia(reply: ReturnType<typeof replyInvalid>, media: Record<string, MediaPreview>) {
  return data<ProjectReply>({ ...reply.data, media }, reply.init ?? undefined);
}
