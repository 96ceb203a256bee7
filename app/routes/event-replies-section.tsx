import { Form, Link, useNavigation } from "react-router";
import { type FieldSpec, MessageForm } from "~/components/message-form";
import type { PublicFormReply } from "~/forms/conform";
import type { ReplyField } from "~/forms/event-reply";
import type { MessageOutcome } from "~/forms/form-fields";
import type { EventRepliesContent } from "~/i18n/content/event-replies";
import { fill } from "~/i18n/types";
import type { ReplyAnswer, replySection } from "./event-replies.server";

type Section = NonNullable<Awaited<ReturnType<typeof replySection>>>;

function guestChoices(copy: EventRepliesContent, max: number) {
  return Array.from({ length: max + 1 }, (_, count) => ({
    value: String(count),
    label: count === 0 ? copy.guestsNone : String(count),
  }));
}

function ClosedLine({ section }: { section: Section }) {
  const { copy, closed } = section;
  if (closed === null || closed === "members-only") return null;
  return (
    <p>
      {closed === "started" ? copy.closed.started : closed === "cancelled" ? copy.closed.cancelled : copy.closed.other}
    </p>
  );
}

function Places({ section }: { section: Section }) {
  const { copy, capacity, counts } = section;
  if (capacity === null) return null;
  const places =
    counts.placesLeft === 0
      ? copy.full
      : fill(copy.placesLeft, { left: String(counts.placesLeft ?? 0), capacity: String(capacity) });
  return (
    <p className="reply-places">
      {places}
      {counts.waiting > 0 ? ` ${fill(copy.waitingCount, { count: String(counts.waiting) })}` : null}
    </p>
  );
}

/** A member's reply: one tap on "I'm coming", guests and a note if they like; their own reply and a two-step cancel. */
function MemberReply({ section, confirming, answer }: { section: Section; confirming: boolean; answer?: ReplyAnswer }) {
  const { copy, own } = section;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const active = own && own.status !== "cancelled" ? own : null;
  if (active && confirming)
    return (
      <Form method="post" className="reply-confirm">
        <p>{copy.confirmCancel}</p>
        <input type="hidden" name="intent" value="cancel" />
        <p className="event-actions">
          <button type="submit" className="button danger" aria-disabled={busy || undefined}>
            {copy.confirmYes}
          </button>
          <Link className="button" to="?" replace preventScrollReset>
            {copy.keep}
          </Link>
        </p>
      </Form>
    );
  const invalid = answer?.outcome === "invalid" ? answer.result.error : undefined;
  return (
    <>
      {active ? (
        <p className="reply-own">
          {active.status === "waiting"
            ? fill(copy.yours.waiting, { position: String(active.position ?? ""), party: active.party })
            : fill(copy.yours.coming, { party: active.party })}
        </p>
      ) : own?.status === "cancelled" ? (
        <p>{copy.yours.cancelled}</p>
      ) : null}
      {section.closed === null ? (
        <Form method="post" className="reply-member" aria-label={copy.formLabel}>
          <input type="hidden" name="intent" value="member" />
          <div className="field">
            <label htmlFor="reply-guests">{copy.guests}</label>
            <select id="reply-guests" name="guests" defaultValue={String(active?.guests ?? 0)}>
              {guestChoices(copy, section.guestsMax).map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
          <div className={invalid?.note ? "field has-error" : "field"}>
            <label htmlFor="reply-note">{copy.note}</label>
            <p id="reply-note-hint" className="field-hint">
              {copy.noteHint}
            </p>
            {invalid?.note ? <p className="field-error">{invalid.note[0]}</p> : null}
            <textarea
              id="reply-note"
              name="note"
              rows={2}
              defaultValue={active?.note ?? ""}
              aria-describedby="reply-note-hint"
            />
          </div>
          <p className="event-actions">
            <button type="submit" className="button primary" aria-disabled={busy || undefined}>
              {active ? copy.change : copy.memberComing}
            </button>
            {active ? (
              <Link className="button" to="?cancel-reply" preventScrollReset>
                {copy.cancel}
              </Link>
            ) : null}
          </p>
        </Form>
      ) : null}
    </>
  );
}

/** An event's replies (RSVP; decision 0080): places left, and the form for whoever may reply. */
export function EventReplies({
  section,
  answer,
  confirming,
}: {
  section: Section;
  answer: ReplyAnswer | undefined;
  confirming: boolean;
}) {
  const { copy } = section;
  const done = answer?.ok ? answer : null;
  const visitorFields: FieldSpec<ReplyField>[] = [
    { name: "name", label: copy.name, autoComplete: "name", defaultValue: section.defaults?.name },
    {
      name: "email",
      label: copy.email,
      hint: copy.emailHint,
      type: "email",
      autoComplete: "email",
      defaultValue: section.defaults?.email,
    },
    { name: "phone", label: copy.phone, type: "tel", autoComplete: "tel", optional: true },
    { name: "guests", label: copy.guests, options: guestChoices(copy, section.guestsMax) },
    { name: "note", label: copy.note, hint: copy.noteHint, multiline: true, optional: true },
  ];
  return (
    <section aria-labelledby="event-replies" id="replies" className="event-replies">
      <h2 id="event-replies">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <Places section={section} />
      {done && (section.member || done.outcome === "cancelled") ? (
        <div role="status" className="form-status sent">
          <p className="form-status-title">{done.message}</p>
        </div>
      ) : null}
      <ClosedLine section={section} />
      {section.member ? (
        <MemberReply section={section} confirming={confirming} answer={answer} />
      ) : section.closed === "members-only" ? (
        <p>
          {copy.membersOnly}{" "}
          <a className="button" href={section.signInHref}>
            {copy.signIn}
          </a>
        </p>
      ) : section.stamp ? (
        <>
          <MessageForm
            id="reply"
            fields={visitorFields}
            reply={answer && answer.outcome !== "cancelled" ? (answer as PublicFormReply<MessageOutcome>) : undefined}
            stamp={section.stamp}
            copy={{
              formLabel: copy.formLabel,
              required: copy.required,
              submit: copy.submit,
              submitting: copy.submitting,
              errorSummary: copy.errorSummary,
              errorPrefix: copy.errorPrefix,
              sent: done?.message ?? "",
              sentNext: done?.mailed ? copy.mailed : "",
              failed: copy.failed,
              failedNext: answer && !answer.ok && answer.message ? answer.message : copy.failedNext,
              limited: copy.limited,
              limitedNext: copy.limitedNext,
              trapLabel: copy.trapLabel,
            }}
          />
          {done?.cancelPath ? (
            <p>
              {copy.cancelHere} <a href={done.cancelPath}>{copy.cancelLink}</a>
            </p>
          ) : null}
          <p>
            <a href={section.signInHref}>{copy.signIn}</a>
          </p>
        </>
      ) : null}
    </section>
  );
}
