/** Names of the hidden fields the public forms carry for the spam checks (form-timing.server.ts). */
export const formStartedField = "formStarted";
/** The honeypot: hidden from people and screen readers, so only a bot fills it. */
export const honeypotField = "website";
