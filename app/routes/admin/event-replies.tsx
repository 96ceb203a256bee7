import { data, Form, Link } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { now as contextNow } from "~/context";
import { eventRepliesCopy } from "~/i18n/content/admin/event-replies";
import { formatOfficialTimeIn } from "~/i18n/format";
import { fill } from "~/i18n/types";
import { indiaDate } from "~/lib/india-time";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { cancelReply, eventOfReply, listReplies, replyState } from "~/models/event-replies.server";
import { getEditableEvent } from "~/models/events.server";
import { replyMailer } from "~/routes/+shared/event-reply-mail.server";
import type { Route } from "./+types/event-replies";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

async function eventOf(params: { id: string }, context: Route.LoaderArgs["context"]) {
  const id = parseRecordId(params.id);
  const event = id === null ? null : await getEditableEvent(context.db, id);
  if (!event) throw data("There is no such event.", { status: 404 });
  return event;
}

/** An event's replies for officials (decision 0080): who is coming, the waiting list, the cancelled; the CSV; cancelling one. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = eventRepliesCopy[official.locale];
  const event = await eventOf(params, context);
  const [replies, state] = await Promise.all([
    listReplies(context.db, event.id),
    replyState(context.db, event.id, { member: true, now: contextNow(context) }),
  ]);
  const title = event.texts[official.locale].title ?? event.texts.en.title ?? "";
  return {
    copy,
    title: fill(copy.title, { event: title }),
    eventId: event.id,
    capacity: event.replyCapacity,
    counts: state?.counts ?? null,
    replies: replies.map((reply) => ({ ...reply, repliedAt: formatOfficialTimeIn(reply.repliedAt, official.locale) })),
    register: event.countsForAttendance ? `/attendance/${event.id}-${indiaDate(event.startsAt)}` : null,
    // Cancelling takes two taps: "Cancel this reply" asks, "Yes, cancel it" does it.
    confirming: parseRecordId(new URL(request.url).searchParams.get("confirm")),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireOfficial(request, context);
  const event = await eventOf(params, context);
  const replyId = parseRecordId((await readForm(request)).get("reply"));
  if (replyId === null || (await eventOfReply(context.db, replyId)) !== event.id)
    throw data("Choose a reply of this event to cancel.", { status: 400 });
  const result = await cancelReply(context.db, replyId, await replyMailer(context, event.id), contextNow(context));
  if (result.movedUp.length > 0) context.mail?.nudge();
  return { cancelled: result.cancelled, movedUp: result.movedUp.length };
}

export default function EventRepliesScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, title, eventId, capacity, counts, replies, register, confirming } = loaderData;
  return (
    <AdminPage title={title}>
      <p>
        <Link to={`/event-form/${eventId}`}>← {copy.back}</Link>
      </p>
      {actionData?.cancelled ? (
        <p role="status" className="form-result form-success">
          {copy.cancelled}
          {actionData.movedUp > 0 ? ` ${fill(copy.movedUp, { count: String(actionData.movedUp) })}` : null}
        </p>
      ) : null}
      {counts ? (
        <p>
          {fill(copy.summary, { coming: String(counts.coming), waiting: String(counts.waiting) })}{" "}
          {capacity === null ? copy.noLimit : fill(copy.places, { capacity: String(capacity) })}
        </p>
      ) : (
        <p>{copy.off}</p>
      )}
      {register ? (
        <p>
          {copy.register} <Link to={register}>{copy.openRegister}</Link>
        </p>
      ) : null}
      {replies.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <>
          <p>
            <a className="button" href={`/event-replies/${eventId}/replies.csv`} download>
              {copy.download}
            </a>
          </p>
          <ul className="reply-list">
            {replies.map((reply) => (
              <li key={reply.id} className={`reply reply-${reply.status}`}>
                <p>
                  <strong>{reply.name}</strong> · {copy.statuses[reply.status]} ·{" "}
                  {reply.member ? copy.member : copy.visitor}
                  {reply.guests > 0 ? ` · ${copy.headings.guests}: ${reply.guests}` : null}
                </p>
                <p>
                  <a href={`mailto:${reply.email}`}>{reply.email}</a>
                  {reply.phone ? (
                    <>
                      {" · "}
                      <a href={`tel:${reply.phone.replace(/[^\d+]/g, "")}`}>{reply.phone}</a>
                    </>
                  ) : null}
                </p>
                {reply.note ? <p className="hint">{reply.note}</p> : null}
                <p className="hint">
                  {copy.headings.repliedAt}: {reply.repliedAt}
                </p>
                {reply.status === "cancelled" ? null : confirming === reply.id ? (
                  <Form method="post" className="confirm-remove">
                    <p role="alert">{fill(copy.confirmCancel, { name: reply.name })}</p>
                    <input type="hidden" name="reply" value={reply.id} />
                    <button type="submit" className="button danger">
                      {copy.yesCancel}
                    </button>{" "}
                    <Link to={`/event-replies/${eventId}`} className="button">
                      {copy.keep}
                    </Link>
                  </Form>
                ) : (
                  <Link
                    to={`?confirm=${reply.id}`}
                    className="button"
                    aria-label={fill(copy.cancelLabel, { name: reply.name })}
                  >
                    {copy.cancel}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </AdminPage>
  );
}
