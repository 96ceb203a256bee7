import type { OfficialRole } from "~/db/schema";
import { roleLabels } from "~/lib/role-labels";
import { type RenderedMail, singleLine } from "./templates";

/**
 * The e-mails about an official's own account: an invitation and a password
 * reset. In English, like the officials' screens. Plain text; the link is on a
 * line of its own so mail programs make it clickable whole.
 */

const hoursLeft = (ms: number) => Math.round(ms / (60 * 60 * 1000));

export function invitationEmail(input: {
  clubName: string;
  invitedBy: string;
  role: OfficialRole;
  link: string;
  validForMs: number;
}): RenderedMail {
  const club = singleLine(input.clubName) || "our Rotary club";
  return {
    subject: singleLine(`You are invited to help run the website of ${club}`),
    text: [
      "Hello,",
      `${singleLine(input.invitedBy)} has invited you to look after the website of ${club} as ${roleLabels[input.role].withArticle} (${roleLabels[input.role].may}).`,
      `To accept, open this link within ${hoursLeft(input.validForMs)} hours, then choose your name and password:`,
      input.link,
      "The link works once. If you did not expect this invitation, you can ignore this e-mail.",
      club,
    ].join("\n\n"),
  };
}

export function passwordResetEmail(input: { clubName: string; link: string; validForMs: number }): RenderedMail {
  const club = singleLine(input.clubName) || "our Rotary club";
  const minutes = Math.round(input.validForMs / 60_000);
  return {
    subject: singleLine(`Reset your password for the website of ${club}`),
    text: [
      "Hello,",
      `Someone (we hope you) asked to reset the password of your official's account on the website of ${club}.`,
      `To choose a new password, open this link within ${minutes} minutes:`,
      input.link,
      "The link works once, and signs you out everywhere once the new password is set. If you did not ask for it, ignore this e-mail: your password stays as it is.",
      club,
    ].join("\n\n"),
  };
}
