import { data, Link, redirect } from "react-router";
import { acceptInvitation } from "~/auth/invitations.server";
import { readLink } from "~/auth/one-time-links.server";
import { AccountPage } from "~/components/admin-page";
import { Filled } from "~/components/filled";
import { FormField, NewPasswordFields, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { PageNotice } from "~/components/page-notice";
import { readSubmission, replyInvalid } from "~/forms/official-form.server";
import { acceptInviteSchema, accountMessages, passwordFields, passwordMessage } from "~/forms/officials";
import { accountContent } from "~/i18n/content/account";
import { localizePath } from "~/i18n/locale";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { privatePageMeta } from "~/seo";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/accept-invite";
import { linkProblem } from "./link-problems";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/** The link's token stays out of the canonical and alternate links: they name the page, not the link. */
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  privatePageMeta(
    matches[0]?.loaderData,
    loaderData && { title: loaderData.content.documentTitle, description: loaderData.content.description },
    location.pathname,
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const { accept, password, messages } = contentFor(request, accountContent);
  const page = { locale: requestLocale(request), content: accept, password, messages };
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const lookup = await readLink(context.db, "invite", token);
  if (!lookup.ok) {
    const { message, status } = linkProblem(lookup.problem, accept.problems);
    return data({ ...page, token: null, email: null, role: null, refused: message }, { status });
  }
  return { ...page, token, email: lookup.link.email, role: lookup.link.role ?? "editor", refused: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { accept, messages } = contentFor(request, accountContent);
  const translate = accountMessages(messages);
  const submission = await readSubmission(request, acceptInviteSchema, translate);
  if (submission.status !== "success") return replyInvalid(submission, { hideFields: passwordFields });
  const { token, name, password } = submission.value;
  const result = await acceptInvitation(context, token, { name, password, locale: requestLocale(request) });
  // Signed in; a redirect, so the next page (and a browser without JavaScript) loads with the cookie.
  // The dashboard, not the sign-in page: a first sign-in lands where the work starts (issue 20.10).
  if (result.ok) throw redirect("/dashboard", { headers: { "Set-Cookie": result.setCookie } });
  if (result.reason === "password")
    return replyInvalid(submission, {
      fieldErrors: { password: [translate(passwordMessage(result.problem))] },
      hideFields: passwordFields,
    });
  if (result.reason === "already-official")
    return replyInvalid(submission, { message: accept.alreadyOfficial, hideFields: passwordFields, status: 409 });
  // The link stopped working while the page was open: its page says why.
  throw redirect(`${localizePath("/accept-invite", requestLocale(request))}?token=${encodeURIComponent(token)}`);
}

export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, content, password, messages } = loaderData;
  const { form, fields, reply } = useOfficialForm({
    id: "accept-invite",
    schema: acceptInviteSchema,
    reply: actionData,
    translate: accountMessages(messages),
  });
  if (loaderData.refused || !loaderData.token)
    return (
      <AccountPage title={content.refusedTitle}>
        <PageNotice ok={false} text={loaderData.refused} />
        <p>
          <Link to={localizePath("/sign-in", locale)}>{content.goToSignIn}</Link>
        </p>
      </AccountPage>
    );
  return (
    <AccountPage title={content.title}>
      <p>
        <Filled
          template={content.invited}
          values={{ role: content.roles[loaderData.role ?? "editor"], email: <strong>{loaderData.email}</strong> }}
        />
      </p>
      <OfficialForm form={form} reply={reply}>
        <input type="hidden" name={fields.token.name} value={loaderData.token} />
        <input type="email" name="username" autoComplete="username" value={loaderData.email ?? ""} readOnly hidden />
        <FormField field={fields.name} label={content.name} autoComplete="name" maxLength={100} required />
        <NewPasswordFields
          password={fields.password}
          passwordAgain={fields.passwordAgain}
          words={{ label: password.password, again: password.passwordAgain, hint: password.hint }}
        />
        <SubmitButton busyLabel={content.submitting}>{content.submit}</SubmitButton>
      </OfficialForm>
    </AccountPage>
  );
}
