import { officerRoleWords, roleWords } from "./role-words";
/**
 * What an official may do, least to most: an editor the site's content; a
 * treasurer that and the gifts, with donors' tax details; an administrator everything.
 */
export type OfficialRole = "administrator" | "treasurer" | "editor";

/** Everyone who can sign in: a member (of the club, not an official) or an official. */
export type AccountRole = OfficialRole | "member";

/** The roles from most to least: each may do all that the ones after it may. */
export const officialRoles = ["administrator", "treasurer", "editor"] as const satisfies readonly OfficialRole[];

/** Whether an official with `role` may use what `needed` may. */
export function roleAllows(role: AccountRole, needed: OfficialRole): boolean {
  if (!isOfficialRole(role)) return false;
  return officialRoles.indexOf(role) <= officialRoles.indexOf(needed);
}

export function isOfficialRole(value: unknown): value is OfficialRole {
  return officialRoles.includes(value as OfficialRole);
}

/** How the officials' screens name each role in English, and what it may do (every language: role-words.ts). */
export const roleLabels = roleWords.en;

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

/** The offices in English, as the activity log records them (every language: role-words.ts). */
export const officerRoleNames: Record<OfficerRole, string> = officerRoleWords.en;
