/** Names of the hidden fields the public forms carry for the spam checks (form-timing.server.ts). */
export const formStartedField = "formStarted";
/** The honeypot: hidden from people and screen readers, so only a bot fills it. */
export const honeypotField = "website";

/** What became of a join request or contact message: refused by its schema, stored, not stored, or over the hourly limit. */
export type MessageOutcome = "invalid" | "sent" | "failed" | "limited";
