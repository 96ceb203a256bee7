import { data, Link, redirect } from "react-router";
import { readResetLink, resetPassword } from "~/auth/password-reset.server";
import { AccountPage } from "~/components/admin-page";
import { NewPasswordFields, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { PageNotice } from "~/components/page-notice";
import { readSubmission, replyInvalid } from "~/forms/official-form.server";
import { passwordFields, passwordMessage, resetPasswordSchema } from "~/forms/officials";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/reset-password";
import { linkProblem } from "./link-problems";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = () => [
  { title: "Choose a new password" },
  { name: "robots", content: "noindex" },
];

const problemWords = {
  kind: "password reset",
  lifetime: "one hour",
  again: "You can ask for a new one on the sign-in page (Forgot your password?).",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has("done")) return { done: true, token: null, email: null, refused: null };
  const token = url.searchParams.get("token") ?? "";
  const link = await readResetLink(context, token);
  if (!link.ok) {
    const { message, status } = linkProblem(link.problem, problemWords);
    return data({ done: false, token: null, email: null, refused: message }, { status });
  }
  return { done: false, token, email: link.email, refused: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readSubmission(request, resetPasswordSchema);
  if (submission.status !== "success") return replyInvalid(submission, { hideFields: passwordFields });
  const { token, password } = submission.value;
  const result = await resetPassword(context, token, password);
  // Away from the link's address: it no longer works, and a reload must not post again.
  if (result.ok) throw redirect("/reset-password?done");
  if (result.reason === "password")
    return replyInvalid(submission, {
      fieldErrors: { password: [passwordMessage(result.problem)] },
      hideFields: passwordFields,
    });
  // The link stopped working while the page was open: its page says why.
  throw redirect(`/reset-password?token=${encodeURIComponent(token)}`);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, reply } = useOfficialForm({
    id: "reset-password",
    schema: resetPasswordSchema,
    reply: actionData,
  });
  if (loaderData.done)
    return (
      <AccountPage title="Password changed">
        <PageNotice ok text="Your new password is set, and every session of your account has ended." />
        <p>
          <Link className="button primary" to="/sign-in">
            Sign in with the new password
          </Link>
        </p>
      </AccountPage>
    );
  if (loaderData.refused || !loaderData.token)
    return (
      <AccountPage title="This link does not work">
        <PageNotice ok={false} text={loaderData.refused} />
        <p>
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </AccountPage>
    );
  return (
    <AccountPage title="Choose a new password">
      <p>
        For <strong>{loaderData.email}</strong>. Once it is set, you are signed out everywhere.
      </p>
      <OfficialForm form={form} reply={reply}>
        <input type="hidden" name={fields.token.name} value={loaderData.token} />
        <input type="email" name="username" autoComplete="username" value={loaderData.email ?? ""} readOnly hidden />
        <NewPasswordFields password={fields.password} passwordAgain={fields.passwordAgain} />
        <SubmitButton busyLabel="Saving...">Set the new password</SubmitButton>
      </OfficialForm>
    </AccountPage>
  );
}
