import type { LinkProblem } from "~/auth/one-time-links.server";

/**
 * Why a one-time link does not work, in the page's words (app/i18n/content/account.ts),
 * and the status its page answers with: 404 for a link that never was, 410 for one used or expired.
 */
export function linkProblem(problem: LinkProblem, messages: Readonly<Record<LinkProblem, string>>) {
  return { message: messages[problem], status: problem === "unknown" ? 404 : 410 };
}
