import { data, Link, redirect } from "react-router";
import { readResetLink, resetPassword } from "~/auth/password-reset.server";
import { AccountPage } from "~/components/admin-page";
import { Filled } from "~/components/filled";
import { NewPasswordFields, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { PageNotice } from "~/components/page-notice";
import { readSubmission, replyInvalid } from "~/forms/official-form.server";
import { accountMessages, passwordFields, passwordMessage, resetPasswordSchema } from "~/forms/officials";
import { accountContent } from "~/i18n/content/account";
import { localizePath } from "~/i18n/locale";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { privatePageMeta } from "~/seo";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/reset-password";
import { linkProblem } from "./link-problems";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/** The link's token stays out of the canonical and alternate links: they name the page, not the link. */
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  privatePageMeta(matches[0]?.loaderData, loaderData?.content, location.pathname);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { reset, password, messages } = contentFor(request, accountContent);
  const page = { locale: requestLocale(request), content: reset, password, messages };
  if (url.searchParams.has("done")) return { ...page, done: true, token: null, email: null, refused: null };
  const token = url.searchParams.get("token") ?? "";
  const link = await readResetLink(context, token);
  if (!link.ok) {
    const { message, status } = linkProblem(link.problem, reset.problems);
    return data({ ...page, done: false, token: null, email: null, refused: message }, { status });
  }
  return { ...page, done: false, token, email: link.email, refused: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { messages } = contentFor(request, accountContent);
  const translate = accountMessages(messages);
  const here = localizePath("/reset-password", requestLocale(request));
  const submission = await readSubmission(request, resetPasswordSchema, translate);
  if (submission.status !== "success") return replyInvalid(submission, { hideFields: passwordFields });
  const { token, password } = submission.value;
  const result = await resetPassword(context, token, password);
  // Away from the link's address: it no longer works, and a reload must not post again.
  if (result.ok) throw redirect(`${here}?done`);
  if (result.reason === "password")
    return replyInvalid(submission, {
      fieldErrors: { password: [translate(passwordMessage(result.problem))] },
      hideFields: passwordFields,
    });
  // The link stopped working while the page was open: its page says why.
  throw redirect(`${here}?token=${encodeURIComponent(token)}`);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, content, password, messages } = loaderData;
  const { form, fields, reply } = useOfficialForm({
    id: "reset-password",
    schema: resetPasswordSchema,
    reply: actionData,
    translate: accountMessages(messages),
  });
  if (loaderData.done)
    return (
      <AccountPage title={content.doneTitle}>
        <PageNotice ok text={content.done} />
        <p>
          <Link className="button primary" to={localizePath("/sign-in", locale)}>
            {content.signIn}
          </Link>
        </p>
      </AccountPage>
    );
  if (loaderData.refused || !loaderData.token)
    return (
      <AccountPage title={content.refusedTitle}>
        <PageNotice ok={false} text={loaderData.refused} />
        <p>
          <Link to={localizePath("/forgot-password", locale)}>{content.askAgain}</Link>
        </p>
      </AccountPage>
    );
  return (
    <AccountPage title={content.title}>
      <p>
        <Filled template={content.forEmail} values={{ email: <strong>{loaderData.email}</strong> }} />
      </p>
      <OfficialForm form={form} reply={reply}>
        <input type="hidden" name={fields.token.name} value={loaderData.token} />
        <input type="email" name="username" autoComplete="username" value={loaderData.email ?? ""} readOnly hidden />
        <NewPasswordFields
          password={fields.password}
          passwordAgain={fields.passwordAgain}
          words={{ label: password.newPassword, again: password.newPasswordAgain, hint: password.hint }}
        />
        <SubmitButton busyLabel={content.submitting}>{content.submit}</SubmitButton>
      </OfficialForm>
    </AccountPage>
  );
}
