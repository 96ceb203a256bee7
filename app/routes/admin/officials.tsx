import { data, Form, Link, redirect, useLocation } from "react-router";
import { inviteOfficial, pendingInvitations, withdrawInvitation } from "~/auth/invitations.server";
import {
  changeRole,
  isOfficialRole,
  listOfficials,
  type OfficialListing,
  officialRole,
  removeOfficial,
} from "~/auth/officials.server";
import { destroySession, requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { CopyButton, useAnnouncement } from "~/components/copy-button";
import { FormField, OfficialForm, SelectField, SubmitButton, useOfficialForm } from "~/components/official-form";
import { PageNotice } from "~/components/page-notice";
import { UrlDialog } from "~/components/url-dialog";
import type { OfficialRole } from "~/db/schema";
import { type FormReply, formIdField, parseWithSchema } from "~/forms/conform";
import { type ConflictField, encodeBase } from "~/forms/edit-base";
import { findConflicts } from "~/forms/edit-base.server";
import { replyConflict, replyDone, replyInvalid } from "~/forms/official-form.server";
import { confirmSchema, inviteSchema, roleSchema, roles } from "~/forms/officials";
import { once, onceToken } from "~/forms/once.server";
import { formText, readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { roleLabels } from "~/lib/role-labels";
import type { Route } from "./+types/officials";

export const meta: Route.MetaFunction = () => [{ title: "Officials" }];

const notices = {
  removed: "Official removed. Their sessions have ended.",
  role: "Role changed.",
  withdrawn: "Invitation withdrawn: its link no longer works.",
  gone: "That invitation was no longer open (accepted, withdrawn or expired).",
} as const;
const lastAdministrator =
  "The site needs at least one administrator: make someone else an administrator first, then try again.";
const noLongerListed = "That official is no longer on the list.";
const roleOptions = roles.map((role) => [role, `${roleLabels[role].name}: ${roleLabels[role].may}`] as const);

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireOfficial(request, context);
  const url = new URL(request.url);
  const [officials, invitations] = await Promise.all([listOfficials(context.db), pendingInvitations(context.db)]);
  const find = (param: string) => officials.find((o) => o.id === parseRecordId(url.searchParams.get(param))) ?? null;
  const done = url.searchParams.get("done");
  const prefillRole = url.searchParams.get("role");
  return {
    me: me.id,
    officials,
    invitations,
    editing: find("edit"),
    removing: find("remove"),
    once: onceToken(),
    notice: done && Object.hasOwn(notices, done) ? notices[done as keyof typeof notices] : null,
    // The Handover page links here with the next year's officer filled in.
    prefill: {
      email: url.searchParams.get("email")?.slice(0, 254) ?? "",
      role: isOfficialRole(prefillRole) ? prefillRole : "editor",
    },
  };
}

interface Invitation {
  email: string;
  role: OfficialRole;
  link: string;
  expiresAt: string;
}

/**
 * Four forms post here, told apart by the id each sends: invite, change a
 * role and remove (OfficialForm), and withdraw an invitation (a button in its
 * row, answered with a notice).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireOfficial(request, context);
  const form = await readForm(request);
  const id = parseRecordId(form.get("id"));
  switch (form.get(formIdField)) {
    case "invite-official": {
      const submission = parseWithSchema(form, inviteSchema);
      if (submission.status !== "success") return replyInvalid(submission);
      // A double tap makes one invitation (one e-mail) and shows its link after both taps.
      return once(submission.payload, "invite-official", async () => {
        // Links come from PUBLIC_URL; without it, from the address this administrator is using.
        const linkBase = context.config.PUBLIC_URL ?? new URL(request.url).origin;
        const result = await inviteOfficial(context, me, submission.value, linkBase);
        if (!result.ok)
          return replyInvalid(submission, {
            fieldErrors: { email: ["That address is already an official's."] },
            status: 409,
          });
        const invitation: Invitation = {
          email: result.email,
          role: result.role,
          link: result.link,
          expiresAt: result.expiresAt,
        };
        return {
          ...replyDone(
            submission,
            `Invitation for ${result.email} made. It will be e-mailed in a moment; you can also send the link yourself.`,
          ),
          invitation,
        };
      });
    }
    case "change-role": {
      const text = formText(form);
      const stored = (id === null ? null : await officialRole(context.db, id)) ?? undefined;
      // "Take theirs" puts the stored role in the post (findConflicts); a role changed since the form opened is named.
      const conflicts = stored ? findConflicts(text, { role: stored }, () => "Role") : [];
      const submission = parseWithSchema(text, roleSchema);
      const refuse = (role: OfficialRole, fields: ConflictField[]) =>
        replyConflict(submission, { base: encodeBase({ role }), fields, by: null, at: null });
      if (stored && conflicts.length > 0) return refuse(stored, conflicts);
      if (submission.status !== "success") return replyInvalid(submission);
      const mine = submission.value.role;
      const result = id === null ? null : await changeRole(context, me.id, id, mine, stored);
      if (result?.ok || result?.reason === "unchanged") throw redirect("/officials?done=role");
      // Changed between the check above and the save.
      if (result?.reason === "changed")
        return refuse(result.role, [{ name: "role", label: "Role", theirs: result.role, mine, untouched: false }]);
      if (result?.reason === "last-administrator")
        return replyInvalid(submission, { message: lastAdministrator, status: 409 });
      return replyInvalid(submission, { message: noLongerListed, status: 404 });
    }
    case "remove-official": {
      const submission = parseWithSchema(form, confirmSchema);
      const result = id === null ? null : await removeOfficial(context, me.id, id);
      if (result?.ok && id === me.id)
        throw redirect("/sign-in", { headers: { "Set-Cookie": await destroySession(request, context) } });
      if (result?.ok) throw redirect("/officials?done=removed");
      if (result?.reason === "last-administrator")
        return replyInvalid(submission, { message: lastAdministrator, status: 409 });
      return replyInvalid(submission, { message: noLongerListed, status: 404 });
    }
    case "withdraw-invitation": {
      const withdrawn = id !== null && (await withdrawInvitation(context.db, me.id, id));
      throw redirect(`/officials?done=${withdrawn ? "withdrawn" : "gone"}`);
    }
    default:
      throw data("Unknown form.", { status: 400 });
  }
}

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const at = (iso: string) => <time dateTime={iso}>{when.format(new Date(iso))}</time>;

function InvitationLink({ invitation }: { invitation: Invitation }) {
  const [announcement, setAnnouncement] = useAnnouncement();
  const message = `You are invited to help run our Rotary club's website. Open this link within 72 hours to choose your password: ${invitation.link}`;
  return (
    <div className="invitation-link">
      <p>
        Send this link to <strong>{invitation.email}</strong> if the e-mail does not arrive. It works once, until{" "}
        {at(invitation.expiresAt)}.
      </p>
      <p className="link-value" translate="no">
        {invitation.link}
      </p>
      <p className="official-links">
        <CopyButton
          value={invitation.link}
          label="Copy the invitation link"
          text="Copy link"
          copiedText="Copied"
          onCopied={(ok) => setAnnouncement(ok ? "Invitation link copied." : "Copying failed: select the link.")}
        />
        <a className="button" href={`https://wa.me/?text=${encodeURIComponent(message)}`} rel="noreferrer">
          Send by WhatsApp
        </a>
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}

/** The role dialog: the official's role now, and the choice. */
function RoleDialog({
  official,
  reply,
  close,
}: {
  official: OfficialListing;
  reply: FormReply | undefined;
  close: string;
}) {
  const {
    form,
    fields,
    reply: mine,
  } = useOfficialForm({
    id: "change-role",
    schema: roleSchema,
    reply,
    defaultValue: { role: official.role },
  });
  return (
    <UrlDialog title={`Role of ${official.email}`} closeHref={close}>
      <OfficialForm form={form} reply={mine} base={{ role: official.role }}>
        <input type="hidden" name="id" value={official.id} />
        <SelectField field={fields.role} label="Role" options={roleOptions} />
        <div className="row-actions">
          <Link className="button" to={close} replace>
            Cancel
          </Link>
          <SubmitButton busyLabel="Saving...">Save role</SubmitButton>
        </div>
      </OfficialForm>
    </UrlDialog>
  );
}

function RemoveDialog({
  official,
  me,
  reply,
  close,
}: {
  official: OfficialListing;
  me: number;
  reply: FormReply | undefined;
  close: string;
}) {
  const { form, reply: mine } = useOfficialForm({ id: "remove-official", schema: confirmSchema, reply });
  return (
    <UrlDialog title="Remove official" closeHref={close}>
      <p>
        Remove <strong>{official.email}</strong>
        {official.id === me ? " (you)" : ""}? Their sessions end at once and they can no longer sign in. You can invite
        them again later.
      </p>
      <OfficialForm form={form} reply={mine}>
        <input type="hidden" name="id" value={official.id} />
        <div className="row-actions">
          <Link className="button" to={close} replace>
            Cancel
          </Link>
          <button type="submit" className="button danger">
            Remove
          </button>
        </div>
      </OfficialForm>
    </UrlDialog>
  );
}

export default function Officials({ loaderData, actionData }: Route.ComponentProps) {
  const { me, officials, invitations, editing, removing, notice, prefill, once: inviteOnce } = loaderData;
  const { pathname } = useLocation();
  const { form, fields, reply } = useOfficialForm({
    id: "invite-official",
    schema: inviteSchema,
    reply: actionData,
    defaultValue: prefill,
  });
  const invitation = actionData && "invitation" in actionData ? actionData.invitation : null;
  return (
    <AdminPage title="Officials" wide>
      <p>
        Administrators may do everything, including this page, the club profile and the activity log. Editors look after
        projects, members, past presidents and the inbox.
      </p>
      <PageNotice ok={notice !== notices.gone} text={notice} />
      <div className="table-scroll">
        <table className="admin-table stack-table">
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {officials.map((official) => (
              <tr key={official.id}>
                <td data-label="E-mail">
                  {official.email}
                  {official.id === me ? " (you)" : ""}
                </td>
                <td data-label="Name">{official.name || "—"}</td>
                <td data-label="Role">{roleLabels[official.role].name}</td>
                <td data-label="Last sign-in">{official.lastSignInAt ? at(official.lastSignInAt) : "Never"}</td>
                <td data-label="Action" className="row-actions">
                  <Link
                    className="button small"
                    to={`?edit=${official.id}`}
                    preventScrollReset
                    aria-label={`Change the role of ${official.email}`}
                  >
                    Change role
                  </Link>
                  <Link
                    className="button small danger"
                    to={`?remove=${official.id}`}
                    preventScrollReset
                    aria-label={`Remove ${official.email}`}
                  >
                    Remove
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 id="invite">Invite an official</h2>
      <p>
        They get a link by e-mail to choose their own name and password. The link works once, for 72 hours; a new
        invitation for the same address replaces it.
      </p>
      <OfficialForm form={form} reply={reply} once={inviteOnce}>
        <FormField field={fields.email} label="E-mail" type="email" autoComplete="off" required />
        <SelectField
          field={fields.role}
          label="Role"
          options={roleOptions}
          hint={
            prefill.email && prefill.role === "administrator"
              ? "Administrator is chosen for an incoming President or Secretary: they hand over to the next officers in a year."
              : undefined
          }
        />
        <SubmitButton busyLabel="Inviting...">Invite</SubmitButton>
      </OfficialForm>
      {invitation ? <InvitationLink invitation={invitation} /> : null}

      {invitations.length > 0 ? (
        <>
          <h2>Open invitations</h2>
          <div className="table-scroll">
            <table className="admin-table stack-table">
              <thead>
                <tr>
                  <th scope="col">E-mail</th>
                  <th scope="col">Role</th>
                  <th scope="col">Invited by</th>
                  <th scope="col">Link works until</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {invitations.map((open) => (
                  <tr key={open.id}>
                    <td data-label="E-mail">{open.email}</td>
                    <td data-label="Role">{roleLabels[open.role].name}</td>
                    <td data-label="Invited by">{open.invitedBy ?? "—"}</td>
                    <td data-label="Link works until">{at(open.expiresAt)}</td>
                    <td data-label="Action">
                      <Form method="post">
                        <input type="hidden" name={formIdField} value="withdraw-invitation" />
                        <input type="hidden" name="id" value={open.id} />
                        <button
                          type="submit"
                          className="button small danger"
                          aria-label={`Withdraw the invitation of ${open.email}`}
                        >
                          Withdraw
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {editing ? <RoleDialog official={editing} reply={actionData} close={pathname} /> : null}
      {removing ? <RemoveDialog official={removing} me={me} reply={actionData} close={pathname} /> : null}
    </AdminPage>
  );
}
