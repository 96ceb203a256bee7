import type { AppLoadContext } from "react-router";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { getMediaPreviews, type MediaPreview } from "./previews.server";
import { saveImage, saveVideo } from "./save.server";
import { type AltTexts, altFields } from "./texts";
import { writeAltTexts } from "./texts.server";
import { field, type ParsedUpload } from "./upload.server";
import { uploadErrorText } from "./upload-messages";
import { UnusableImageError } from "./variants.server";

/**
 * The media id a form carries for `name`: the one uploaded already (with
 * JavaScript), or the file posted with the form (without), stored now. A
 * form that asks for the photo's description sends one field per language
 * (`${name}_altEn`, `${name}_altKo`…): they become the medium's descriptions,
 * an empty one none in that language. A form that does not ask (a page whose
 * descriptions are its own texts, a member's photo) leaves them as they are.
 */
export async function resolveMedia(
  context: AppLoadContext,
  upload: ParsedUpload,
  name: string,
): Promise<{ id: number | null; error: string | null }> {
  const fileError = upload.errors.find((e) => e.field === `${name}_file`);
  if (fileError) return { id: null, error: uploadErrorText(fileError.code, fileError.filename) };
  const file = upload.files.find((f) => f.field === `${name}_file`);
  const fields = altFields(name);
  const described = fields.some(({ field: altName }) => upload.fields[altName] !== undefined);
  const alt: AltTexts = Object.fromEntries(
    fields.map(({ locale, field: altName }) => [locale, field(upload, altName)]),
  );
  if (file) {
    try {
      const id =
        file.kind === "video"
          ? await saveVideo(context.db, context.media, file, alt)
          : await saveImage(context.db, context.media, file, alt, context.avif);
      return { id, error: null };
    } catch (error) {
      if (error instanceof UnusableImageError)
        return { id: null, error: uploadErrorText("unusable-image", file.filename) };
      throw error;
    }
  }
  const existing = parseRecordId(field(upload, name));
  if (existing !== null) {
    const row = await context.db.selectFrom("media").select("id").where("id", "=", existing).executeTakeFirst();
    if (row) {
      if (described) await writeAltTexts(context.db, existing, alt);
      return { id: row.id, error: null };
    }
  }
  return { id: null, error: null };
}

/**
 * resolveMedia for each of a form's slots (media1…, photo1…): each slot's
 * medium id, each refused file's message on its picker (`${slot}_file`, put
 * in the official's language by `translate`), and a preview of each medium,
 * so a refused form keeps what was uploaded.
 */
export async function resolveMediaSlots(
  context: AppLoadContext,
  upload: ParsedUpload,
  slots: readonly string[],
  translate: (message: string) => string = (message) => message,
) {
  const ids = new Map<string, number>();
  const errors: Record<string, string[]> = {};
  for (const slot of slots) {
    const resolved = await resolveMedia(context, upload, slot).catch((error) => {
      log.error("a form's medium failed", { err: error, slot });
      return { id: null, error: "Upload failed. Please try again." };
    });
    if (resolved.error) errors[`${slot}_file`] = [translate(resolved.error)];
    else if (resolved.id !== null) ids.set(slot, resolved.id);
  }
  const found = await getMediaPreviews(context.db, [...ids.values()]);
  const previews: Record<string, MediaPreview> = {};
  for (const [slot, id] of ids) {
    const preview = found.get(id);
    if (preview) previews[slot] = preview;
  }
  return { ids, errors, previews };
}
