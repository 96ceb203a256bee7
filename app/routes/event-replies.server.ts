import { type AppLoadContext, data } from "react-router";
import type { Account } from "~/auth/session.server";
import { now as contextNow } from "~/context";
import type { PublicFormReply } from "~/forms/conform";
import { memberReplySchema, publicReplySchema, replyErrorWords } from "~/forms/event-reply";
import { formSecretName, readSignals, spamReason } from "~/forms/form-timing.server";
import { parsePublicForm, replyPublicDone, replyPublicRefused } from "~/forms/public-form.server";
import { newFormStamp } from "~/forms/receive-message.server";
import { type EventRepliesContent, eventRepliesContent } from "~/i18n/content/event-replies";
import { localizePath } from "~/i18n/locale";
import type { Locale } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { log } from "~/log.server";
import {
  cancelReply,
  memberReply,
  type OwnReply,
  type ReplyOutcome,
  replyLimits,
  replyState,
  reply as saveReply,
} from "~/models/event-replies.server";
import { appSecret } from "~/models/secrets.server";
import { replyLinkPath, replyMailer } from "./+shared/event-reply-mail.server";

/** The replies part of an event's page (decision 0080), or null when the event takes none. */
export async function replySection(
  context: AppLoadContext,
  eventId: number,
  locale: Locale,
  account: Account | null,
  pagePath: string,
) {
  const member = account?.memberId != null;
  const state = await replyState(context.db, eventId, { member, now: contextNow(context) });
  if (!state) return null;
  const own = account?.memberId != null ? await memberReply(context.db, eventId, account.memberId) : null;
  const publicForm = state.settings.replies === "everyone" && !member && state.closed === null;
  return {
    copy: eventRepliesContent[locale],
    capacity: state.settings.capacity,
    counts: state.counts,
    closed: state.closed,
    member,
    own: own ? { ...own, party: partyWords(eventRepliesContent[locale], own.guests) } : null,
    signInHref: `${localizePath("/my/sign-in", locale)}?next=${encodeURIComponent(pagePath)}`,
    stamp: publicForm ? await newFormStamp(context) : null,
    guestsMax: replyLimits.guests,
    /** A signed-in official who is not a member replies with their own name and address, filled in. */
    defaults: account && !member ? { name: account.name, email: account.email } : null,
  };
}

export function partyWords(copy: EventRepliesContent, guests: number): string {
  if (guests === 0) return copy.party.alone;
  return guests === 1 ? copy.party.one : fill(copy.party.many, { count: String(guests) });
}

/** What a reply's answer says: the sentence, and for a visitor the page that cancels it. */
export type ReplyAnswer = PublicFormReply<"invalid" | "sent" | "failed" | "limited" | "cancelled"> & {
  cancelPath?: string;
  mailed?: boolean;
};

const formId = "event-reply";

function outcomeSentence(copy: EventRepliesContent, own: OwnReply): string {
  const party = partyWords(copy, own.guests);
  return own.status === "waiting"
    ? fill(copy.waiting, { position: String(own.position ?? ""), party })
    : fill(copy.coming, { party });
}

function refusedSentence(copy: EventRepliesContent, outcome: Extract<ReplyOutcome, { ok: false }>): string {
  if (outcome.reason === "too-many") return fill(copy.tooMany, { left: String(outcome.placesLeft ?? 0) });
  if (outcome.reason === "started") return copy.closed.started;
  if (outcome.reason === "cancelled") return copy.closed.cancelled;
  if (outcome.reason === "members-only") return copy.membersOnly;
  return copy.closed.other;
}

/**
 * The event page's action: a visitor's reply (name, e-mail…), a signed-in
 * member's ("I'm coming", with guests and a note), or a member cancelling
 * their own. A refused reply keeps what was typed; a reply to an event that
 * takes none is 409, a member's reply without a member account 403.
 */
export async function replyAction(
  context: AppLoadContext,
  eventId: number,
  locale: Locale,
  account: Account | null,
  form: FormData,
) {
  const copy = eventRepliesContent[locale];
  const intent = form.get("intent");
  const now = contextNow(context);
  const memberId = account?.memberId ?? null;
  if (intent === "cancel" || intent === "member") {
    if (memberId === null)
      return data<ReplyAnswer>(
        { formId, ok: false, outcome: "failed", message: copy.membersOnly, result: { initialValue: null } },
        { status: 403 },
      );
  }
  if (intent === "cancel" && memberId !== null) {
    const own = await memberReply(context.db, eventId, memberId);
    if (own && own.status !== "cancelled") {
      const result = await cancelReply(context.db, own.id, await replyMailer(context, eventId), now);
      if (result.movedUp.length > 0) context.mail?.nudge();
      context.pagesChanged?.();
    }
    return { formId, ok: true, outcome: "cancelled", message: copy.cancelled, result: { initialValue: null } };
  }
  const member = intent === "member" && account && memberId !== null;
  const submission = member
    ? parsePublicForm(form, memberReplySchema, replyErrorWords(copy.errors))
    : parsePublicForm(form, publicReplySchema, replyErrorWords(copy.errors));
  if (submission.status !== "success") return replyPublicRefused(formId, submission, "invalid", { status: 400 });
  if (!member) {
    const spam = spamReason(
      readSignals(form),
      await appSecret(context.db, formSecretName),
      context.config.FORM_MIN_FILL_SECONDS * 1000,
    );
    // A form only a bot fills in is answered as if taken and stored nowhere; one sent too soon
    // after the page was served is refused, what was typed kept, so a person sends it again.
    if (spam === "honeypot") return replyPublicDone(formId, submission, "sent", fill(copy.coming, { party: "" }));
    if (spam) return replyPublicRefused(formId, submission, "failed", { message: copy.failedNext, status: 400 });
  }
  const value = submission.value as { name?: string; email?: string; phone?: string; guests: number; note: string };
  let outcome: ReplyOutcome;
  try {
    outcome = await saveReply(
      context.db,
      eventId,
      {
        memberId: member ? memberId : null,
        name: member ? account.name || account.email : (value.name ?? ""),
        email: member ? account.email : (value.email ?? ""),
        phone: value.phone ?? "",
        guests: value.guests,
        note: value.note,
        locale,
      },
      await replyMailer(context, eventId),
      now,
    );
  } catch (error) {
    log.error("event reply not saved", { err: error, event: eventId });
    return replyPublicRefused(formId, submission, "failed", { message: copy.failedNext, status: 500 });
  }
  if (!outcome.ok)
    return replyPublicRefused(formId, submission, "failed", {
      message: refusedSentence(copy, outcome),
      status: outcome.reason === "members-only" ? 403 : outcome.reason === "no-event" ? 404 : 409,
    });
  context.mail?.nudge();
  context.pagesChanged?.();
  const done = replyPublicDone(formId, submission, "sent", outcomeSentence(copy, outcome.reply));
  return {
    ...done,
    cancelPath: member ? undefined : replyLinkPath(outcome.token, locale),
    mailed: Boolean(context.config.PUBLIC_URL),
  } satisfies ReplyAnswer;
}
