import { indiaDate } from "~/lib/india-time";

/**
 * The day a member's membership began: the day they joined, or, when the
 * members' list does not say, the day their entry was made (India's date).
 * Attendance counts them from it (decision 0079).
 */
export function membershipStart(member: { joined_on: string | null; created_at: string }): string {
  return member.joined_on ?? indiaDate(member.created_at);
}
