import type { LinkProblem } from "~/auth/one-time-links.server";

/** Why a one-time link does not work, in words, and the status its page answers with. */
export function linkProblem(problem: LinkProblem, what: { kind: string; lifetime: string; again: string }) {
  const messages: Record<LinkProblem, string> = {
    unknown: `This ${what.kind} link is not valid. Check that you opened the whole link from the e-mail. ${what.again}`,
    used: `This ${what.kind} link has already been used, or a newer one replaced it. ${what.again}`,
    expired: `This ${what.kind} link has expired: it worked for ${what.lifetime}. ${what.again}`,
  };
  return { message: messages[problem], status: problem === "unknown" ? 404 : 410 };
}
