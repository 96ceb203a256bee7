import { data, Form, Link, redirect } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { PageNotice } from "~/components/page-notice";
import { type InboxCopy, inboxCopy } from "~/i18n/content/admin/inbox";
import { fill } from "~/i18n/types";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { getInboxMessage, markNotSpam, retryMessageDelivery, setMessageStatus } from "~/models/inbox.server";
import type { Route } from "./+types/inbox-message";
import { languageLabel, mailErrorInWords, shortTime } from "./inbox-labels";

type Intent = "handled" | "new" | "not-spam" | "retry";

/** What the last redirect did (`?done=…`), in the official's language. */
function noticeOf(copy: InboxCopy, done: string | null): string | null {
  switch (done) {
    case "handled":
      return copy.markedHandled;
    case "new":
      return copy.message.markedNew;
    case "not-spam":
      return copy.message.notSpamDone;
    case "retry":
      return copy.message.retryDone;
    default:
      return null;
  }
}

/** "Join request from Asha Rao", in the official's language. */
function titleOf(copy: InboxCopy, message: { kind: keyof InboxCopy["kinds"]; name: string }): string {
  return fill(copy.message.title, { kind: copy.kinds[message.kind], name: message.name });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Inbox" }];

function messageId(params: { id?: string }): number {
  const id = parseRecordId(params.id);
  if (id === null) throw data("Not found", { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  const copy = inboxCopy[official.locale];
  const message = await getInboxMessage(context.db, messageId(params));
  if (!message) throw data("Not found", { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return {
    copy,
    locale: official.locale,
    title: titleOf(copy, message),
    message,
    mailOn: Boolean(context.config.SMTP_URL),
    notice: noticeOf(copy, done),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = inboxCopy[official.locale];
  const id = messageId(params);
  const intent = String((await readForm(request)).get("intent") ?? "");
  let done = false;
  try {
    if (intent === "handled" || intent === "new") {
      done = await setMessageStatus(context.db, official.id, id, intent);
    } else if (intent === "not-spam") {
      const { config } = context;
      done = await markNotSpam(context.db, official.id, id, {
        officials: { join: config.JOIN_TO, contact: config.CONTACT_TO },
        acknowledge: false,
        publicUrl: config.PUBLIC_URL,
      });
      if (done) context.mail?.nudge();
    } else if (intent === "retry") {
      done = await retryMessageDelivery(context.db, official.id, id);
      if (done) context.mail?.nudge();
    } else {
      return data({ message: copy.unknown }, { status: 400 });
    }
  } catch (error) {
    log.error("updating a message failed", { err: error, id });
    return data({ message: copy.message.failed }, { status: 500 });
  }
  if (!done) return data({ message: copy.message.movedOn }, { status: 409 });
  return redirect(`/inbox/${id}?done=${intent}`);
}

function StatusButton({ intent, label, danger }: { intent: Intent; label: string; danger?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={danger ? "button danger" : "button primary"}>
        {label}
      </button>
    </Form>
  );
}

export default function InboxMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale, title, message, mailOn, notice } = loaderData;
  const words = copy.message;
  const time = (iso: string | null) => shortTime(iso, locale);
  const undelivered = message.emails.some((e) => e.state === "undelivered");
  return (
    <AdminPage title={title} wide>
      <p>
        <Link to="/inbox">{words.back}</Link>
      </p>
      <PageNotice ok text={notice} />
      <PageNotice ok={false} text={actionData?.message} />
      <div className="row-actions">
        {message.status === "new" ? <StatusButton intent="handled" label={copy.markHandled} /> : null}
        {message.status === "handled" ? <StatusButton intent="new" label={words.markNew} /> : null}
        {message.status === "spam" ? <StatusButton intent="not-spam" label={words.notSpam} /> : null}
        {undelivered ? <StatusButton intent="retry" label={words.retry} /> : null}
      </div>
      <dl className="inbox-details">
        <dt>{copy.status}</dt>
        <dd>
          {copy.statuses[message.status]}
          {message.spamReason
            ? ` (${(copy.spamReasons as Record<string, string | undefined>)[message.spamReason] ?? message.spamReason})`
            : null}
        </dd>
        <dt>{copy.received}</dt>
        <dd>
          <time dateTime={message.submittedAt}>{message.timeText ?? time(message.submittedAt)}</time>
        </dd>
        <dt>{words.language}</dt>
        <dd>{languageLabel(message.locale, copy.languages)}</dd>
        <dt>{words.name}</dt>
        <dd>{message.name}</dd>
        {message.kind === "join" ? (
          <>
            <dt>{words.age}</dt>
            <dd>{message.age}</dd>
          </>
        ) : null}
        <dt>{words.phone}</dt>
        <dd>
          <a href={`tel:${message.phone.replace(/[^+\d]/g, "")}`}>{message.phone}</a>
        </dd>
        <dt>{words.email}</dt>
        <dd>
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </dd>
        <dt>{message.kind === "join" ? words.whyJoin : words.body}</dt>
        <dd className="inbox-body">{message.body}</dd>
        {message.clientIp ? (
          <>
            <dt>{words.network}</dt>
            <dd>
              <details>
                <summary>{words.showIp}</summary>
                {message.clientIp}
              </details>
            </dd>
          </>
        ) : null}
      </dl>
      <h2>{words.emails}</h2>
      {mailOn ? null : <p className="form-error">{words.mailOff}</p>}
      {message.emails.length === 0 ? (
        <p>{message.status === "spam" ? words.spamNotMailed : words.noEmail}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table stack-table">
            <thead>
              <tr>
                <th scope="col">{words.to}</th>
                <th scope="col">{words.subject}</th>
                <th scope="col">{words.deliveryHeader}</th>
                <th scope="col">{words.tries}</th>
                <th scope="col">{words.lastError}</th>
              </tr>
            </thead>
            <tbody>
              {message.emails.map((email) => (
                <tr key={email.id}>
                  <td data-label={words.to}>
                    {email.audience === "officials" ? words.officials : words.visitor}
                    {email.recipient ? (
                      <>
                        <br />
                        <span className="muted">{email.recipient}</span>
                      </>
                    ) : null}
                  </td>
                  <td data-label={words.subject}>{email.subject}</td>
                  <td data-label={words.deliveryHeader}>
                    <span className={`delivery delivery-${email.state}`}>{copy.delivery[email.state]}</span>
                    {email.sentAt ? <> {time(email.sentAt)}</> : null}
                    {email.failedAt ? <> {time(email.failedAt)}</> : null}
                    {email.nextAttemptAt && email.state !== "waiting" ? (
                      <>
                        <br />
                        <span className="muted">{fill(words.nextTry, { time: time(email.nextAttemptAt) })}</span>
                      </>
                    ) : null}
                  </td>
                  <td data-label={words.tries}>{email.attempts}</td>
                  <td data-label={words.lastError}>
                    {email.lastError ? (
                      <>
                        {mailErrorInWords(email.lastError, copy.mailErrors)}
                        <details>
                          <summary>{words.details}</summary>
                          <span className="muted">{email.lastError}</span>
                        </details>
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
