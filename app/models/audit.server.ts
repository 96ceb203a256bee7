import type { Db } from "~/db/connect.server";
import { nowIso } from "~/db/time";

/** "reveal": an official saw a donor's masked details in full. */
export type AuditAction = "create" | "update" | "delete" | "restore" | "reveal";

/**
 * Who did what to which record, and when. `officialId` is null for the command
 * line. The official's address is kept with the entry, so it still names them
 * after they are removed. Never pass a secret (a password, a token) in `summary`.
 */
export async function recordAudit(
  db: Db,
  officialId: number | null,
  action: AuditAction,
  entity: string,
  entityId: string | null,
  summary: string,
  /** The trash item a deletion made (app/models/trash.server.ts). */
  trashId: number | null = null,
) {
  await db
    .insertInto("audit_log")
    .values({
      official_id: officialId,
      action,
      entity,
      entity_id: entityId,
      at: nowIso(),
      summary: summary.slice(0, 500),
      actor: officialId === null ? null : db.selectFrom("officials").select("email").where("id", "=", officialId),
      trash_id: trashId,
    })
    .execute();
}

/** A backup holds every password hash and secret: each download is logged, before its first byte. */
export function recordBackupDownload(db: Db, officialId: number) {
  return recordAudit(db, officialId, "create", "backup", null, "Downloaded a backup of the site");
}

export interface AuditEntry {
  id: number;
  at: string;
  who: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string | null;
  /** The trash item a deletion made, while it is still in the trash. */
  trashId: number | null;
}

export async function listAudit(db: Db, limit = 200): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom("audit_log as a")
    .leftJoin("officials as o", "o.id", "a.official_id")
    .leftJoin("trash as t", "t.id", "a.trash_id")
    .select([
      "a.id",
      "a.at",
      "o.email",
      "a.actor",
      "a.action",
      "a.entity",
      "a.entity_id",
      "a.summary",
      "t.id as trash_id",
    ])
    .orderBy("a.at", "desc")
    .orderBy("a.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    who: r.email ?? r.actor,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    summary: r.summary,
    trashId: r.trash_id ?? null,
  }));
}
