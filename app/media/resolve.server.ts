import type { AppLoadContext } from "react-router";
import { parseRecordId } from "~/lib/record-id";
import { saveImage, saveVideo } from "./save.server";
import { field, type ParsedUpload } from "./upload.server";
import { uploadErrorText } from "./upload-messages";
import { UnusableImageError } from "./variants.server";

/**
 * The media id a form carries for `name`: the one uploaded already (with
 * JavaScript), or the file posted with the form (without), stored now.
 */
export async function resolveMedia(
  context: AppLoadContext,
  upload: ParsedUpload,
  name: string,
): Promise<{ id: number | null; error: string | null }> {
  const fileError = upload.errors.find((e) => e.field === `${name}_file`);
  if (fileError) return { id: null, error: uploadErrorText(fileError.code, fileError.filename) };
  const file = upload.files.find((f) => f.field === `${name}_file`);
  const alt = field(upload, `${name}_alt`).trim().slice(0, 300);
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
      if (alt) await context.db.updateTable("media").set({ alt_text: alt }).where("id", "=", existing).execute();
      return { id: row.id, error: null };
    }
  }
  return { id: null, error: null };
}
