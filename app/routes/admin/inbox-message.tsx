import { data, Form, Link, redirect } from "react-router";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { PageNotice } from "~/components/page-notice";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { log } from "~/log.server";
import { getInboxMessage, markNotSpam, retryMessageDelivery, setMessageStatus } from "~/models/inbox.server";
import type { Route } from "./+types/inbox-message";
import {
  deliveryLabel,
  kindLabel,
  languageLabel,
  mailErrorInWords,
  shortTime,
  spamReasonLabel,
  statusLabel,
} from "./inbox-labels";

const notices = {
  handled: "Marked handled.",
  new: "Marked new again.",
  "not-spam": "Moved out of spam; it will be e-mailed to the officials.",
  retry: "The undelivered e-mails will be tried again.",
} as const;
type Intent = keyof typeof notices;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${kindLabel[loaderData.message.kind]} from ${loaderData.message.name}` : "Inbox" },
];

function messageId(params: { id?: string }): number {
  const id = parseRecordId(params.id);
  if (id === null) throw data("Not found", { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  const message = await getInboxMessage(context.db, messageId(params));
  if (!message) throw data("Not found", { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return {
    message,
    mailOn: Boolean(context.config.SMTP_URL),
    notice: done && done in notices ? notices[done as Intent] : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
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
      return data({ message: "Unknown request." }, { status: 400 });
    }
  } catch (error) {
    log.error("updating a message failed", { err: error, id });
    return data({ message: "That did not work. Please try again." }, { status: 500 });
  }
  if (!done) return data({ message: "Nothing to change: the message has moved on." }, { status: 409 });
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
  const { message, mailOn, notice } = loaderData;
  const undelivered = message.emails.some((e) => e.state === "undelivered");
  return (
    <AdminPage title={`${kindLabel[message.kind]} from ${message.name}`} wide>
      <p>
        <Link to="/inbox">← Back to the inbox</Link>
      </p>
      <PageNotice ok text={notice} />
      <PageNotice ok={false} text={actionData?.message} />
      <div className="row-actions">
        {message.status === "new" ? <StatusButton intent="handled" label="Mark handled" /> : null}
        {message.status === "handled" ? <StatusButton intent="new" label="Mark as new" /> : null}
        {message.status === "spam" ? <StatusButton intent="not-spam" label="Not spam" /> : null}
        {undelivered ? <StatusButton intent="retry" label="Try sending again" /> : null}
      </div>
      <dl className="inbox-details">
        <dt>Status</dt>
        <dd>
          {statusLabel[message.status]}
          {message.spamReason ? ` (${spamReasonLabel[message.spamReason] ?? message.spamReason})` : null}
        </dd>
        <dt>Received</dt>
        <dd>
          <time dateTime={message.submittedAt}>{message.timeText ?? shortTime(message.submittedAt)}</time>
        </dd>
        <dt>Language</dt>
        <dd>{languageLabel(message.locale)}</dd>
        <dt>Name</dt>
        <dd>{message.name}</dd>
        {message.kind === "join" ? (
          <>
            <dt>Age</dt>
            <dd>{message.age}</dd>
          </>
        ) : null}
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${message.phone.replace(/[^+\d]/g, "")}`}>{message.phone}</a>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </dd>
        <dt>{message.kind === "join" ? "Why they would like to join" : "Message"}</dt>
        <dd className="inbox-body">{message.body}</dd>
        {message.clientIp ? (
          <>
            <dt>Sent from network address</dt>
            <dd>
              <details>
                <summary>Show</summary>
                {message.clientIp}
              </details>
            </dd>
          </>
        ) : null}
      </dl>
      <h2>E-mails</h2>
      {mailOn ? null : <p className="form-error">E-mail delivery is off: SMTP_URL is not set.</p>}
      {message.emails.length === 0 ? (
        <p>{message.status === "spam" ? "Spam is not e-mailed." : "No e-mail was written for this message."}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table stack-table">
            <thead>
              <tr>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Delivery</th>
                <th scope="col">Tries</th>
                <th scope="col">Last error</th>
              </tr>
            </thead>
            <tbody>
              {message.emails.map((email) => (
                <tr key={email.id}>
                  <td data-label="To">
                    {email.audience === "officials" ? "Officials" : "Visitor (acknowledgement)"}
                    {email.recipient ? (
                      <>
                        <br />
                        <span className="muted">{email.recipient}</span>
                      </>
                    ) : null}
                  </td>
                  <td data-label="Subject">{email.subject}</td>
                  <td data-label="Delivery">
                    <span className={`delivery delivery-${email.state}`}>{deliveryLabel[email.state]}</span>
                    {email.sentAt ? <> {shortTime(email.sentAt)}</> : null}
                    {email.failedAt ? <> {shortTime(email.failedAt)}</> : null}
                    {email.nextAttemptAt && email.state !== "waiting" ? (
                      <>
                        <br />
                        <span className="muted">Next try {shortTime(email.nextAttemptAt)}</span>
                      </>
                    ) : null}
                  </td>
                  <td data-label="Tries">{email.attempts}</td>
                  <td data-label="Last error">
                    {email.lastError ? (
                      <>
                        {mailErrorInWords(email.lastError)}
                        <details>
                          <summary>Details</summary>
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
