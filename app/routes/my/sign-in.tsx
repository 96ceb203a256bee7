import { Link, redirect } from "react-router";
import { requestMemberSignIn } from "~/auth/member-sign-in.server";
import { getAccount, safeNext } from "~/auth/session.server";
import { AccountPage } from "~/components/admin-page";
import { FormField, OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { readSubmission, replyDone, replyInvalid } from "~/forms/official-form.server";
import { accountMessages, memberSignInSchema } from "~/forms/officials";
import { accountContent } from "~/i18n/content/account";
import { membersAreaContent } from "~/i18n/content/members-area";
import { localizePath } from "~/i18n/locale";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { privatePageMeta } from "~/seo";
import adminStyles from "~/styles/admin.css?url";
import type { Route } from "./+types/sign-in";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/** Someone already signed in goes where they were going, or to the members' area. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  if (await getAccount(request, context))
    throw redirect(safeNext(new URL(request.url).searchParams.get("next")) ?? localizePath("/my", locale));
  return {
    locale,
    content: contentFor(request, membersAreaContent).signIn,
    messages: contentFor(request, accountContent).messages,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  privatePageMeta(matches[0]?.loaderData, loaderData?.content, location.pathname);

/**
 * The answer is the same whether or not the address is a member's, and takes
 * as long (requestEmailedLink); the form empties, so the page tells no one
 * who the members are. The link opens in this page's language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { signIn } = contentFor(request, membersAreaContent);
  const { messages } = contentFor(request, accountContent);
  const submission = await readSubmission(request, memberSignInSchema, accountMessages(messages));
  if (submission.status !== "success") return replyInvalid(submission);
  const result = await requestMemberSignIn(context, { ...submission.value, locale: requestLocale(request) });
  if (result === "throttled") return replyInvalid(submission, { message: signIn.throttled, status: 429 });
  return replyDone(submission, signIn.sent);
}

export default function MemberSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, content, messages } = loaderData;
  const { form, fields, reply } = useOfficialForm({
    id: "member-sign-in",
    schema: memberSignInSchema,
    reply: actionData,
    translate: accountMessages(messages),
  });
  return (
    <AccountPage title={content.title}>
      <p>{content.intro}</p>
      <OfficialForm form={form} reply={reply}>
        <FormField field={fields.email} label={content.email} type="email" autoComplete="email" required />
        <SubmitButton busyLabel={content.submitting}>{content.submit}</SubmitButton>
      </OfficialForm>
      <p>{content.noAccount}</p>
      <p>
        {content.password} <Link to={localizePath("/sign-in", locale)}>{content.passwordLink}</Link>
      </p>
    </AccountPage>
  );
}
