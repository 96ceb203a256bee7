import crypto from "node:crypto";
import type { Db } from "~/db/connect.server";
import type { PrivateFilesTable } from "~/db/schema";
import { nowIso } from "~/db/time";

/**
 * Files no visitor may fetch: the signatory's signature and the donors' Form
 * 10BE certificates (docs/decisions/0074-private-files-and-form-10be.md).
 * They are kept in the database, so backup, export and restore carry them,
 * and only the treasurer's screens and the mail worker read them.
 */
export interface PrivateFile {
  id: number;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** Stores a file and returns its id; files are never changed, only replaced by new ones. */
export async function savePrivateFile(
  db: Db,
  officialId: number | null,
  file: { purpose: PrivateFilesTable["purpose"]; fileName: string; contentType: string; bytes: Buffer },
): Promise<number> {
  const row = await db
    .insertInto("private_files")
    .values({
      purpose: file.purpose,
      file_name: file.fileName.slice(0, 200),
      content_type: file.contentType,
      byte_size: file.bytes.length,
      sha256: crypto.createHash("sha256").update(file.bytes).digest("hex"),
      content_base64: file.bytes.toString("base64"),
      uploaded_at: nowIso(),
      uploaded_by: officialId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function readPrivateFile(db: Db, id: number): Promise<PrivateFile | null> {
  const row = await db
    .selectFrom("private_files")
    .select(["id", "file_name", "content_type", "content_base64"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    fileName: row.file_name,
    contentType: row.content_type,
    bytes: Buffer.from(row.content_base64, "base64"),
  };
}
