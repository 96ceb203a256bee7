/**
 * The hidden fields of the officials' forms, shared by the browser and the
 * server (app/forms/conform.ts, edit-base.ts; app/auth/kept-submissions.server.ts).
 */

/** The hidden field every OfficialForm sends with its id. */
export const formIdField = "_form";
/** The one-time token of a form that adds something (once.server.ts, decision 0053). */
export const onceField = "_once";
/** One radio group per field someone else changed: `mine:<name>` or `theirs:<name>`. */
export const choicePrefix = "_choice";
