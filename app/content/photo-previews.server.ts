import type { Db } from "~/db/connect.server";
import { getMediaPreviews } from "~/media/previews.server";
import { type ContentData, fieldsAt, photoIds } from "./data";
import type { DocumentSchema } from "./fields";
import { builtinImage } from "./links";

export interface PhotoPreview {
  id: number | string;
  preview: string;
}

/** Previews of the photos a state names, by field path: uploads by id, shipped images by path. */
export async function photoPreviews(db: Db, schema: DocumentSchema, state: ContentData) {
  const photoPaths = fieldsAt(schema, state).filter((at) => at.field.kind === "photo");
  const previews = await getMediaPreviews(db, photoIds(schema, state));
  const out: Record<string, PhotoPreview> = {};
  for (const at of photoPaths) {
    const value = state.values[at.path] ?? "";
    const upload = previews.get(Number(value));
    if (upload) out[at.path] = { id: upload.id, preview: upload.preview };
    else if (value.startsWith("builtin:")) out[at.path] = { id: value, preview: builtinImage(value) };
  }
  return out;
}
