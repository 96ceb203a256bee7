import { Link } from "react-router";
import { requestPasswordReset } from "~/auth/password-reset.server";
import { AccountPage } from "~/components/admin-page";
import { FormField, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { readSubmission, replyDone, replyInvalid } from "~/forms/official-form.server";
import { forgotPasswordSchema } from "~/forms/officials";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/forgot-password";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = () => [
  { title: "Forgot your password?" },
  { name: "robots", content: "noindex" },
];

const sentMessage =
  "If that address belongs to one of the club's officials, a link to choose a new password is on its way. It works once, for one hour. Check your spam folder too.";
const throttledMessage =
  "Too many links were asked for this address or from your network. Please wait an hour, or ask an administrator for help.";

/**
 * The answer is the same whether or not the address is an official's, and
 * takes as long (requestPasswordReset); the form empties, so nothing of the
 * address comes back and the page tells no one who the officials are.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readSubmission(request, forgotPasswordSchema);
  if (submission.status !== "success") return replyInvalid(submission);
  const result = await requestPasswordReset(context, submission.value);
  if (result === "throttled") return replyInvalid(submission, { message: throttledMessage, status: 429 });
  return replyDone(submission, sentMessage);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { form, fields, reply } = useOfficialForm({
    id: "forgot-password",
    schema: forgotPasswordSchema,
    reply: actionData,
  });
  return (
    <AccountPage title="Forgot your password?">
      <p>
        Type the e-mail address you sign in with. If it is an official's, we e-mail a link to choose a new password.
      </p>
      <OfficialForm form={form} reply={reply}>
        <FormField field={fields.email} label="E-mail" type="email" autoComplete="username" required />
        <SubmitButton busyLabel="Sending...">Send the link</SubmitButton>
      </OfficialForm>
      <p>
        <Link to="/sign-in">Back to sign in</Link>
      </p>
    </AccountPage>
  );
}
