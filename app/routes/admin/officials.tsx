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
import { Sentence } from "~/components/sentence";
import { UrlDialog } from "~/components/url-dialog";
import type { OfficialRole } from "~/db/schema";
import { type FormReply, formIdField, parseWithSchema } from "~/forms/conform";
import { type ConflictField, encodeBase } from "~/forms/edit-base";
import { findConflicts } from "~/forms/edit-base.server";
import { replyConflict, replyDone, replyInvalid } from "~/forms/official-form.server";
import { confirmSchema, inviteSchema, officialsFormMessages, roleSchema, roles } from "~/forms/officials";
import { once, onceToken } from "~/forms/once.server";
import { translatorOf } from "~/i18n/content/admin/editing";
import { type OfficialsScreenCopy, officialsScreenCopy } from "~/i18n/content/admin/officials-screen";
import { roleWords } from "~/i18n/content/admin/roles";
import { formatOfficialTimeIn } from "~/i18n/format";
import { type Locale, languages } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { formText, readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import type { Route } from "./+types/officials";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

/** What the last redirect did (`?done=…`), in the official's language. */
function noticeOf(copy: OfficialsScreenCopy, done: string | null): string | null {
  switch (done) {
    case "removed":
      return copy.removed;
    case "role":
      return copy.roleChanged;
    case "withdrawn":
      return copy.withdrawn;
    case "gone":
      return copy.gone;
    default:
      return null;
  }
}

/** The role choices, each with what it may do, in the official's language. */
const roleOptionsIn = (locale: Locale) =>
  roles.map((role) => [role, `${roleWords[locale][role].name}: ${roleWords[locale][role].may}`] as const);

/** The forms' messages in the official's language, in the browser and in the action. */
const translatorFor = (copy: OfficialsScreenCopy) => translatorOf(officialsFormMessages, copy.messages);

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireOfficial(request, context);
  const url = new URL(request.url);
  const [officials, invitations] = await Promise.all([listOfficials(context.db), pendingInvitations(context.db)]);
  const find = (param: string) => officials.find((o) => o.id === parseRecordId(url.searchParams.get(param))) ?? null;
  const done = url.searchParams.get("done");
  const prefillRole = url.searchParams.get("role");
  const copy = officialsScreenCopy[me.locale];
  return {
    copy,
    locale: me.locale,
    roleNames: Object.fromEntries(roles.map((role) => [role, roleWords[me.locale][role].name])) as Record<
      OfficialRole,
      string
    >,
    roleOptions: roleOptionsIn(me.locale),
    me: me.id,
    officials,
    invitations,
    editing: find("edit"),
    removing: find("remove"),
    once: onceToken(),
    notice: noticeOf(copy, done),
    gone: done === "gone",
    // The Handover page links here with the next year's officer filled in.
    prefill: {
      email: url.searchParams.get("email")?.slice(0, 254) ?? "",
      role: isOfficialRole(prefillRole) ? prefillRole : "editor",
      locale: me.locale,
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
  const copy = officialsScreenCopy[me.locale];
  const translate = translatorFor(copy);
  const form = await readForm(request);
  const id = parseRecordId(form.get("id"));
  switch (form.get(formIdField)) {
    case "invite-official": {
      const submission = parseWithSchema(form, inviteSchema, translate);
      if (submission.status !== "success") return replyInvalid(submission);
      // A double tap makes one invitation (one e-mail) and shows its link after both taps.
      return once(submission.payload, "invite-official", async () => {
        // Links come from PUBLIC_URL; without it, from the address this administrator is using.
        const linkBase = context.config.PUBLIC_URL ?? new URL(request.url).origin;
        const result = await inviteOfficial(context, me, submission.value, linkBase);
        if (!result.ok)
          return replyInvalid(submission, {
            fieldErrors: { email: [copy.alreadyOfficial] },
            status: 409,
          });
        const invitation: Invitation = {
          email: result.email,
          role: result.role,
          link: result.link,
          expiresAt: result.expiresAt,
        };
        return {
          ...replyDone(submission, fill(copy.invitationMade, { email: result.email })),
          invitation,
        };
      });
    }
    case "change-role": {
      const text = formText(form);
      const stored = (id === null ? null : await officialRole(context.db, id)) ?? undefined;
      // "Take theirs" puts the stored role in the post (findConflicts); a role changed since the form opened is named.
      const conflicts = stored ? findConflicts(text, { role: stored }, () => copy.role) : [];
      const submission = parseWithSchema(text, roleSchema, translate);
      const refuse = (role: OfficialRole, fields: ConflictField[]) =>
        replyConflict(submission, { base: encodeBase({ role }), fields, by: null, at: null });
      if (stored && conflicts.length > 0) return refuse(stored, conflicts);
      if (submission.status !== "success") return replyInvalid(submission);
      const mine = submission.value.role;
      const result = id === null ? null : await changeRole(context, me.id, id, mine, stored);
      if (result?.ok || result?.reason === "unchanged") throw redirect("/officials?done=role");
      // Changed between the check above and the save.
      if (result?.reason === "changed")
        return refuse(result.role, [{ name: "role", label: copy.role, theirs: result.role, mine, untouched: false }]);
      if (result?.reason === "last-administrator")
        return replyInvalid(submission, { message: copy.lastAdministrator, status: 409 });
      return replyInvalid(submission, { message: copy.noLongerListed, status: 404 });
    }
    case "remove-official": {
      const submission = parseWithSchema(form, confirmSchema);
      const result = id === null ? null : await removeOfficial(context, me.id, id);
      if (result?.ok && id === me.id)
        throw redirect("/sign-in", { headers: { "Set-Cookie": await destroySession(request, context) } });
      if (result?.ok) throw redirect("/officials?done=removed");
      if (result?.reason === "last-administrator")
        return replyInvalid(submission, { message: copy.lastAdministrator, status: 409 });
      return replyInvalid(submission, { message: copy.noLongerListed, status: 404 });
    }
    case "withdraw-invitation": {
      const withdrawn = id !== null && (await withdrawInvitation(context.db, me.id, id));
      throw redirect(`/officials?done=${withdrawn ? "withdrawn" : "gone"}`);
    }
    default:
      throw data("Unknown form.", { status: 400 });
  }
}

/** An instant as officials read it: India time, to the minute, in the official's language. */
function timeIn(locale: Locale) {
  return (iso: string) => <time dateTime={iso}>{formatOfficialTimeIn(iso, locale)}</time>;
}

function InvitationLink({
  invitation,
  copy,
  locale,
}: {
  invitation: Invitation;
  copy: OfficialsScreenCopy;
  locale: Locale;
}) {
  const [announcement, setAnnouncement] = useAnnouncement();
  const at = timeIn(locale);
  const message = fill(copy.whatsappMessage, { link: invitation.link });
  return (
    <div className="invitation-link">
      <p>
        <Sentence
          text={copy.sendLink}
          parts={{ email: <strong>{invitation.email}</strong>, until: at(invitation.expiresAt) }}
        />
      </p>
      <p className="link-value" translate="no">
        {invitation.link}
      </p>
      <p className="official-links">
        <CopyButton
          value={invitation.link}
          label={copy.copyLabel}
          text={copy.copy}
          copiedText={copy.copied}
          onCopied={(ok) => setAnnouncement(ok ? copy.linkCopied : copy.copyFailed)}
        />
        <a className="button" href={`https://wa.me/?text=${encodeURIComponent(message)}`} rel="noreferrer">
          {copy.whatsapp}
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
  copy,
  roleOptions,
}: {
  official: OfficialListing;
  reply: FormReply | undefined;
  close: string;
  copy: OfficialsScreenCopy;
  roleOptions: readonly (readonly [OfficialRole, string])[];
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
    translate: translatorFor(copy),
  });
  return (
    <UrlDialog title={fill(copy.roleOf, { email: official.email })} closeHref={close}>
      <OfficialForm form={form} reply={mine} base={{ role: official.role }}>
        <input type="hidden" name="id" value={official.id} />
        <SelectField field={fields.role} label={copy.role} options={roleOptions} />
        <div className="row-actions">
          <Link className="button" to={close} replace>
            {copy.cancel}
          </Link>
          <SubmitButton busyLabel={copy.saving}>{copy.saveRole}</SubmitButton>
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
  copy,
}: {
  official: OfficialListing;
  me: number;
  reply: FormReply | undefined;
  close: string;
  copy: OfficialsScreenCopy;
}) {
  const { form, reply: mine } = useOfficialForm({ id: "remove-official", schema: confirmSchema, reply });
  return (
    <UrlDialog title={copy.removeTitle} closeHref={close}>
      <p>
        <Sentence
          text={copy.removeQuestion}
          parts={{ email: <strong>{official.email}</strong>, you: official.id === me ? copy.you : "" }}
        />
      </p>
      <OfficialForm form={form} reply={mine}>
        <input type="hidden" name="id" value={official.id} />
        <div className="row-actions">
          <Link className="button" to={close} replace>
            {copy.cancel}
          </Link>
          <button type="submit" className="button danger">
            {copy.remove}
          </button>
        </div>
      </OfficialForm>
    </UrlDialog>
  );
}

export default function Officials({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale, roleNames, roleOptions, me, officials, invitations, editing, removing, notice, gone } =
    loaderData;
  const { prefill, once: inviteOnce } = loaderData;
  const at = timeIn(locale);
  const { pathname } = useLocation();
  const { form, fields, reply } = useOfficialForm({
    id: "invite-official",
    schema: inviteSchema,
    reply: actionData,
    defaultValue: prefill,
    translate: translatorFor(copy),
  });
  const invitation = actionData && "invitation" in actionData ? actionData.invitation : null;
  return (
    <AdminPage title={copy.title} wide>
      <p>{copy.intro}</p>
      <PageNotice ok={!gone} text={notice} />
      <div className="table-scroll">
        <table className="admin-table stack-table">
          <thead>
            <tr>
              <th scope="col">{copy.email}</th>
              <th scope="col">{copy.name}</th>
              <th scope="col">{copy.role}</th>
              <th scope="col">{copy.lastSignIn}</th>
              <th scope="col">{copy.action}</th>
            </tr>
          </thead>
          <tbody>
            {officials.map((official) => (
              <tr key={official.id}>
                <td data-label={copy.email}>
                  {official.email}
                  {official.id === me ? copy.you : ""}
                </td>
                <td data-label={copy.name}>{official.name || "—"}</td>
                <td data-label={copy.role}>{roleNames[official.role]}</td>
                <td data-label={copy.lastSignIn}>{official.lastSignInAt ? at(official.lastSignInAt) : copy.never}</td>
                <td data-label={copy.action} className="row-actions">
                  <Link
                    className="button small"
                    to={`?edit=${official.id}`}
                    preventScrollReset
                    aria-label={fill(copy.changeRoleLabel, { email: official.email })}
                  >
                    {copy.changeRole}
                  </Link>
                  <Link
                    className="button small danger"
                    to={`?remove=${official.id}`}
                    preventScrollReset
                    aria-label={fill(copy.removeLabel, { email: official.email })}
                  >
                    {copy.remove}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 id="invite">{copy.inviteHeading}</h2>
      <p>{copy.inviteIntro}</p>
      <OfficialForm form={form} reply={reply} once={inviteOnce}>
        <FormField field={fields.email} label={copy.email} type="email" autoComplete="off" required />
        <SelectField
          field={fields.role}
          label={copy.role}
          options={roleOptions}
          hint={prefill.email && prefill.role === "administrator" ? copy.administratorHint : undefined}
        />
        <SelectField
          field={fields.locale}
          label={copy.invitationLanguage}
          options={languages.map((language) => [language.code, language.nativeName] as const)}
        />
        <SubmitButton busyLabel={copy.inviting}>{copy.invite}</SubmitButton>
      </OfficialForm>
      {invitation ? <InvitationLink invitation={invitation} copy={copy} locale={locale} /> : null}

      {invitations.length > 0 ? (
        <>
          <h2>{copy.openInvitations}</h2>
          <div className="table-scroll">
            <table className="admin-table stack-table">
              <thead>
                <tr>
                  <th scope="col">{copy.email}</th>
                  <th scope="col">{copy.role}</th>
                  <th scope="col">{copy.invitedBy}</th>
                  <th scope="col">{copy.worksUntil}</th>
                  <th scope="col">{copy.action}</th>
                </tr>
              </thead>
              <tbody>
                {invitations.map((open) => (
                  <tr key={open.id}>
                    <td data-label={copy.email}>{open.email}</td>
                    <td data-label={copy.role}>{roleNames[open.role]}</td>
                    <td data-label={copy.invitedBy}>{open.invitedBy ?? "—"}</td>
                    <td data-label={copy.worksUntil}>{at(open.expiresAt)}</td>
                    <td data-label={copy.action}>
                      <Form method="post">
                        <input type="hidden" name={formIdField} value="withdraw-invitation" />
                        <input type="hidden" name="id" value={open.id} />
                        <button
                          type="submit"
                          className="button small danger"
                          aria-label={fill(copy.withdrawLabel, { email: open.email })}
                        >
                          {copy.withdraw}
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

      {editing ? (
        <RoleDialog official={editing} reply={actionData} close={pathname} copy={copy} roleOptions={roleOptions} />
      ) : null}
      {removing ? <RemoveDialog official={removing} me={me} reply={actionData} close={pathname} copy={copy} /> : null}
    </AdminPage>
  );
}
