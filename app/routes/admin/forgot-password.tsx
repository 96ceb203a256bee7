import { Link } from "react-router";
import { requestPasswordReset } from "~/auth/password-reset.server";
import { AccountPage } from "~/components/admin-page";
import { FormField, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { readSubmission, replyDone, replyInvalid } from "~/forms/official-form.server";
import { accountMessages, forgotPasswordSchema } from "~/forms/officials";
import { accountContent } from "~/i18n/content/account";
import { localizePath } from "~/i18n/locale";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { privatePageMeta } from "~/seo";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/forgot-password";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export function loader({ request }: Route.LoaderArgs) {
  const { forgot, messages } = contentFor(request, accountContent);
  return { locale: requestLocale(request), content: forgot, messages };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  privatePageMeta(matches[0]?.loaderData, loaderData?.content, location.pathname);

/**
 * The answer is the same whether or not the address is an official's, and
 * takes as long (requestPasswordReset); the form empties, so nothing of the
 * address comes back and the page tells no one who the officials are. The
 * e-mailed link opens the reset page in this page's language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { forgot, messages } = contentFor(request, accountContent);
  const submission = await readSubmission(request, forgotPasswordSchema, accountMessages(messages));
  if (submission.status !== "success") return replyInvalid(submission);
  const result = await requestPasswordReset(context, { ...submission.value, locale: requestLocale(request) });
  if (result === "throttled") return replyInvalid(submission, { message: forgot.throttled, status: 429 });
  return replyDone(submission, forgot.sent);
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, content, messages } = loaderData;
  const { form, fields, reply } = useOfficialForm({
    id: "forgot-password",
    schema: forgotPasswordSchema,
    reply: actionData,
    translate: accountMessages(messages),
  });
  return (
    <AccountPage title={content.title}>
      <p>{content.intro}</p>
      <OfficialForm form={form} reply={reply}>
        <FormField field={fields.email} label={content.email} type="email" autoComplete="username" required />
        <SubmitButton busyLabel={content.submitting}>{content.submit}</SubmitButton>
      </OfficialForm>
      <p>
        <Link to={localizePath("/sign-in", locale)}>{content.backToSignIn}</Link>
      </p>
    </AccountPage>
  );
}
