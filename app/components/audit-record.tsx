import { Link } from "react-router";
import type { AuditEntry } from "~/models/audit.server";
import { auditLink, auditRecord } from "./activity-labels";

/**
 * The record a logged change was made to, linked where it can be seen (a
 * page's version); a deletion whose item is still in the trash offers to
 * restore it (the trash asks first).
 */
export function AuditRecord({ entry }: { entry: AuditEntry }) {
  const href = auditLink(entry);
  const record = href ? <Link to={href}>{auditRecord(entry)}</Link> : auditRecord(entry);
  if (entry.trashId === null) return record;
  return (
    <>
      {record} (
      <Link to={`/trash?restore=${entry.trashId}`} aria-label={`Restore ${auditRecord(entry)} from the trash`}>
        restore
      </Link>
      )
    </>
  );
}
