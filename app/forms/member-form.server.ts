import type { AppLoadContext } from "react-router";
import type { z } from "zod/mini";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { resolveMedia } from "~/media/resolve.server";
import { parseUpload } from "~/media/upload.server";
import { parseWithSchema } from "./conform";

/**
 * Reads a member form (add, or the table's edit and delete dialogs, which
 * post to one action) and checks it with `schema`. The photo is resolved
 * first: uploaded already (its id in the form, with JavaScript) or posted as a
 * file (without), stored now and kept for the next try even if the form is
 * refused. The schema then sees the photo's id like any other field, so it
 * checks the same form in the browser and here. (readUploadSubmission checks
 * the text before the files are stored, so a photo posted without JavaScript
 * would count as missing.)
 */
export async function readMemberSubmission<S extends z.ZodMiniType>(
  request: Request,
  context: AppLoadContext,
  schema: S,
  /** Runs on the text fields, the photo's id among them, before they are checked (findConflicts). */
  prepare?: (text: URLSearchParams) => Promise<void>,
  /** The schema's messages in the page's language (a members' area form's schema reports codes). */
  translate?: (message: string) => string,
) {
  const upload = await parseUpload(request, { maxFiles: 1 });
  const photo = await resolveMedia(context, upload, "photo").catch((error) => {
    log.error("member photo failed", { err: error });
    return { id: null, error: "Upload failed" };
  });
  const text = new URLSearchParams();
  for (const [name, values] of Object.entries(upload.fields))
    if (name !== "photo") for (const value of values) text.append(name, value);
  if (photo.id !== null) text.set("photo", String(photo.id));
  await prepare?.(text);
  return {
    submission: parseWithSchema(text, schema, translate),
    photoId: prepare ? parseRecordId(text.get("photo")) : photo.id,
    /** What only the server knows about the photo (a file too large, not an image), as the field's error. */
    photoErrors: photo.error ? { photo: [photo.error] } : undefined,
  };
}
