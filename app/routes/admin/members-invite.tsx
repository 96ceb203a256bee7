import { data, Form, Link } from "react-router";
import { type InviteOutcome, invitableMembers, inviteMembers } from "~/auth/member-invitations.server";
import { requireOfficial } from "~/auth/session.server";
import { AdminPage } from "~/components/admin-page";
import { PageNotice } from "~/components/page-notice";
import { invitationWhatsApp, membersInviteCopy } from "~/i18n/content/admin/members-invite";
import { roleWords } from "~/i18n/content/admin/roles";
import { formatIndiaDay } from "~/i18n/format";
import { isLocale, languages } from "~/i18n/locales";
import { fill } from "~/i18n/types";
import { readForm } from "~/lib/read-form.server";
import { parseRecordId } from "~/lib/record-id";
import { isOfficialRole } from "~/lib/role-labels";
import type { Route } from "./+types/members-invite";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.copy.title }];

/** At most this many invitations in one post: a club has 20 to 60 members, a district club a few hundred. */
const mostAtOnce = 500;
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const official = await requireOfficial(request, context);
  return {
    copy: membersInviteCopy[official.locale],
    locale: official.locale,
    members: await invitableMembers(context),
    canSend: Boolean(context.config.PUBLIC_URL),
  };
}

type Reply =
  | { ok: false; message: string; errors: Record<string, string>; values: Record<string, string> }
  | { ok: true; message: string; outcomes: InviteOutcome[]; whatsApp: string };

/** One e-mail field per member (email-<id>); the rows left empty are not invited. */
export async function action({ request, context }: Route.ActionArgs) {
  const official = await requireOfficial(request, context);
  const copy = membersInviteCopy[official.locale];
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
    if (email.length > 254 || !emailShape.test(email)) errors[name] = copy.invalidEmail;
    else invites.push({ memberId: id, email });
  }
  const refuse = (message: string, status: number) => data<Reply>({ ok: false, message, errors, values }, { status });
  if (!isLocale(language)) return refuse(copy.chooseLanguage, 400);
  if (Object.keys(errors).length > 0) return refuse(copy.someInvalid, 400);
  if (invites.length === 0) return refuse(copy.noneTyped, 400);
  if (invites.length > mostAtOnce) return refuse(fill(copy.tooMany, { most: mostAtOnce }), 400);
  if (!context.config.PUBLIC_URL) return refuse(copy.needsPublicUrl, 503);
  const outcomes = await inviteMembers(context, official.id, invites, language);
  const sent = outcomes.filter((outcome) => outcome.result === "sent").length;
  return data<Reply>({
    ok: true,
    message: sent === 1 ? copy.oneSent : fill(copy.someSent, { count: sent }),
    outcomes,
    whatsApp: invitationWhatsApp[language],
  });
}

export default function MembersInvite({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale, members, canSend } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : null;
  const roleNames = roleWords[locale];
  return (
    <AdminPage title={copy.title} wide>
      <p>{copy.intro}</p>
      {actionData ? <PageNotice ok={actionData.ok} text={actionData.message} /> : null}
      {actionData?.ok ? (
        <ul className="invite-outcomes">
          {actionData.outcomes.map((outcome) => (
            <li key={outcome.memberId}>
              <strong>{outcome.name}</strong> ({outcome.email}): {copy.outcomes[outcome.result]}
              {outcome.result === "sent" ? (
                <>
                  {" "}
                  <a
                    className="button small"
                    href={`https://wa.me/?text=${encodeURIComponent(fill(actionData.whatsApp, { link: outcome.link }))}`}
                    rel="noreferrer"
                  >
                    {copy.sendByWhatsApp}
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
      {canSend ? null : <p role="alert">{copy.cannotSend}</p>}
      <Form method="post">
        <p>
          <label htmlFor="invite-language">{copy.language}</label>{" "}
          <select id="invite-language" name="language" defaultValue={locale}>
            {languages.map((language) => (
              <option key={language.code} value={language.code}>
                {language.code === "en" || locale !== "en"
                  ? language.nativeName
                  : `${language.englishName} (${language.nativeName})`}
              </option>
            ))}
          </select>
        </p>
        <div className="table-scroll">
          <table className="admin-table stack-table">
            <thead>
              <tr>
                <th scope="col">{copy.member}</th>
                <th scope="col">{copy.account}</th>
                <th scope="col">{copy.emailToInvite}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => {
                const name = `email-${member.id}`;
                const error = refused?.errors[name];
                return (
                  <tr key={member.id}>
                    <td data-label={copy.member}>
                      {member.name} <span className="muted">({member.memberNo})</span>
                    </td>
                    <td data-label={copy.account}>
                      {member.email === null
                        ? copy.noAccount
                        : `${member.email}${member.role === "member" ? "" : ` (${isOfficialRole(member.role) ? roleNames[member.role].name : member.role})`}, ${
                            member.lastSignInAt
                              ? fill(copy.signedIn, { date: formatIndiaDay(member.lastSignInAt, locale) })
                              : copy.notSignedIn
                          }`}
                    </td>
                    <td data-label={copy.emailToInvite}>
                      <input
                        type="email"
                        name={name}
                        aria-label={fill(copy.emailOf, { name: member.name })}
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
            {copy.send}
          </button>{" "}
          <Link to="/members-table">{copy.back}</Link>
        </p>
      </Form>
    </AdminPage>
  );
}
