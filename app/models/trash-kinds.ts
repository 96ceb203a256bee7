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
