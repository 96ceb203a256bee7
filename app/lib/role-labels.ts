/** What an official may do: an administrator everything, an editor the site's content. */
export type OfficialRole = "administrator" | "editor";

/** How the officials' screens name each role, and what it may do. */
export const roleLabels: Record<OfficialRole, { name: string; withArticle: string; may: string }> = {
  administrator: {
    name: "Administrator",
    withArticle: "an administrator",
    may: "everything, including officials, the club profile and the activity log",
  },
  editor: {
    name: "Editor",
    withArticle: "an editor",
    may: "projects, members, past presidents and the inbox",
  },
};

/** A club office an officer term is for; "other" offices are named on the term. */
export type OfficerRole = "president" | "secretary" | "foundation_chair" | "treasurer" | "other";

/** The offices in the order the footer and the Handover page list them. */
export const officerRoles = [
  "president",
  "secretary",
  "foundation_chair",
  "treasurer",
  "other",
] as const satisfies readonly OfficerRole[];

/** Officials' screens are in English; the footer names the offices in the page's language. */
export const officerRoleNames: Record<OfficerRole, string> = {
  president: "President",
  secretary: "Secretary",
  foundation_chair: "Foundation Chair",
  treasurer: "Treasurer",
  other: "Other office",
};
