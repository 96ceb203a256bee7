/** How long the trash keeps what officials delete (docs/decisions/0046-trash.md). */
export const trashDays = 30;

export type TrashKind =
  | "project"
  | "event"
  | "member"
  | "past_president"
  | "officer_term"
  | "content_draft"
  | "project_changes"
  | "demo_content";

/** The kind in words, for the trash list and confirmations. */
export const trashKindLabel: Record<TrashKind, string> = {
  project: "Project",
  event: "Event",
  member: "Member",
  past_president: "Past president",
  officer_term: "Officer term",
  content_draft: "Page draft",
  project_changes: "Waiting project changes",
  demo_content: "Demo content",
};
