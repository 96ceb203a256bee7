import { data, Link, redirect } from "react-router";
import { acceptInvitation } from "~/auth/invitations.server";
import { readLink } from "~/auth/one-time-links.server";
import { AccountPage } from "~/components/admin-page";
import { FormField, NewPasswordFields, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { PageNotice } from "~/components/page-notice";
import { readSubmission, replyInvalid } from "~/forms/official-form.server";
import { acceptInviteSchema, passwordFields, passwordMessage } from "~/forms/officials";
import { roleLabels } from "~/lib/role-labels";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/accept-invite";
import { linkProblem } from "./link-problems";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = () => [
  { title: "Accept the invitation" },
  { name: "robots", content: "noindex" },
];

const problemWords = {
  kind: "invitation",
  lifetime: "72 hours",
  again: "Ask the administrator who invited you to send a new invitation.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const lookup = await readLink(context.db, "invite", token);
  if (!lookup.ok) {
    const { message, status } = linkProblem(lookup.problem, problemWords);
    return data({ token: null, email: null, role: null, refused: message }, { status });
  }
  return { token, email: lookup.link.email, role: lookup.link.role ?? "editor", refused: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readSubmission(request, acceptInviteSchema);
  if (submission.status !== "success") return replyInvalid(submission, { hideFields: passwordFields });
  const { token, name, password } = submission.value;
  const result = await acceptInvitation(context, token, { name, password });
  // Signed in; a redirect, so the next page (and a browser without JavaScript) loads with the cookie.
  // The dashboard, not the sign-in page: a first sign-in lands where the work starts (issue 20.10).
  if (result.ok) throw redirect("/dashboard", { headers: { "Set-Cookie": result.setCookie } });
  if (result.reason === "password")
    return replyInvalid(submission, {
      fieldErrors: { password: [passwordMessage(result.problem)] },
      hideFields: passwordFields,
    });
  if (result.reason === "already-official")
    return replyInvalid(submission, {
      message: "That address is already an official's. Sign in, or use Forgot your password? on the sign-in page.",
      hideFields: passwordFields,
      status: 409,
    });
  // The link stopped working while the page was open: its page says why.
  throw redirect(`/accept-invite?token=${encodeURIComponent(token)}`);
}

export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, reply } = useOfficialForm({
    id: "accept-invite",
    schema: acceptInviteSchema,
    reply: actionData,
  });
  if (loaderData.refused || !loaderData.token)
    return (
      <AccountPage title="This invitation does not work">
        <PageNotice ok={false} text={loaderData.refused} />
        <p>
          <Link to="/sign-in">Go to sign in</Link>
        </p>
      </AccountPage>
    );
  return (
    <AccountPage title="Welcome to the club's website team">
      <p>
        You are invited as {roleLabels[loaderData.role ?? "editor"].withArticle} for <strong>{loaderData.email}</strong>
        . Choose the name other officials will see and your password; then you are signed in.
      </p>
      <OfficialForm form={form} reply={reply}>
        <input type="hidden" name={fields.token.name} value={loaderData.token} />
        <input type="email" name="username" autoComplete="username" value={loaderData.email ?? ""} readOnly hidden />
        <FormField field={fields.name} label="Your name" autoComplete="name" maxLength={100} required />
        <NewPasswordFields password={fields.password} passwordAgain={fields.passwordAgain} label="Password" />
        <SubmitButton busyLabel="Saving...">Accept and sign in</SubmitButton>
      </OfficialForm>
    </AccountPage>
  );
}
