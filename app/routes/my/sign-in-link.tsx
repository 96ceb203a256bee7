import { data, Link, redirect } from "react-router";
import { readSignInLink, signInWithLink } from "~/auth/member-sign-in.server";
import { AccountPage } from "~/components/admin-page";
import { Filled } from "~/components/filled";
import { OfficialForm, SubmitButton, useOfficialForm } from "~/components/official-form";
import { PageNotice } from "~/components/page-notice";
import { readSubmission } from "~/forms/official-form.server";
import { signInLinkSchema } from "~/forms/officials";
import { membersAreaContent } from "~/i18n/content/members-area";
import { localizePath } from "~/i18n/locale";
import { contentFor, requestLocale } from "~/i18n/page.server";
import { privatePageMeta } from "~/seo";
import adminStyles from "~/styles/admin.css?url";
import { linkProblem } from "../admin/link-problems";
import type { Route } from "./+types/sign-in-link";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

/** The link's token stays out of the canonical and alternate links: they name the page, not the link. */
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  privatePageMeta(matches[0]?.loaderData, loaderData?.content, location.pathname);

/** Opening the link only reads it: the page's button signs in (signInWithLink says why). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { link } = contentFor(request, membersAreaContent);
  const page = { locale: requestLocale(request), content: link };
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const lookup = await readSignInLink(context, token);
  if (!lookup.ok) {
    const { message, status } = linkProblem(lookup.problem, link.problems);
    return data({ ...page, token: null, email: null, refused: message }, { status });
  }
  return { ...page, token, email: lookup.email, refused: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  const here = localizePath("/my/sign-in/link", locale);
  const submission = await readSubmission(request, signInLinkSchema);
  if (submission.status !== "success") throw redirect(here);
  const { token } = submission.value;
  const result = await signInWithLink(context, token);
  if (result.ok) throw redirect(localizePath("/my", locale), { headers: { "Set-Cookie": result.setCookie } });
  // The link stopped working while the page was open: its page says why.
  throw redirect(`${here}?token=${encodeURIComponent(token)}`);
}

export default function MemberSignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, content } = loaderData;
  const { form, fields, reply } = useOfficialForm({ id: "sign-in-link", schema: signInLinkSchema, reply: actionData });
  if (loaderData.refused || !loaderData.token)
    return (
      <AccountPage title={content.refusedTitle}>
        <PageNotice ok={false} text={loaderData.refused} />
        <p>
          <Link className="button primary" to={localizePath("/my/sign-in", locale)}>
            {content.askAgain}
          </Link>
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
        <SubmitButton busyLabel={content.submitting}>{content.submit}</SubmitButton>
      </OfficialForm>
    </AccountPage>
  );
}
