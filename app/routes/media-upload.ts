import { data } from "react-router";
import { getAccount, requireOfficial } from "~/auth/session.server";
import { isOfficialRole } from "~/lib/role-labels";
import { log } from "~/log.server";
import { getMediaPreviews } from "~/media/previews.server";
import { saveImage, saveVideo } from "~/media/save.server";
import { parseUpload } from "~/media/upload.server";
import { UnusableImageError } from "~/media/variants.server";
import type { Route } from "./+types/media-upload";

/**
 * Receives one file as soon as an official (or a member, their photo) picks it (with a progress bar in
 * the browser), so the form itself only carries the media id. Its
 * descriptions come with the form (resolveMedia), in every language at once.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // A member may upload a photo for their own public entry (it waits for an official's approval); only officials a video.
  // Nobody signed in is sent to the officials' sign-in, as from every officials' form.
  const account = (await getAccount(request, context)) ?? (await requireOfficial(request, context));
  const allowVideo = isOfficialRole(account.role) && new URL(request.url).searchParams.get("video") === "1";
  const upload = await parseUpload(request, { maxFiles: 1, allowVideo });
  const error = upload.errors[0];
  if (error)
    return data(
      { ok: false as const, code: error.code, filename: error.filename },
      { status: error.code === "too-large" ? 413 : 415 },
    );
  const file = upload.files[0];
  if (!file) return data({ ok: false as const, code: "missing" as const, filename: "" }, { status: 400 });
  try {
    const id =
      file.kind === "video"
        ? await saveVideo(context.db, context.media, file, {})
        : await saveImage(context.db, context.media, file, {}, context.avif);
    const preview = (await getMediaPreviews(context.db, [id])).get(id)?.preview ?? "";
    return { ok: true as const, id, kind: file.kind, preview, filename: file.filename };
  } catch (failure) {
    if (failure instanceof UnusableImageError) {
      log.warn("upload refused: not a usable image", { reason: failure.message, filename: file.filename });
      return data({ ok: false as const, code: "unusable-image" as const, filename: file.filename }, { status: 400 });
    }
    log.error("upload failed", { err: failure, filename: file.filename });
    return data({ ok: false as const, code: "failed" as const, filename: file.filename }, { status: 500 });
  }
}
