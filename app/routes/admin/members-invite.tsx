import { data, Form, Link } from "react-router";
import { type InviteOutcome, invitableMembers, inviteMembers } from "~/auth/member-invitations.server";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { PageNotice } from "~/components/page-notice";
import { isLocale } from "~/i18n/locales";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import type { Route } from "./+types/members-invite";

export const meta: Route.MetaFunction = () => [{ title: "Invite members" }];

/** At most this many invitations in one post: a club has 20 to 60 members, a district club a few hundred. */
const mostAtOnce = 500;
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficial(request, context);
  return { members: await invitableMembers(context), canSend: Boolean(context.config.PUBLIC_URL) };
}

type Reply =
  | { ok: false; message: string; errors: Record<string, string>; values: Record<string, string> }
  | { ok: true; message: string; outcomes: InviteOutcome[] };

/** One e-mail field per member (email-<id>); the rows left empty are not invited. */
export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const form = await readForm(request);
  const language = String(form.get("language") ?? "en");
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  const invites: { memberId: number; email: string }[] = [];
  for (const [name, value] of form.entries()) {
    const id = name.startsWith("email-") ? parseRecordId(name.slice(6)) : null;
    const email = typeof value === "string" ? value.trim() : "";
    if (id === null || email === "") continue;
    values[name] = email.slice(0, 254);
    if (email.length > 254 || !emailShape.test(email)) errors[name] = "Enter an e-mail address like name@example.org.";
    else invites.push({ memberId: id, email });
  }
  const refuse = (message: string, status: number) => data<Reply>({ ok: false, message, errors, values }, { status });
  if (!isLocale(language)) return refuse("Choose the language of the e-mails.", 400);
  if (Object.keys(errors).length > 0)
    return refuse("Some addresses are not valid: nothing was sent. Correct them and send again.", 400);
  if (invites.length === 0) return refuse("Type the e-mail address of at least one member.", 400);
  if (invites.length > mostAtOnce) return refuse(`Invite at most ${mostAtOnce} members at once.`, 400);
  if (!context.config.PUBLIC_URL) return refuse("Invitations need PUBLIC_URL to be set: ask who runs the server.", 503);
  const outcomes = await inviteMembers(context, official.id, invites, language);
  const sent = outcomes.filter((outcome) => outcome.result === "sent").length;
  return data<Reply>({
    ok: true,
    message: `${sent} ${sent === 1 ? "invitation" : "invitations"} sent. Each link works once, for 72 hours.`,
    outcomes,
  });
}

const outcomeWords: Record<InviteOutcome["result"], string> = {
  sent: "Invitation e-mailed.",
  official: "Linked: this is an official's address; they sign in with their password as before.",
  taken: "Not sent: this address is another member's account.",
  "has-account": "Not sent: this member already has an account under another address.",
  "not-found": "Not sent: this member is no longer in the list.",
};

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

export default function MembersInvite({ loaderData, actionData }: Route.ComponentProps) {
  const { members, canSend } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : null;
  return (
    <AdminPage title="Invite members" wide>
      <p>
        Members sign in to the members' area with a link sent to their e-mail: no password. Type the address of each
        member to invite (or to send a new link to), choose the language of the e-mails, and send. Each link works once,
        for 72 hours; after that they can ask for a new one on the members' sign-in page.
      </p>
      {actionData ? <PageNotice ok={actionData.ok} text={actionData.message} /> : null}
      {actionData?.ok ? (
        <ul className="invite-outcomes">
          {actionData.outcomes.map((outcome) => (
            <li key={outcome.memberId}>
              <strong>{outcome.name}</strong> ({outcome.email}): {outcomeWords[outcome.result]}
              {outcome.result === "sent" ? (
                <>
                  {" "}
                  <a
                    className="button small"
                    href={`https://wa.me/?text=${encodeURIComponent(`Your link to the members' area of our Rotary club (works once, for 72 hours): ${outcome.link}`)}`}
                    rel="noreferrer"
                  >
                    Send by WhatsApp
                  </a>
                  <span className="link-value" translate="no">
                    {outcome.link}
                  </span>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canSend ? null : <p role="alert">Invitations need PUBLIC_URL to be set, so that their links name this site.</p>}
      <Form method="post">
        <p>
          <label htmlFor="invite-language">Language of the e-mails</label>{" "}
          <select id="invite-language" name="language" defaultValue="en">
            <option value="en">English</option>
            <option value="ko">Korean (한국어)</option>
            <option value="hi">Hindi (हिन्दी)</option>
          </select>
        </p>
        <div className="table-scroll">
          <table className="admin-table stack-table">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Account</th>
                <th scope="col">E-mail to invite</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => {
                const name = `email-${member.id}`;
                const error = refused?.errors[name];
                return (
                  <tr key={member.id}>
                    <td data-label="Member">
                      {member.name} <span className="muted">({member.memberNo})</span>
                    </td>
                    <td data-label="Account">
                      {member.email === null
                        ? "None yet"
                        : `${member.email}${member.role === "member" ? "" : ` (${member.role})`}, ${
                            member.lastSignInAt
                              ? `signed in ${when.format(new Date(member.lastSignInAt))}`
                              : "not signed in yet"
                          }`}
                    </td>
                    <td data-label="E-mail to invite">
                      <input
                        type="email"
                        name={name}
                        aria-label={`E-mail of ${member.name}`}
                        autoComplete="off"
                        maxLength={254}
                        defaultValue={refused?.values[name] ?? ""}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${name}-error` : undefined}
                      />
                      {error ? (
                        <span id={`${name}-error`} className="field-error">
                          {error}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p>
          <button type="submit" className="button primary">
            Send the invitations
          </button>{" "}
          <Link to="/members-table">Back to members</Link>
        </p>
      </Form>
    </AdminPage>
  );
}
